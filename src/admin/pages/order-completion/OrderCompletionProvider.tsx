import { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useRefresh } from 'react-admin';
import { lazyView } from '@admin/layout/lazyView';
import { tableFocusKeeper } from '@admin/ui/rowFocus';
import type { CompletionTarget } from './OrderCompletionDialog';

/** The modal, and zod which validates it (~25 kB gzipped), load on the first "Update Order", not with the list. */
const OrderCompletionDialog = lazyView(() => import('./OrderCompletionDialog'), 'OrderCompletionDialog');

type OrderCompletionContextValue = {
  /** `opener`: the control that opened the modal, where the focus goes back when it closes. */
  open(order: CompletionTarget, opener?: HTMLElement | null): void;
};

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * Where the keyboard focus goes once the modal has gone. MUI gives it back to the element focused when the modal
 * opened, but that was nobody's: the Generate OTP button is disabled (and so loses the focus) while the OTP is
 * sent. Back to that button; after a completion, which removes it, to the control beside it, else to the heading of
 * its section (the order page's Completion, which now shows the completion). A completion in a table is
 * `tableFocusKeeper`'s (see handleClose).
 */
function returnFocus({ opener, group, section }: Opener, completed: boolean) {
  if (!completed && opener.isConnected && !opener.matches(':disabled')) {
    opener.focus();
    return;
  }
  const next = [...(group?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find((element) => element !== opener && element.isConnected);
  if (next) {
    next.focus();
    return;
  }
  const heading = section?.isConnected ? section.querySelector<HTMLElement>('h2, h3') : null;
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

/** The opener, its group of controls and its section, taken when the modal opens: once removed it has no parent. */
type Opener = { opener: HTMLElement; group: HTMLElement | null; section: HTMLElement | null };

const OrderCompletionContext = createContext<OrderCompletionContextValue | null>(null);

/**
 * Holds the one Update Order modal of a list. It sits outside the table so that clicks inside the modal never
 * reach a row; closing it, for whatever reason, refreshes the data on screen.
 */
export function OrderCompletionProvider({ children }: { children: ReactNode }) {
  const refresh = useRefresh();
  const [order, setOrder] = useState<CompletionTarget | null>(null);
  const [used, setUsed] = useState(false);
  const opener = useRef<Opener | null>(null);
  const completed = useRef(false);
  const tableFocus = useRef<(() => void) | null>(null);
  const open = useCallback((target: CompletionTarget, from?: HTMLElement | null) => {
    opener.current = from ? { opener: from, group: from.parentElement, section: from.closest<HTMLElement>('.MuiPaper-root') } : null;
    completed.current = false;
    setUsed(true);
    setOrder(target);
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  const handleClose = (done: boolean) => {
    completed.current = done;
    // A completed order's row loses its button, or leaves a list of pending orders: the focus goes to the same
    // column of the row then in its place, once the list has refreshed and the modal has gone. The row's place is
    // taken now, while the button is in it.
    tableFocus.current = done && opener.current ? tableFocusKeeper(opener.current.opener) : null;
    setOrder(null);
    refresh();
  };
  const handleExited = () => {
    if (tableFocus.current) tableFocus.current();
    else if (opener.current) returnFocus(opener.current, completed.current);
    opener.current = null;
    tableFocus.current = null;
  };
  return (
    <OrderCompletionContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <OrderCompletionDialog order={order} onClose={handleClose} onExited={handleExited} />
        </Suspense>
      )}
    </OrderCompletionContext.Provider>
  );
}

export function useOrderCompletion(): OrderCompletionContextValue {
  const context = useContext(OrderCompletionContext);
  if (!context) throw new Error('useOrderCompletion must be used inside <OrderCompletionProvider>');
  return context;
}
