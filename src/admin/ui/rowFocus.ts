import { SEARCH_BOX_SELECTOR } from './ListSearchInput';

/**
 * Where a keyboard user's focus goes once a row they acted on has left the table (deleted): the same action of
 * the row now at its place (else of the row above), else the list's search box. Without it the focus fell to the
 * page, and the next Tab started again from the top of the page.
 *
 * `button` is the control in the departing row; the move happens once it has left the page (the list re-rendered
 * with the new data), and is dropped if that takes more than `timeoutMs` or the focus went elsewhere meanwhile.
 */
export function keepFocusInTable(button: HTMLElement, selector: string, timeoutMs = 5000) {
  const row = button.closest('tr');
  const body = row?.parentElement;
  if (!row || !body) return;
  const index = Array.prototype.indexOf.call(body.children, row);
  const started = performance.now();
  const settle = () => {
    if (button.isConnected) {
      if (performance.now() - started < timeoutMs) requestAnimationFrame(settle);
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const rows = Array.from(body.isConnected ? body.children : []);
    const target = (rows[index] ?? rows[index - 1])?.querySelector<HTMLElement>(selector) ?? document.querySelector<HTMLElement>(SEARCH_BOX_SELECTOR);
    target?.focus();
  };
  requestAnimationFrame(settle);
}
