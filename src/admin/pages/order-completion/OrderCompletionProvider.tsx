import { createContext, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useRefresh } from 'react-admin';
import { lazyView } from '@admin/layout/lazyView';
import type { CompletionTarget } from './OrderCompletionDialog';

/** The modal, and zod which validates it (~25 kB gzipped), load on the first "Update Order", not with the list. */
const OrderCompletionDialog = lazyView(() => import('./OrderCompletionDialog'), 'OrderCompletionDialog');

type OrderCompletionContextValue = { open(order: CompletionTarget): void };

const OrderCompletionContext = createContext<OrderCompletionContextValue | null>(null);

/**
 * Holds the one Update Order modal of a list. It sits outside the table so that clicks inside the modal never
 * reach a row; closing it, for whatever reason, refreshes the data on screen.
 */
export function OrderCompletionProvider({ children }: { children: ReactNode }) {
  const refresh = useRefresh();
  const [order, setOrder] = useState<CompletionTarget | null>(null);
  const [used, setUsed] = useState(false);
  const open = useCallback((target: CompletionTarget) => {
    setUsed(true);
    setOrder(target);
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  const handleClose = () => {
    setOrder(null);
    refresh();
  };
  return (
    <OrderCompletionContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <OrderCompletionDialog order={order} onClose={handleClose} />
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
