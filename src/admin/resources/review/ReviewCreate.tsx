import { Create } from 'react-admin';
import { PageTitle } from '@admin/ui/PageTitle';
import { ReviewForm } from './ReviewForm';

export function ReviewCreate() {
  return (
    <>
      <PageTitle title="resources.review.form.createTitle" />
      <Create title="resources.review.form.createTitle" redirect="list" mutationMode="pessimistic">
        <ReviewForm />
      </Create>
    </>
  );
}
