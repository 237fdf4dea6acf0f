import { useEffect, useSyncExternalStore } from 'react';
import { useFormContext } from 'react-hook-form';

/** A form's identity: its react-hook-form control object. */
type FormKey = object;

/**
 * The uploads running in each form, for the form's Save to wait for them (FormToolbar): a Save clicked while an
 * image was still uploading saved the record without it, said "updated successfully" and left, and the image was
 * lost (resilience audit, slow network).
 */
const running = new WeakMap<FormKey, number>();
const listeners = new Set<() => void>();

function change(control: FormKey, by: number) {
  running.set(control, Math.max(0, (running.get(control) ?? 0) + by));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Counts the caller's upload as running in the form around it, if any, while `isUploading`. */
export function useReportFormUpload(isUploading: boolean) {
  const control: FormKey | undefined = (useFormContext() as ReturnType<typeof useFormContext> | null)?.control;
  useEffect(() => {
    if (!control || !isUploading) return;
    change(control, 1);
    return () => change(control, -1);
  }, [control, isUploading]);
}

/** Whether an upload is running in the form around the caller. */
export function useFormUploading(): boolean {
  const control: FormKey | undefined = (useFormContext() as ReturnType<typeof useFormContext> | null)?.control;
  return useSyncExternalStore(subscribe, () => (control ? (running.get(control) ?? 0) > 0 : false));
}
