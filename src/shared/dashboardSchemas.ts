/** The zod schema of the dashboard's query (dashboard.ts has the call and the figures' shape). */
import { z } from 'zod';
import { YMD } from './api';
import { dashboardDateFilter } from './enums';

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
