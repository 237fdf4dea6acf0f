/** Dashboard figures (spec §3 Dashboard data, §4 date filter, interface.md "Dashboard"); the query's schema is in dashboardSchemas.ts. */
import { route } from './api';

export type { DashboardQuery } from './dashboardSchemas';

export const dashboardRoutes = { figures: route('GET', 'admin/dashboard/dashboard', { query: ['dateFilter', 'startDate', 'endDate'] }) } as const;

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
