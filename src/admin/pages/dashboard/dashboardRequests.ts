/**
 * What the dashboard asks for first: the figures of the period kept in the store, and the first page of the
 * pending orders. Kept small and free of React: the entry's boot prefetch (boot/bootPrefetch.ts) sends the same
 * requests while the dashboard's code is still arriving.
 */
import type { DashboardQuery } from '@shared/dashboard';
import { dashboardDateFilter } from '@shared/enums';

/** What the dashboard is filtered on: one of the preset periods, or a custom range of whole days. */
export type DashboardPeriod = { dateFilter: number } | { startDate: string; endDate: string };

export const DEFAULT_PERIOD: DashboardPeriod = { dateFilter: dashboardDateFilter.values.ALL };

/** The react-admin store key of the chosen period. */
export const DASHBOARD_PERIOD_STORE_KEY = 'dashboard.period';

/** The status of the orders the dashboard lists below its figures. */
export const DASHBOARD_ORDER_STATUS = 'Pending';

/** A stored value that reads as a period: a hand-edited or older store may hold anything. */
export const isPeriod = (value: unknown): value is DashboardPeriod =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as { dateFilter?: unknown }).dateFilter === 'number' ||
    (typeof (value as { startDate?: unknown }).startDate === 'string' && typeof (value as { endDate?: unknown }).endDate === 'string'));

export const isRange = (p: DashboardPeriod): p is { startDate: string; endDate: string } => 'startDate' in p;

export const toQuery = (p: DashboardPeriod): DashboardQuery =>
  isRange(p) ? { startDate: p.startDate, endDate: p.endDate } : { dateFilter: p.dateFilter };
