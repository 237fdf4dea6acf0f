import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useGetRecordRepresentation,
  useGetResourceLabel,
  useListContext,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { keepFocusInTable } from './rowFocus';
import { useDeletedNotice } from './useDeletedNotice';

/** react-admin's own class for its delete buttons (styles, tests). */
const DELETE_BUTTON_CLASS = 'ra-delete-button';

/**
 * A list row's Delete: asks first (react-admin's Confirm and texts), waits for the server, and leaves the admin on
 * the page they were on; after the last row of the last page, on the page before it. react-admin's
 * DeleteWithConfirmButton took that emptied page for a wrong address and went back to page 1: its cache update
 * empties the page before any success handler can choose another, so the call is made here. The focus then goes to
 * the Delete of the row that took its place (rowFocus.ts), not to the top of the page.
 */
export function RowDeleteButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const { page, data, setPage } = useListContext();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const deletedNotice = useDeletedNotice();
  const name = useGetResourceLabel()(resource, 1).toLowerCase();
  const recordRepresentation = useGetRecordRepresentation(resource)(record ?? {});
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.delete(resource, { id: record!.id, previousData: record }),
    onSuccess: () => {
      setOpen(false);
      deletedNotice();
      if (button.current) keepFocusInTable(button.current, `.${DELETE_BUTTON_CLASS}`);
      if (page > 1 && data?.length === 1) setPage(page - 1);
      else refresh();
    },
    // The http layer has shown the server's reason.
    onError: () => setOpen(false),
  });
  if (!record) return null;
  const texts = { name, recordRepresentation: String(recordRepresentation), id: record.id };
  return (
    <>
      <Button
        ref={button}
        label="ra.action.delete"
        color="error"
        className={DELETE_BUTTON_CLASS}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="ra.message.delete_title"
        content="ra.message.delete_content"
        titleTranslateOptions={texts}
        contentTranslateOptions={texts}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
