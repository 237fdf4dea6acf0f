import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { registerOpenForm } from './sessionDraft';

/** Put inside a react-admin form: its values survive an ended session (see sessionDraft.ts). Renders nothing. */
export function KeepDraftOnSessionEnd() {
  const { getValues } = useFormContext();
  const { pathname, search } = useLocation();
  useEffect(() => registerOpenForm({ path: pathname + search, values: () => getValues() }), [getValues, pathname, search]);
  return null;
}
