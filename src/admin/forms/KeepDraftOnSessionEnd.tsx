import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { DRAFT_STATE_KEY, registerOpenForm } from './sessionDraft';

/**
 * Put inside a react-admin form: its values survive an ended session (see sessionDraft.ts). Renders nothing.
 * The values come back here, not through react-admin's record-from-location: that one merges arrays item by
 * item (lodash `merge`), so a list made shorter before the session ended came back with its old last items.
 */
export function KeepDraftOnSessionEnd() {
  const { getValues, reset, formState } = useFormContext();
  const location = useLocation();
  const notify = useNotify();
  const { pathname, search } = location;
  const draft = (location.state as Record<string, unknown> | null)?.[DRAFT_STATE_KEY] as Record<string, unknown> | undefined;
  const applied = useRef(false);

  useEffect(
    () =>
      registerOpenForm({
        path: pathname + search,
        values: () => getValues(),
        // The typed values become the form's saved state: react-admin's unsaved-changes guard lets the
        // session's end take the user to /login without a question, as the values are coming back.
        markKept: () => reset(getValues()),
      }),
    [getValues, reset, pathname, search],
  );

  useEffect(() => {
    if (!draft || applied.current || !formState.isReady) return;
    applied.current = true;
    // After this commit's effects: react-admin's form resets itself to the record in an effect of its own.
    const timer = setTimeout(() => {
      reset(draft, { keepDefaultValues: true });
      notify('app.auth.login.draftRestored', { type: 'info' });
    }, 0);
    return () => clearTimeout(timer);
  }, [draft, formState.isReady, reset, notify]);
  return null;
}
