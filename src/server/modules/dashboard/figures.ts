/**
 * Dashboard figures (interface.md "Dashboard"): counts of plots and orders created in the period, income = sum of
 * the fees of orders completed in the period. Periods are whole business days (Asia/Kolkata): dateFilter N covers
 * today and the N-1 days before; startDate/endDate (both inclusive) win over dateFilter; "previous" is the period
 * of the same length just before (all zeros for ALL).
 */
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EARLIEST_YEAR } from '@shared/api';
import { presetDays, type DashboardFigures } from '@shared/dashboard';
import { orderStatus } from '@shared/enums';
import { v } from '@shared/validation';
import type { Db } from '../../db/client';
import { plotsForSale, serviceOrders } from '../../db/tables/index';
import { invalidInput } from '../../plugins/errors';
import { addDays, businessDay, filterDay } from '../crud/dates';

export type Period = { from: Date; to: Date } | null;

export function periods(query: { dateFilter: number; startDate?: string; endDate?: string }, now = new Date()): { current: Period; previous: Period } {
  const explicit = Boolean(query.startDate || query.endDate);
  if (explicit && !query.startDate) throw invalidInput('startDate', v.startDateRequired);
  if (explicit && !query.endDate) throw invalidInput('endDate', v.endDateRequired);
  const days = explicit ? { startDate: query.startDate!, endDate: query.endDate! } : presetDays(query.dateFilter, businessDay(now));
  if (!days) return { current: null, previous: null };
  const from = filterDay(days.startDate, 'startDate');
  const last = filterDay(days.endDate, 'endDate');
  if (last < from) throw invalidInput('endDate', v.endBeforeStart);
  const to = addDays(last, 1);
  const length = to.getTime() - from.getTime();
  // Held at the earliest date a filter takes: a period to the year 9999 put its previous one before year 0, which
  // PostgreSQL refused (a 500). Nothing is stored that early, so the figures are the same.
  const earliest = filterDay(`${EARLIEST_YEAR}-01-01`, 'startDate');
  const previousFrom = new Date(Math.max(from.getTime() - length, earliest.getTime()));
  return { current: { from, to }, previous: { from: previousFrom, to: from } };
}

const within = (column: PgColumn, period: Period): SQL | undefined => (period ? and(gte(column, period.from), lt(column, period.to)) : undefined);

async function figuresFor(db: Db, period: Period) {
  const [[plots], [orders], [income]] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(plotsForSale).where(within(plotsForSale.createdAt, period)),
    db
      .select({
        pending: sql<number>`count(*) filter (where ${serviceOrders.status} = ${orderStatus.values.PENDING})::int`,
        completed: sql<number>`count(*) filter (where ${serviceOrders.status} = ${orderStatus.values.COMPLETED})::int`,
      })
      .from(serviceOrders)
      .where(within(serviceOrders.createdAt, period)),
    db
      .select({ total: sql<number>`coalesce(sum(${serviceOrders.fee}), 0)::float8` })
      .from(serviceOrders)
      .where(and(eq(serviceOrders.status, orderStatus.values.COMPLETED), within(serviceOrders.completedAt, period))),
  ]);
  return { plots: plots.count, pending: orders.pending, completed: orders.completed, income: Number(income.total) };
}

export async function dashboardFigures(db: Db, query: Parameters<typeof periods>[0]): Promise<DashboardFigures> {
  const { current, previous } = periods(query);
  const now = await figuresFor(db, current);
  const before = previous ? await figuresFor(db, previous) : { plots: 0, pending: 0, completed: 0, income: 0 };
  return {
    plotsForSaleCount: now.plots,
    totalIncome: now.income,
    pendingOrderCount: now.pending,
    completedOrderCount: now.completed,
    previousPlotsForSaleCount: before.plots,
    previousTotalIncome: before.income,
    previousPendingOrderCount: before.pending,
    previousCompletedOrderCount: before.completed,
  };
}
