import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation } from '@tanstack/react-query';
import { forwardRef, useRef, useState, type MouseEvent } from 'react';
import { Button, Confirm, useDataProvider, useGetRecordRepresentation, useGetResourceLabel, useRecordContext, useResourceContext } from 'react-admin';
import { useRowControlName } from './useRowControlName';

/** react-admin's own class for its delete buttons (styles, tests). */
export const DELETE_BUTTON_CLASS = 'ra-delete-button';

/** How long after a confirmed delete a stray click is dropped (a double click's second click comes within it). */
const STRAY_CLICK_MS = 600;

/**
 * A double click on Confirm: the dialog closes once the server has answered, and the second click then landed on
 * whatever was under the pointer (the row that moved up, which opened). In the moments after the confirm, the
 * second click of a double click (`detail` 2) is dropped; a click of its own is not.
 */
function dropStrayClicks() {
  const drop = (event: globalThis.MouseEvent) => {
    if (event.detail < 2) return;
    event.stopPropagation();
    event.preventDefault();
  };
  document.addEventListener('click', drop, { capture: true });
  window.setTimeout(() => document.removeEventListener('click', drop, { capture: true }), STRAY_CLICK_MS);
}

/**
 * The record in context's Delete: a red button, react-admin's confirmation and texts, then one delete call that
 * waits for the server — one, also when Confirm gets two clicks before React has rendered it busy (two calls made
 * the second answer "not found" in red after a successful delete). `onDeleted` runs once the server has deleted it.
 */
/** The record as the question names it: a 750-character address filled the dialog's title with ten lines. */
const MAX_NAME = 80;
const shortened = (text: string) => (text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1).trimEnd()}…` : text);

export const ConfirmedDeleteButton = forwardRef<HTMLButtonElement, { onDeleted(): void }>(function ConfirmedDeleteButton({ onDeleted }, ref) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider();
  const name = useGetResourceLabel()(resource, 1).toLowerCase();
  const recordRepresentation = useGetRecordRepresentation(resource)(record ?? {});
  const controlName = useRowControlName();
  const [open, setOpen] = useState(false);
  const running = useRef(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.delete(resource, { id: record!.id, previousData: record }),
    onSuccess: () => {
      setOpen(false);
      onDeleted();
    },
    // The http layer has shown the server's reason.
    onError: () => setOpen(false),
    onSettled: () => {
      running.current = false;
    },
  });
  if (!record) return null;
  const texts = { name, recordRepresentation: shortened(String(recordRepresentation)), id: record.id };
  const confirm = () => {
    if (running.current) return;
    running.current = true;
    dropStrayClicks();
    mutate();
  };
  return (
    <>
      <Button
        ref={ref}
        label="ra.action.delete"
        aria-label={controlName('ra.action.delete')}
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
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        // A long word (a pasted run without spaces) wraps instead of running off a phone's screen.
        sx={{ '& .MuiDialogTitle-root, & .MuiDialogContentText-root': { overflowWrap: 'anywhere' } }}
      />
    </>
  );
});
