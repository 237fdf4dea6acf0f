import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation } from '@tanstack/react-query';
import { forwardRef, useRef, useState, type MouseEvent } from 'react';
import { Button, Confirm, useDataProvider, useGetRecordRepresentation, useGetResourceLabel, useRecordContext, useResourceContext } from 'react-admin';
import { ALREADY_DELETED } from '@admin/providers/alreadyDeleted';
import { useRowControlName } from './useRowControlName';

/** react-admin's own class for its delete buttons (styles, tests). */
export const DELETE_BUTTON_CLASS = 'ra-delete-button';

/** How long after a confirmed delete's answer the next click is still looked at. */
const STRAY_CLICK_MS = 1_500;

/**
 * A double click on Confirm: the dialog closes once the server has answered, and the second click then landed on
 * whatever was under the pointer (the row that moved up, which opened). So the next click after the confirm is
 * dropped when it is a double click's second (`detail` 2), wherever it lands; a click of its own is not, and ends
 * the watch. The watch lasts until a moment after the answer, counted from the answer and not from the confirm: on
 * a busy machine the second click came after a fixed time from the confirm had run out (e2e against PostgreSQL at
 * load 4). Call the returned function once the answer has come.
 */
function dropStrayClicks(): () => void {
  let timer: number | undefined;
  const stop = () => {
    document.removeEventListener('click', drop, { capture: true });
    window.clearTimeout(timer);
  };
  const drop = (event: globalThis.MouseEvent) => {
    stop();
    if (event.detail < 2) return;
    event.stopPropagation();
    event.preventDefault();
  };
  document.addEventListener('click', drop, { capture: true });
  return () => {
    timer = window.setTimeout(stop, STRAY_CLICK_MS);
  };
}

/**
 * The record in context's Delete: a red button, react-admin's confirmation and texts, then one delete call that
 * waits for the server — one, also when Confirm gets two clicks before React has rendered it busy (two calls made
 * the second answer "not found" in red after a successful delete). `onDeleted` runs once the server has deleted it,
 * or answered that it was already gone (`alreadyDeleted`).
 */
/** The record as the question names it: a 750-character address filled the dialog's title with ten lines. */
const MAX_NAME = 80;
const shortened = (text: string) => (text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1).trimEnd()}…` : text);

export const ConfirmedDeleteButton = forwardRef<HTMLButtonElement, { onDeleted(alreadyDeleted: boolean): void }>(function ConfirmedDeleteButton({ onDeleted }, ref) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider();
  const name = useGetResourceLabel()(resource, 1).toLowerCase();
  const recordRepresentation = useGetRecordRepresentation(resource)(record ?? {});
  const controlName = useRowControlName();
  const [open, setOpen] = useState(false);
  const running = useRef(false);
  const endStrayClicks = useRef<() => void>(() => undefined);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.delete(resource, { id: record!.id, previousData: record }),
    onSuccess: (answer) => {
      setOpen(false);
      onDeleted(answer.data?.[ALREADY_DELETED] === true);
    },
    // The http layer has shown the server's reason.
    onError: () => setOpen(false),
    onSettled: () => {
      running.current = false;
      endStrayClicks.current();
    },
  });
  if (!record) return null;
  const texts = { name, recordRepresentation: shortened(String(recordRepresentation)), id: record.id };
  const confirm = () => {
    if (running.current) return;
    running.current = true;
    endStrayClicks.current = dropStrayClicks();
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
        // The dialog's button says what it does: "Confirm" left the reader to remember what was asked (audit 32-O).
        confirm="ra.action.delete"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        // A long word (a pasted run without spaces) wraps instead of running off a phone's screen.
        sx={{ '& .MuiDialogTitle-root, & .MuiDialogContentText-root': { overflowWrap: 'anywhere' } }}
      />
    </>
  );
});
