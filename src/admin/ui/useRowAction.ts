import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/**
 * A change made from a list row (status toggle, lead status, plot-to-buy action): runs the call, shows the
 * server's message (or `fallbackMessage`) as a success toast, then refreshes so the row shows the server's state.
 * Errors need nothing here: the http layer has already shown them. `busy` disables the control meanwhile.
 */
export function useRowAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<{ message?: string }>, fallbackMessage?: string) => {
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
