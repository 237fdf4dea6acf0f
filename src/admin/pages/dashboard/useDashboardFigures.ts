import { useQueries, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DashboardFigures } from '@shared/dashboard';
import type { AppDataProvider } from '../../providers/types';
import { toQuery, type DashboardPeriod } from './dashboardRequests';

/**
 * The figures of one period, through react-query so that react-admin's refresh (e.g. after an order is
 * completed from the embedded list) reloads them too.
 */
export function useDashboardFigures(period: DashboardPeriod) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = toQuery(period);
  return useQuery<DashboardFigures>({
    queryKey: ['dashboard', query],
    queryFn: async () => (await dataProvider.getDashboard(query)).data,
  });
}

/** The figures of several preset periods at once (the analytics comparisons). */
export function useDashboardFiguresByFilter(dateFilters: readonly number[]) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQueries({
    queries: dateFilters.map((dateFilter) => ({
      queryKey: ['dashboard', { dateFilter }],
      queryFn: async (): Promise<DashboardFigures> => (await dataProvider.getDashboard({ dateFilter })).data,
    })),
  });
}
