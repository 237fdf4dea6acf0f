import { Create } from 'react-admin';
import { PageTitle } from '@admin/ui/PageTitle';
import { BlogForm } from './BlogForm';

export function BlogCreate() {
  return (
    <>
      <PageTitle title="resources.blog.form.createTitle" />
      <Create title="resources.blog.form.createTitle" redirect="list" mutationMode="pessimistic">
        <BlogForm />
      </Create>
    </>
  );
}
