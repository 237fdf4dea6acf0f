/** Dashboard figures (spec §3 Dashboard data, §4 date filter, interface.md "Dashboard"). */
import { z } from 'zod';
import { route, YMD } from './api';
import { dashboardDateFilter } from './enums';

export const dashboardRoutes = { figures: route('GET', 'admin/dashboard/dashboard', { query: ['dateFilter', 'startDate', 'endDate'] }) } as const;

export const dashboardQuerySchema = z.object({
  dateFilter: z.coerce
    .number()
    .int()
    .refine((n) => dashboardDateFilter.has(n))
    .default(0),
  startDate: z.string().regex(YMD).optional(),
  endDate: z.string().regex(YMD).optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

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
