import { Create, SaveButton, Toolbar } from 'react-admin';
import { PageTitle } from '@admin/ui/PageTitle';
import { PropertyForm } from './PropertyForm';

// Save stays enabled on the empty form so a click lists everything still missing.
const createToolbar = (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

/** /property/create (alias /property/form). */
export function PropertyCreate() {
  return (
    <>
      <PageTitle title="resources.property.form.createTitle" />
      <Create redirect="list" title="resources.property.form.createTitle">
        <PropertyForm toolbar={createToolbar} />
      </Create>
    </>
  );
}
