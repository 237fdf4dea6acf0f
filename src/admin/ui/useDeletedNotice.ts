import { useGetResourceLabel, useNotify, useRecordContext, useResourceContext, useTranslate, useUnselect } from 'react-admin';

/**
 * react-admin's own steps after a delete (its toast, and the record unselected), for delete buttons that replace
 * its success handler: react-admin runs a given `onSuccess` instead of its own, not after it.
 */
export function useDeletedNotice() {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  const unselect = useUnselect(resource);
  const name = useGetResourceLabel()(resource, 1).toLowerCase();
  return (alreadyDeleted = false) => {
    if (alreadyDeleted) notify('app.common.alreadyDeleted', { type: 'info', messageArgs: { name } });
    else
      notify(`resources.${resource}.notifications.deleted`, {
        type: 'info',
        messageArgs: { smart_count: 1, _: translate('ra.notification.deleted', { smart_count: 1 }) },
      });
    if (record) unselect([record.id], true);
  };
}
