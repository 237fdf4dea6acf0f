/** The dashboard's figures as the cards and charts show them: which fields, how to format them, how they changed. */
import { presetDays, type DashboardFigures } from '@shared/dashboard';
import { dashboardDateFilter, orderStatus } from '@shared/enums';
import { businessToday, formatNumber, formatRupees, toYmd } from '../../format';
import { isRange, type DashboardPeriod } from './dashboardRequests';
import { filteredListPath } from '../../ui/listAddress';

export type FigureKey = 'plotsForSale' | 'totalIncome' | 'pendingOrders' | 'completedOrders';

export type FigureDef = {
  key: FigureKey;
  current: keyof DashboardFigures;
  previous: keyof DashboardFigures;
  format(value: number): string;
};

export const figureDefs: readonly FigureDef[] = [
  { key: 'plotsForSale', current: 'plotsForSaleCount', previous: 'previousPlotsForSaleCount', format: formatNumber },
  { key: 'totalIncome', current: 'totalIncome', previous: 'previousTotalIncome', format: formatRupees },
  { key: 'pendingOrders', current: 'pendingOrderCount', previous: 'previousPendingOrderCount', format: formatNumber },
  { key: 'completedOrders', current: 'completedOrderCount', previous: 'previousCompletedOrderCount', format: formatNumber },
];

export type Change = { direction: 'up' | 'down' | 'flat'; percent: number };

/** The change against the previous period; null when there is nothing to compare with (previous is 0). */
export function changeOf(current: number, previous: number): Change | null {
  if (!Number.isFinite(previous) || previous === 0 || !Number.isFinite(current)) return null;
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  return { direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat', percent: Math.abs(percent) };
}

export const presetFilters = dashboardDateFilter.ids.map((id) => ({
  id,
  key: dashboardDateFilter.label(id).split('.').pop() as string,
}));

/** The days of a period as a list's date filter (the days the server counts: presetDays); none for All. */
export function periodRange(period: DashboardPeriod, now = new Date()): { startDate?: string; endDate?: string } {
  if (isRange(period)) return { startDate: period.startDate, endDate: period.endDate };
  return presetDays(period.dateFilter, toYmd(businessToday(now))) ?? {};
}

const listFilters: Partial<Record<FigureKey, { path: string; filter: Record<string, string> }>> = {
  plotsForSale: { path: '/plot-for-sale', filter: {} },
  pendingOrders: { path: '/service-order', filter: { status: orderStatus.values.PENDING } },
  completedOrders: { path: '/service-order', filter: { status: orderStatus.values.COMPLETED } },
};

/**
 * The list a figure counts, filtered to the period, so that the admin sees the records behind it; null for income,
 * which follows the completion date, a date no list filters on.
 */
export function figureListPath(key: FigureKey, period: DashboardPeriod, now = new Date()): string | null {
  const list = listFilters[key];
  if (!list) return null;
  return filteredListPath(list.path, { ...periodRange(period, now), ...list.filter });
}
