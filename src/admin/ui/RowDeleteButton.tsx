import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
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
import { useDeletedNotice } from './useDeletedNotice';

/**
 * A list row's Delete: asks first (react-admin's Confirm and texts), waits for the server, and leaves the admin on
 * the page they were on; after the last row of the last page, on the page before it. react-admin's
 * DeleteWithConfirmButton took that emptied page for a wrong address and went back to page 1: its cache update
 * empties the page before any success handler can choose another, so the call is made here.
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
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.delete(resource, { id: record!.id, previousData: record }),
    onSuccess: () => {
      setOpen(false);
      deletedNotice();
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
        label="ra.action.delete"
        color="error"
        className="ra-delete-button"
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
