/** Dashboard figures (spec §3 Dashboard data, §4 date filter, interface.md "Dashboard"); the query's schema is in dashboardSchemas.ts. */
import { route } from './api';

export type { DashboardQuery } from './dashboardSchemas';

export const dashboardRoutes = { figures: route('GET', 'admin/dashboard/dashboard', { query: ['dateFilter', 'startDate', 'endDate'] }) } as const;

/**
 * The days a preset period covers: dateFilter N is today and the N-1 days before (spec §4), as its first and last
 * business day (YYYY-MM-DD, both included); null for All (0). `today` is today's business day. The server counts
 * the figures over these days, and the dashboard's links filter the lists by the same ones.
 */
export function presetDays(dateFilter: number, today: string): { startDate: string; endDate: string } | null {
  if (dateFilter === 0) return null;
  const [year, month, day] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1, day - (dateFilter - 1)));
  return { startDate: first.toISOString().slice(0, 10), endDate: today };
}

export type DashboardFigures = {
  plotsForSaleCount: number;
  totalIncome: number;
  pendingOrderCount: number;
  completedOrderCount: number;
  previousPlotsForSaleCount: number;
  previousTotalIncome: number;
  previousPendingOrderCount: number;
  previousCompletedOrderCount: number;
};
