import { useGetList } from 'react-admin';
import { orderStatus } from '@shared/enums';

const onlyTotal = { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' as const } };

/**
 * How many orders are pending, completed and failed, from the order list's totals: the list filters on
 * Pending and Completed only, so failed orders are what the unfiltered total leaves over.
 */
export function useOrderStatusCounts() {
  const all = useGetList('service-order', { ...onlyTotal, filter: {} });
  const pending = useGetList('service-order', { ...onlyTotal, filter: { status: orderStatus.values.PENDING } });
  const completed = useGetList('service-order', { ...onlyTotal, filter: { status: orderStatus.values.COMPLETED } });
  const queries = [all, pending, completed];
  const isPending = queries.some((q) => q.isPending);
  const error = queries.find((q) => q.error)?.error ?? null;
  if (isPending || error || all.total === undefined || pending.total === undefined || completed.total === undefined) {
    return { counts: null, isPending, error, refetch: () => queries.forEach((q) => void q.refetch()) };
  }
  const failed = Math.max(0, all.total - pending.total - completed.total);
  return {
    counts: { pending: pending.total, completed: completed.total, failed },
    isPending,
    error,
    refetch: () => queries.forEach((q) => void q.refetch()),
  };
}
