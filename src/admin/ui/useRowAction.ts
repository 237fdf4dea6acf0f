import { useEffect, useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/**
 * A change made from a list row (status toggle, lead status, plot-to-buy action): runs the call, shows the
 * server's message (or `fallbackMessage`) as a success toast, then refreshes so the row shows the server's state.
 * Errors need nothing here: the http layer has already shown them. `busy` disables the control meanwhile.
 *
 * A disabled control loses the keyboard focus (to the page): once the call is over, the focus goes back to
 * `returnFocusTo` (by default what had it when the call started), unless the user has put it somewhere else.
 * When the refreshed list no longer has the row (a filtered list: Open leads, a lead set to Closed), the focus
 * goes to the same control of the row now in its place (keepFocusWhenRowLeaves).
 */
export function useRowAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const focusAfter = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    if (busy || !target) return;
    focusAfter.current = null;
    // Lost: on the page, or still in the menu the choice was made in (it may not have finished closing).
    const active = document.activeElement;
    const lost = !active || active === document.body || active.closest('.MuiPopover-root') !== null;
    if (lost && target.isConnected) target.focus();
    if (target.isConnected) keepFocusWhenRowLeaves(target);
  }, [busy]);

  const run = async (call: () => Promise<{ message?: string }>, fallbackMessage?: string, returnFocusTo?: HTMLElement | null) => {
    focusAfter.current = returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setBusy(true);
    try {
      const { message } = await call();
      const text = message || fallbackMessage;
      if (text) notify(text, { type: 'success' });
      refresh();
    } catch {
      // Shown by the http layer.
    } finally {
      setBusy(false);
    }
  };

  return { busy, run };
}

/** How long after a row action its row may still leave the list (the refresh's answer). */
const ROW_LEAVE_WATCH_MS = 10_000;
const FOCUSABLE = 'button:not([disabled]), [role="combobox"], input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The focused control's row left the list after the refresh: the keyboard user's place was lost to the page, and
 * reaching the list again meant tabbing through the menu and the filters. The focus goes to the control in the same
 * column of the row now at that place (the last row when it was the last), else to the page's heading.
 */
function keepFocusWhenRowLeaves(control: HTMLElement) {
  const row = control.closest('tr, li');
  const body = row?.parentElement;
  if (!row || !body) return;
  const rowIndex = Array.prototype.indexOf.call(body.children, row);
  const cell = control.closest('td, th');
  const cellIndex = cell ? Array.prototype.indexOf.call(row.children, cell) : -1;
  const observer = new MutationObserver(() => {
    if (control.isConnected) return;
    stop();
    if (document.activeElement && document.activeElement !== document.body) return;
    const rows = body.isConnected ? Array.from(body.children) : [];
    const next = rows[Math.min(rowIndex, rows.length - 1)];
    const place = next && cellIndex >= 0 ? next.children[cellIndex] : next;
    const focusable = place?.querySelector<HTMLElement>(FOCUSABLE);
    if (focusable) focusable.focus();
    else focusHeading();
  });
  const timer = window.setTimeout(() => stop(), ROW_LEAVE_WATCH_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

function focusHeading() {
  const heading = document.querySelector<HTMLElement>('main h1, h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
