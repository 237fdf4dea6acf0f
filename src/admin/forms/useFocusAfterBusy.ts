import { useEffect, useRef, type RefObject } from 'react';

/**
 * A button disabled while its work runs (a form's submit, a file's upload) drops the keyboard focus to the page: a
 * refusal then left a keyboard user nowhere (audit: Sign in, Update password, the spreadsheet chooser). Once the
 * work is over, and unless something else took the focus meanwhile, it goes to the first field of the button's
 * form that the answer marked wrong, else back to the button.
 */
export function useFocusAfterBusy(button: RefObject<HTMLElement | null>, busy: boolean) {
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const frame = requestAnimationFrame(() => {
      if ((document.activeElement ?? document.body) !== document.body || !button.current?.isConnected) return;
      const wrong = button.current.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (wrong ?? button.current).focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [busy, button]);
}
