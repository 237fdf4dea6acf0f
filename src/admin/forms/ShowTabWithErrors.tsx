import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * Put inside a tab of a TabbedForm (the first: it is always mounted). After a save refused by the form's rules,
 * when the tab on screen has nothing wrong, the first tab that does is opened and brought into view, and its first
 * field in error gets the focus. Before, only the toast and a red tab label said so — and on a phone that label
 * was scrolled out of the tab strip. Renders a hidden anchor.
 */
export function ShowTabWithErrors() {
  const { submitCount, errors } = useFormState();
  const anchor = useRef<HTMLSpanElement>(null);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (submitCount === 0 || !hasErrors) return;
    const form = anchor.current?.closest('form');
    if (!form) return;
    // The tabs learn they hold errors in their own effects: looked at once they have run.
    const frame = requestAnimationFrame(() => {
      const current = form.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (current?.classList.contains('error')) return;
      const target = form.querySelector<HTMLElement>('[role="tab"].error');
      if (!target) return;
      target.click();
      // Optional: jsdom (the view tests) has no scrolling.
      target.scrollIntoView?.({ block: 'nearest', inline: 'center' });
      requestAnimationFrame(() => {
        const panel = document.getElementById(target.getAttribute('aria-controls') ?? '') ?? form;
        panel.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
    // Once per refused save: the count changes with each.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused save (submitCount), not on every change of the errors
  }, [submitCount]);
  return <span ref={anchor} hidden />;
}
