import { useRef } from 'react';
import { useListContext, useRefresh } from 'react-admin';
import { ConfirmedDeleteButton, DELETE_BUTTON_CLASS } from './ConfirmedDelete';
import { keepFocusInTable } from './rowFocus';
import { useDeletedNotice } from './useDeletedNotice';

/**
 * A list row's Delete: asks first (react-admin's Confirm and texts), waits for the server, and leaves the admin on
 * the page they were on; after the last row of the last page, on the page before it. react-admin's
 * DeleteWithConfirmButton took that emptied page for a wrong address and went back to page 1: its cache update
 * empties the page before any success handler can choose another, so the call is made here (ConfirmedDelete).
 * The focus then goes to the Delete of the row that took its place (rowFocus.ts), not to the top of the page.
 */
export function RowDeleteButton() {
  const { page, data, setPage } = useListContext();
  const refresh = useRefresh();
  const deletedNotice = useDeletedNotice();
  const button = useRef<HTMLButtonElement>(null);
  const onDeleted = (alreadyDeleted: boolean) => {
    deletedNotice(alreadyDeleted);
    if (button.current) keepFocusInTable(button.current, `.${DELETE_BUTTON_CLASS}`);
    if (page > 1 && data?.length === 1) setPage(page - 1);
    else refresh();
  };
  return <ConfirmedDeleteButton ref={button} onDeleted={onDeleted} />;
}
