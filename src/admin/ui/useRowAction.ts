import { useEffect, useRef, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { keepFocusInTable } from './rowFocus';
import { whenOnline } from './whenOnline';

/** How long after a row action its row may still leave the list (the refresh's answer). */
const ROW_LEAVE_WATCH_MS = 10_000;

/**
 * A change made from a list row (status toggle, lead status, plot-to-buy action): runs the call, shows the
 * server's message (or `fallbackMessage`) as a success toast, then refreshes so the row shows the server's state.
 * Errors need nothing here: the http layer has already shown them. `busy` disables the control meanwhile.
 *
 * A disabled control loses the keyboard focus (to the page): once the call is over, the focus goes back to
 * `returnFocusTo` (by default what had it when the call started), unless the user has put it somewhere else.
 * When the refreshed list no longer has the row (a filtered list: Open leads, a lead set to Closed), the focus
 * goes to the same control of the row now in its place (rowFocus.ts).
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
    if (target.isConnected) keepFocusInTable(target, undefined, ROW_LEAVE_WATCH_MS);
  }, [busy]);

  // A second tap before the first one's render disabled the control (a slow phone) started a second call.
  const running = useRef(false);

  /** Runs the call unless one is already running; true when it succeeded. */
  const run = async (call: () => Promise<{ message?: string }>, fallbackMessage?: string, returnFocusTo?: HTMLElement | null): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    focusAfter.current = returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setBusy(true);
    try {
      await whenOnline();
      const { message } = await call();
      const text = message || fallbackMessage;
      if (text) notify(text, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      // Shown by the http layer. Refused as made on an older state of the record (409), or on a record deleted
      // meanwhile (404, whose row stayed): the list shows the records as they are now.
      const status = (error as { status?: unknown } | null)?.status;
      if (status === 409 || status === 404) refresh();
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { busy, run };
}
