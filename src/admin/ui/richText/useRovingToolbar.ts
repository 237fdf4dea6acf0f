import { useEffect, type RefObject } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The WAI-ARIA toolbar pattern on the rich-text toolbar: one Tab stop, the arrow keys (and Home, End) between its
 * buttons. Its 17 buttons were 17 Tab stops before the editor, and as many back (keyboard audit). The buttons are
 * the library's, so their tabindex is set here, on the DOM: the one last used keeps 0, the others -1.
 */
export function useRovingToolbar(toolbar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = toolbar.current;
    if (!root) return;
    const buttons = () => [...root.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
    let current: HTMLButtonElement | null = null;
    const rove = (to: HTMLButtonElement | null = current) => {
      const all = buttons();
      current = to && all.includes(to) ? to : (all[0] ?? null);
      for (const button of all) {
        const tabIndex = button === current ? 0 : -1;
        if (button.tabIndex !== tabIndex) button.tabIndex = tabIndex; // unchanged, no mutation to observe again
      }
    };
    const onFocus = (event: FocusEvent) => {
      const button = (event.target as Element).closest?.('button');
      if (button && root.contains(button)) rove(button);
    };
    const onKey = (event: KeyboardEvent) => {
      const move = MOVES[event.key];
      const all = buttons();
      const index = all.indexOf(event.target as HTMLButtonElement);
      if (!move || index < 0) return;
      event.preventDefault();
      const next = all[move(index, all.length)];
      rove(next);
      next.focus();
    };
    rove();
    // Buttons are enabled once the editor is, and re-rendered by the library: keep one Tab stop through that.
    const observer = new MutationObserver(() => rove());
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'tabindex'] });
    root.addEventListener('focusin', onFocus);
    root.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocus);
      root.removeEventListener('keydown', onKey);
    };
  }, [toolbar]);
}
