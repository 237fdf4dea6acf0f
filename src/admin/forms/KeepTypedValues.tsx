import { useEffect, useRef, useState } from 'react';
import { useNotify, useSaveContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { DRAFT_STATE_KEY, dropSessionDraft, peekSessionDraft, registerOpenForm } from './sessionDraft';
import { useSavedSinceSubmit } from './useLeaveGuard';

/**
 * Put inside a react-admin form: its values survive an ended session, and a logout asks before dropping them (see
 * sessionDraft.ts). Renders only an empty anchor inside the form (for its submit event).
 * The values come back here, not through react-admin's record-from-location: that one merges arrays item by
 * item (lodash `merge`), so a list made shorter before the session ended came back with its old last items.
 */
const storedDraftFor = (path: string) => {
  const draft = peekSessionDraft();
  return draft?.path === path ? draft : null;
};

export function KeepTypedValues() {
  const { getValues, reset, formState } = useFormContext();
  const location = useLocation();
  const notify = useNotify();
  const { pathname, search } = location;
  const carried = (location.state as Record<string, unknown> | null)?.[DRAFT_STATE_KEY] as Record<string, unknown> | undefined;
  // Or still in this tab's storage, for this very form: signing in on the stand-alone login page (a reload of /login)
  // opens the admin on the form's address without navigation state (Root.tsx).
  const [stored] = useState(() => (carried ? null : storedDraftFor(pathname + search)));
  const draft = carried ?? stored?.values;
  const applied = useRef(false);
  // As react-admin's unsaved-changes guard counts them (reading dirtyFields here subscribes to them).
  const unsaved = useRef(false);
  // Not once saved: react-admin leaves the form dirty after a successful save, on its way to the list.
  const anchor = useRef<HTMLSpanElement>(null);
  const saved = useSavedSinceSubmit(anchor);
  unsaved.current = Object.keys(formState.dirtyFields).length > 0 && !saved;
  const { saving } = useSaveContext();
  const busy = useRef(false);
  busy.current = formState.isSubmitting || saving === true;
  const idleWaiters = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (!busy.current) for (const resolve of idleWaiters.current.splice(0)) resolve();
  });
  useEffect(() => () => idleWaiters.current.splice(0).forEach((resolve) => resolve()), []);

  useEffect(
    () =>
      registerOpenForm({
        path: pathname + search,
        values: () => getValues(),
        hasUnsavedChanges: () => unsaved.current,
        // The typed values become the form's saved state, so react-admin's unsaved-changes guard lets the user go
        // (to /login) without a question.
        markSaved: () => reset(getValues()),
        busy: () => busy.current,
        whenIdle: () => new Promise<void>((resolve) => (busy.current ? idleWaiters.current.push(resolve) : resolve())),
      }),
    [getValues, reset, pathname, search],
  );

  useEffect(() => {
    if (!draft || applied.current || !formState.isReady) return;
    applied.current = true;
    // After this commit's effects: react-admin's form resets itself to the record in an effect of its own. Kept
    // over the defaults, so that the values still count as unsaved changes.
    const timer = setTimeout(() => {
      if (stored) dropSessionDraft();
      reset(draft, { keepDefaultValues: true });
      notify('app.auth.login.draftRestored', { type: 'info' });
    }, 0);
    return () => clearTimeout(timer);
  }, [draft, stored, formState.isReady, reset, notify]);
  return <span ref={anchor} hidden />;
}
