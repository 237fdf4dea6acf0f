import { Create } from 'react-admin';
import { PageTitle } from '@admin/ui/PageTitle';
import { ServiceForm } from './ServiceForm';

/** Saved through the `admin/service/create` extension (the contract's create route). */
export function ServiceCreate() {
  return (
    <>
      <PageTitle title="resources.services.form.createTitle" />
      <Create resource="services" title="resources.services.form.createTitle" redirect="list" mutationMode="pessimistic">
        <ServiceForm />
      </Create>
    </>
  );
}
