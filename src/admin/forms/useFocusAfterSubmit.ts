import { useEffect, useRef, type RefObject } from 'react';

/**
 * A submit button is disabled while its form submits, which drops the keyboard focus to the page: a refusal then
 * left a keyboard user nowhere (audit: Sign in, Update password). Once the submit is over, and unless something
 * else took the focus meanwhile, it goes to the first field the answer marked wrong, else back to the button.
 */
export function useFocusAfterSubmit(button: RefObject<HTMLElement | null>, submitting: boolean) {
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (submitting) {
      wasSubmitting.current = true;
      return;
    }
    if (!wasSubmitting.current) return;
    wasSubmitting.current = false;
    const frame = requestAnimationFrame(() => {
      if ((document.activeElement ?? document.body) !== document.body || !button.current?.isConnected) return;
      const wrong = button.current.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (wrong ?? button.current).focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [submitting, button]);
}
