import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { registerOpenForm, takeCarriedValues } from './sessionDraft';

/**
 * For a plain react-hook-form form outside react-admin's router (the stand-alone login): what was typed survives a
 * language switch, which remounts the page (see carryOpenFormAcrossRemount). Forms inside the admin use
 * KeepTypedValues, which also keeps them across an ended session.
 */
export function useCarriedAcrossLanguageSwitch<T extends FieldValues>(key: string, form: Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'formState'>) {
  const { getValues, reset } = form;
  const unsaved = useRef(false);
  unsaved.current = form.formState.isDirty;

  useEffect(
    () => registerOpenForm({ path: key, values: () => getValues(), hasUnsavedChanges: () => unsaved.current, markSaved: () => undefined }),
    [key, getValues],
  );
  // In an effect, not in render: the old form gives its values as it unmounts, after the new one has rendered.
  useEffect(() => {
    const carried = takeCarriedValues(key);
    if (carried) reset(carried as T, { keepDefaultValues: true });
  }, [key, reset]);
}
