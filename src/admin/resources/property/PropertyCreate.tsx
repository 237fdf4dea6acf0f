import { Create } from 'react-admin';
import { FormToolbar } from '@admin/ui/FormToolbar';
import { PageTitle } from '@admin/ui/PageTitle';
import { PropertyForm } from './PropertyForm';

/** /property/create (alias /property/form). */
export function PropertyCreate() {
  return (
    <>
      <PageTitle title="resources.property.form.createTitle" />
      <Create redirect="list" title="resources.property.form.createTitle">
        <PropertyForm toolbar={<FormToolbar />} />
      </Create>
    </>
  );
}
