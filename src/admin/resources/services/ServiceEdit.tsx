import { Edit } from 'react-admin';
import { PageTitle } from '@admin/ui/PageTitle';
import { ServiceForm } from './ServiceForm';

export function ServiceEdit() {
  return (
    <>
      <PageTitle title="resources.services.form.editTitle" />
      <Edit resource="services" title="resources.services.form.editTitle" redirect="list" mutationMode="pessimistic">
        <ServiceForm />
      </Edit>
    </>
  );
}
