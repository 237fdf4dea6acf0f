import { useQueryClient } from '@tanstack/react-query';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Stack, Typography } from '@mui/material';
import { SaveButton, Toolbar, useRecordContext, useRedirect, useRefresh, useResourceContext, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { serverText } from '@shared/serverMessages';
import { useEffect, useRef, type RefObject } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { ConfirmedDeleteButton } from './ConfirmedDelete';
import { useDeletedNotice } from './useDeletedNotice';
import { useLongerThan } from './useLongerThan';
import { useFormUploading } from '@admin/uploads/formUploads';
import { useLeaveGuard } from '@admin/forms/useLeaveGuard';
import { uploadKey } from '@admin/uploads/messages';

export type FormToolbarProps = { canDelete?: boolean };

/**
 * Save (also Ctrl+S) stays enabled on a pristine form so an empty submit shows the rules' messages instead of a dead
 * button, and is disabled while a save or an upload runs; delete (on saved records of resources that have one) asks for
 * confirmation and waits for the server. Leaving the form with unsaved changes asks first (useLeaveGuard, instead of
 * react-admin's `warnWhenUnsavedChanges`).
 */
export function FormToolbar({ canDelete = false }: FormToolbarProps) {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveOnceButton />
      {canDelete && record?.id !== undefined && <DeleteRecordButton />}
    </Toolbar>
  );
}

/**
 * react-admin's `alwaysEnable` also overrides its disabling while the form submits: a double click saved twice
 * (two properties). It is dropped while a save runs (the submit, then the mutation with its uploads).
 */
function SaveOnceButton() {
  const translate = useTranslate();
  const { isSubmitting, submitCount, errors } = useFormState();
  const { clearErrors } = useFormContext();
  const refresh = useRefresh();
  // Refused as someone else saved first: their changes are one click away here. The toast's "Refresh in the top
  // bar" pointed at a bar scrolled out of view, from under a toast over Save (audit).
  const conflict = errors.root?.serverError?.message === serverText('editConflict');
  const { saving } = useSaveContext();
  const busy = isSubmitting || saving === true;
  // An image still uploading would be missing from the save (formUploads.ts): Save waits, and says why.
  const uploading = useFormUploading();
  const anchor = useRef<HTMLSpanElement>(null);
  useLeaveGuard(anchor);
  useSaveShortcut(anchor, busy || uploading);
  useOneSubmitAtATime(anchor, busy, submitCount);
  const slow = useLongerThan(busy, SLOW_SAVE_MS);
  return (
    <Stack ref={anchor} component="span" direction="row" spacing={1.5} sx={{ alignItems: 'center', '& > button': { flexShrink: 0 } }}>
      <SaveButton alwaysEnable={!busy && !uploading} disabled={busy || uploading} aria-keyshortcuts="Control+S Meta+S" />
      {conflict && !busy && (
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => {
            clearErrors('root.serverError');
            refresh();
          }}
        >
          {translate('app.common.getTheirChanges')}
        </Button>
      )}
      <Typography component="span" role="status" variant="body2" color="text.secondary">
        {uploading ? translate(uploadKey('saveAfterUploads')) : slow ? translate('app.common.slowSave') : ''}
      </Typography>
    </Stack>
  );
}

/**
 * A save with no answer yet after this long says so: on a stalled network Save showed its spinner for 45 s and
 * nothing else (audit on a throttled phone). The save goes on: the answer may still come, and the form keeps its
 * entries either way.
 */
export const SLOW_SAVE_MS = 8_000;

/**
 * The disabled button only stops clicks once React has rendered it so: clicks in the same task (a script, a
 * bouncing mouse) or a held Ctrl+S repeating every 30 ms each submitted the form, and made as many records. The
 * form's own submit event is stopped here, before React's handler sees it, from the first submit until that
 * submit has been handled (react-hook-form counts it, valid or not) and its save has run.
 */
function useOneSubmitAtATime(anchor: RefObject<HTMLElement | null>, busy: boolean, submitCount: number) {
  const countAtSubmit = useRef<number | null>(null);
  const submitCountNow = useRef(submitCount);
  submitCountNow.current = submitCount;
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    const guard = (event: SubmitEvent) => {
      if (countAtSubmit.current !== null) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      countAtSubmit.current = submitCountNow.current;
    };
    form.addEventListener('submit', guard);
    return () => form.removeEventListener('submit', guard);
  }, [anchor]);
  useEffect(() => {
    if (countAtSubmit.current !== null && !busy && submitCount > countAtSubmit.current) countAtSubmit.current = null;
  }, [busy, submitCount]);
}

/**
 * Ctrl+S (⌘S on a Mac) saves the form, also from a multi-line field or the rich text editor where Enter makes a
 * new line, with what the focused input holds, as Save does; the browser's "Save page as" never helps here. Not while a save runs, nor under a dialog (the rich
 * text editor's image and link dialogs are their own forms).
 */
function useSaveShortcut(anchor: RefObject<HTMLElement | null>, busy: boolean) {
  const busyNow = useRef(busy);
  busyNow.current = busy;
  useEffect(() => {
    const save = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 's') return;
      const form = anchor.current?.closest('form');
      if (!form) return;
      event.preventDefault();
      if (busyNow.current || document.querySelector('[role="dialog"]')) return;
      // What is typed but not yet added counts, as with a click on Save, which takes the focus: a chip list adds
      // its typed entry when left. Ctrl+S kept the focus, and the entry was dropped from a save that succeeded.
      const typing = document.activeElement instanceof HTMLElement && form.contains(document.activeElement) ? document.activeElement : null;
      typing?.blur();
      form.requestSubmit();
      // Back where the admin was typing, unless the submit sent the focus elsewhere (the first field with an error).
      requestAnimationFrame(() => {
        if (typing?.isConnected && (document.activeElement ?? document.body) === document.body) typing.focus();
      });
    };
    document.addEventListener('keydown', save);
    return () => document.removeEventListener('keydown', save);
  }, [anchor]);
}

/**
 * Delete with react-admin's success steps (toast, back to the list; ConfirmedDelete: one call, however many clicks), except that the form is
 * first marked saved: the record is gone, so its unsaved changes are moot. react-admin's own reset there,
 * `reset(undefined, { keepValues: true })`, left the form dirty, and its unsaved-changes guard asked after the
 * record was already deleted.
 */
function DeleteRecordButton() {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const { reset, getValues } = useFormContext();
  const redirect = useRedirect();
  const deletedNotice = useDeletedNotice();
  const queryClient = useQueryClient();
  const onSuccess = (alreadyDeleted: boolean) => {
    deletedNotice(alreadyDeleted);
    reset(getValues());
    // The list the admin goes back to must not show the deleted row from its cache until it has fetched again.
    queryClient.setQueriesData<{ data?: RaRecord[]; total?: number }>({ queryKey: [resource, 'getList'] }, (list) =>
      list?.data?.some((row) => row.id === record?.id)
        ? { ...list, data: list.data.filter((row) => row.id !== record?.id), total: list.total === undefined ? undefined : list.total - 1 }
        : list,
    );
    // Everything else of the resource is fetched again, but not the deleted record itself: the page still showing
    // it would ask for it and get a 404.
    const deletedId = String(record?.id);
    void queryClient.invalidateQueries({ queryKey: [resource], predicate: ({ queryKey }) => !(queryKey[1] === 'getOne' && (queryKey[2] as { id?: unknown } | undefined)?.id === deletedId) });
    redirect('list', resource);
  };
  return <ConfirmedDeleteButton onDeleted={onSuccess} />;
}
