import { useEffect, useRef, useState, type RefObject } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { useBlocker, useNavigate, useResourceContext, useSaveContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useFormUploading } from '@admin/uploads/formUploads';
import { useBeforeUnloadPrompt } from '@admin/layout/useBeforeUnloadPrompt';

/**
 * Asks before leaving a form with unsaved changes or an upload running (a link, back, or closing the tab), as
 * react-admin's `warnWhenUnsavedChanges` does, with what it got wrong:
 * - while a save runs, a move elsewhere waits for it instead of asking "changes weren't saved, leave?": saying yes
 *   left, and the save went through all the same. Saved, the form goes where it was asked to go (not to its list,
 *   where a save goes); refused, the question comes then.
 * - an image still uploading counts: the form was not dirty until it arrived, so leaving lost it without a word.
 * Moves within the form's own address (a tab's sub-path) are not asked about; its show view (the blog's Preview)
 * is. `anchor`: an element inside the form.
 */
export function useLeaveGuard(anchor: RefObject<HTMLElement | null>) {
  const translate = useTranslate();
  const { isSubmitting, dirtyFields } = useFormState();
  const { saving } = useSaveContext();
  const uploading = useFormUploading();
  const busy = isSubmitting || saving === true;
  const saved = useSavedSinceSubmit(anchor);
  const unsaved = Object.keys(dirtyFields).length > 0 && !saved;
  const safe = !unsaved && !uploading;
  const safeNow = useRef(safe);
  safeNow.current = safe;
  const navigate = useNavigate();
  // Where the user asked to go while a save ran: once saved, the save's own move to the list is held, and this replaces it.
  const askedDuringSave = useRef<ReturnType<typeof useBlocker>['location'] | null>(null);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (askedDuringSave.current) return true;
    if (safeNow.current) return false;
    const { pathname } = currentLocation;
    const inForm = nextLocation.pathname.startsWith(pathname) && !nextLocation.pathname.startsWith(`${pathname}/show`);
    return !inForm;
  });

  // Asked one render after the block, as react-admin does: a save or delete resets the form in the same tick as
  // its move to the list, and that reset shows only in the next render.
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const asked = askedDuringSave.current;
    if (safe && asked) {
      askedDuringSave.current = null;
      blocker.reset?.();
      navigate({ pathname: asked.pathname, search: asked.search, hash: asked.hash }, { state: asked.state });
    } else if (safe) blocker.proceed?.();
    else if (busy) askedDuringSave.current ??= blocker.location; // the save's outcome decides
    else setAsking(true);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- blocker and navigate are new objects on every render: the blocker's state is what matters
  }, [blocker.state, safe, busy]);
  useEffect(() => {
    if (!asking) return;
    setAsking(false);
    if (blocker.state !== 'blocked' || busy) return;
    askedDuringSave.current = null;
    if (safe) return blocker.proceed?.();
    const question = uploading ? 'app.upload.leaveWhileUploading' : 'ra.message.unsaved_changes';
    if (window.confirm(translate(question))) blocker.proceed?.();
    else blocker.reset?.();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per question asked; the rest is read as it is then
  }, [asking]);

  useBeforeUnloadPrompt(!safe);
}

/**
 * Whether the resource was written successfully since the form was last submitted. Not react-hook-form's
 * isSubmitSuccessful (react-admin's guard uses it): react-admin's save swallows a failed request, so a save the
 * server never received counted as successful, and leaving afterwards lost the typed values without a question.
 * The submit is timed by the form's own submit event, which comes before the save's request.
 */
export function useSavedSinceSubmit(anchor: RefObject<HTMLElement | null>): boolean {
  const resource = useResourceContext();
  const [submittedAt, setSubmittedAt] = useState<number | null>(null);
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    const submitted = () => setSubmittedAt(Date.now());
    form.addEventListener('submit', submitted, true);
    return () => form.removeEventListener('submit', submitted, true);
  }, [anchor]);
  const lastSaved = useMutationState({
    filters: { mutationKey: [resource], status: 'success' },
    select: (mutation) => mutation.state.submittedAt,
  }).reduce((latest, at) => Math.max(latest, at), 0);
  return submittedAt !== null && lastSaved >= submittedAt;
}
