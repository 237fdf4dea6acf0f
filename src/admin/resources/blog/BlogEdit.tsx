import { Edit } from 'react-admin';
import { PageTitle } from '@admin/ui/PageTitle';
import { BlogForm } from './BlogForm';

export function BlogEdit() {
  return (
    <>
      <PageTitle title="resources.blog.form.editTitle" />
      <Edit title="resources.blog.form.editTitle" redirect="list" mutationMode="pessimistic">
        <BlogForm />
      </Edit>
    </>
  );
}
