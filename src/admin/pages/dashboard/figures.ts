/** The dashboard's figures as the cards and charts show them: which fields, how to format them, how they changed. */
import type { DashboardFigures } from '@shared/dashboard';
import { dashboardDateFilter } from '@shared/enums';
import { formatNumber, formatRupees } from '../../format';

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
