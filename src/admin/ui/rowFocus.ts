import { SEARCH_BOX_SELECTOR } from './listSearchBox';

/**
 * Where a keyboard user's focus goes once a row they acted on has left the table (deleted, or no longer matching
 * the filter after a status change): the same action of the row now at its place (else of the row above), else
 * the list's search box. Without it the focus fell to the
 * page, and the next Tab started again from the top of the page.
 *
 * `button` is the control in the departing row; the move happens once it has left the page (the list re-rendered
 * with the new data), and is dropped if that takes more than `timeoutMs` or the focus went elsewhere meanwhile.
 */
export function keepFocusInTable(button: HTMLElement, selector?: string, timeoutMs = 5000) {
  tableFocusKeeper(button, selector, timeoutMs)?.();
}

/**
 * keepFocusInTable in two steps: the row's place is taken now, while `button` is in it; the returned function
 * starts the move, later (the Update Order modal, once it has gone: while it closes the focus is its own). Null
 * when `button` is not in a table row.
 */
export function tableFocusKeeper(button: HTMLElement, selector?: string, timeoutMs = 5000): (() => void) | null {
  const row = button.closest('tr');
  const body = row?.parentElement;
  if (!row || !body) return null;
  const index = Array.prototype.indexOf.call(body.children, row);
  // Without a selector, "the same action" is the control in the same column (a status select, a switch).
  const cell = button.closest('td, th');
  const column = cell ? Array.prototype.indexOf.call(row.children, cell) : -1;
  const sameControl = (other: Element | undefined) =>
    selector ? other?.querySelector<HTMLElement>(selector) : column < 0 ? null : other?.children[column]?.querySelector<HTMLElement>(FOCUSABLE);
  return () =>
    whenSettled(() => !button.isConnected, timeoutMs, () => {
      const rows = Array.from(body.isConnected ? body.children : []);
      return [sameControl(rows[index]), sameControl(rows[index - 1]), searchBox()];
    });
}

const FOCUSABLE = 'button:not([disabled]), [role="combobox"], input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

const TABLE_ROOT = '.RaDataTable-root, .RaDatagrid-root';
/** react-admin's selection checkboxes (not the rows' active switches, inputs of type checkbox too). */
const ROW_SELECT_BOX = '.select-item input';
const PAGE_SELECT_BOX = '.select-all input';

/**
 * Where the focus goes after a bulk action: the button was disabled while the action ran (the browser then drops
 * the focus to the page), and the bulk toolbar folds away (react-admin keeps it, collapsed) once the selection is
 * cleared. Back on the button when rows stay selected (`selectionKept`: some could not be changed), else on the
 * checkbox of the first row that was selected, else on the select-all checkbox, else (no rows left) on the search
 * box. Call it when the action has run, before the selection changes.
 */
export function keepFocusAfterBulkAction(button: HTMLElement, selectionKept: boolean, timeoutMs = 5000) {
  const table = button.closest(TABLE_ROOT);
  const body = table?.querySelector('tbody');
  if (!table || !body) return;
  const rowBoxes = () => Array.from(body.querySelectorAll<HTMLInputElement>(`:scope > tr ${ROW_SELECT_BOX}`));
  const firstSelected = Math.max(0, rowBoxes().findIndex((box) => box.checked));
  whenSettled(
    () => !button.isConnected || !(button as HTMLButtonElement).disabled,
    timeoutMs,
    () => [selectionKept ? button : null, rowBoxes()[firstSelected], table.querySelector<HTMLElement>(`thead ${PAGE_SELECT_BOX}`), searchBox()],
  );
}

const searchBox = () => document.querySelector<HTMLElement>(SEARCH_BOX_SELECTOR);

/**
 * Once `settled()` (checked every frame, for at most `timeoutMs`), focuses the first of `targets()` that takes the
 * focus — unless the user has put the focus somewhere meanwhile: anywhere but the page itself or where it was when
 * this was called (a menu item in a menu that is closing, say). The list refreshes after an action: when the focus
 * falls to the page within `timeoutMs` (its row left), `targets()` are tried again.
 */
function whenSettled(settled: () => boolean, timeoutMs: number, targets: () => (HTMLElement | null | undefined)[]) {
  const started = performance.now();
  const focusedAtStart = document.activeElement;
  const lost = () => (document.activeElement ?? document.body) === document.body;
  const follow = (focused: Element) => {
    if (performance.now() - started > 2 * timeoutMs) return;
    if (document.activeElement === focused) requestAnimationFrame(() => follow(focused));
    else if (lost()) focusTarget();
  };
  const focusTarget = () => {
    for (const element of targets()) {
      if (!element?.isConnected) continue;
      element.focus();
      if (document.activeElement !== element) continue;
      requestAnimationFrame(() => follow(element));
      return;
    }
  };
  const check = () => {
    if (!settled()) {
      if (performance.now() - started < timeoutMs) requestAnimationFrame(check);
      return;
    }
    if (lost() || document.activeElement === focusedAtStart) focusTarget();
  };
  requestAnimationFrame(check);
}
