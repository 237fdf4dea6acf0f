import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { FormToolbar } from '@admin/ui/FormToolbar';
import { PageTitle } from '@admin/ui/PageTitle';
import { PropertyForm } from './PropertyForm';

function useEditTitle() {
  const translate = useTranslate();
  const record = useRecordContext();
  const name = record ? String(record.propertyNo || record.address || '') : '';
  return translate('resources.property.form.editTitle', { name });
}

function EditHeading() {
  return <PageTitle title={useEditTitle()} />;
}

/** The browser/app-bar title: text only, the page's h1 is EditHeading. */
function EditTitleText() {
  return <>{useEditTitle()}</>;
}

/**
 * /property/:id (alias /property/form/:id). Pessimistic: the server validates before the list shows the change.
 * The app's toolbar, as on create: one save per click or Enter (react-admin's own sent a double click twice, and
 * the second was refused as an edit conflict), Ctrl+S, and a delete that asks first.
 */
export function PropertyEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" title={<EditTitleText />}>
      <EditHeading />
      <PropertyForm toolbar={<FormToolbar canDelete />} />
    </Edit>
  );
}
