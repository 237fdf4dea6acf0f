import { Edit } from 'react-admin';
import { PageTitle } from '@admin/ui/PageTitle';
import { ReviewForm } from './ReviewForm';

export function ReviewEdit() {
  return (
    <>
      <PageTitle title="resources.review.form.editTitle" />
      <Edit title="resources.review.form.editTitle" redirect="list" mutationMode="pessimistic">
        <ReviewForm />
      </Edit>
    </>
  );
}
