/** The dashboard figures' request, one builder for the dataProvider and the boot prefetch, so both ask the same URL. */
import { dashboardRoutes, type DashboardQuery } from '@shared/dashboard';
import { toYmd } from './listQuery';
import { routeRequest } from './requestUrl';

export const dashboardFiguresRequest = ({ dateFilter, startDate, endDate }: DashboardQuery) =>
  routeRequest(dashboardRoutes.figures, {
    query: { dateFilter: dateFilter == null ? undefined : Number(dateFilter), startDate: toYmd(startDate), endDate: toYmd(endDate) },
  });
