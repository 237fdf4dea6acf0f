import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardFigures, DashboardQuery } from '@shared/dashboard';
import { renderOrdersAdmin } from '../../resources/service-order/orderHarness';

beforeAll(() => {
  // jsdom has no layout; the charts measure their container with ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const figuresFor = (dateFilter: number): DashboardFigures => ({
  plotsForSaleCount: 100 + dateFilter,
  previousPlotsForSaleCount: dateFilter === 0 ? 0 : 90,
  totalIncome: 1000 * (dateFilter + 1),
  previousTotalIncome: dateFilter === 0 ? 0 : 500,
  pendingOrderCount: 7,
  previousPendingOrderCount: 6,
  completedOrderCount: 4,
  previousCompletedOrderCount: 2,
});

function setup(counts = { pending: 7, completed: 4, all: 13 }) {
  const getDashboard = vi.fn(async (query: DashboardQuery) => ({ data: figuresFor(Number(query.dateFilter)) }));
  const getList = vi.fn(async (_resource: string, params: { filter: { status?: string } }) => {
    const total = params.filter.status === 'Pending' ? counts.pending : params.filter.status === 'Completed' ? counts.completed : counts.all;
    return { data: [], total };
  });
  renderOrdersAdmin('/dashboard/analytics', { getDashboard, getList });
  return { getDashboard, getList };
}

const table = (caption: string) => screen.getByRole('table', { name: caption });
const rowValues = (t: HTMLElement, label: string) =>
  within(within(t).getByRole('rowheader', { name: label }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Analytics', () => {
  it('fetches every preset period and compares each figure with its previous period (none for All)', async () => {
    const { getDashboard } = setup();
    await screen.findByRole('table', { name: 'Income' });
    for (const dateFilter of [0, 1, 7, 30, 365]) expect(getDashboard).toHaveBeenCalledWith({ dateFilter });
    expect(rowValues(table('Income'), 'Week')).toEqual(['₹8,000', '₹500']);
    expect(rowValues(table('Plots for sale: current vs previous period'), 'Month')).toEqual(['130', '90']);
    expect(rowValues(table('Completed orders: current vs previous period'), 'Week')).toEqual(['4', '2']);
    // All has no period before it, whatever the API sends as its previous figure.
    expect(rowValues(table('Completed orders: current vs previous period'), 'All')).toEqual(['4', 'NA']);
  });

  it('splits the orders by status, failed being what the list total leaves over', async () => {
    const { getList } = setup();
    const split = await screen.findByRole('table', { name: 'Order status' });
    expect(rowValues(split, 'Pending')).toEqual(['7']);
    expect(rowValues(split, 'Completed')).toEqual(['4']);
    expect(rowValues(split, 'Failed')).toEqual(['2']);
    await waitFor(() => expect(getList).toHaveBeenCalledWith('service-order', expect.objectContaining({ filter: { status: 'Completed' } })));
  });

  it('writes a grown business’s counts grouped', async () => {
    setup({ pending: 60_000, completed: 30_000, all: 100_000 });
    const split = await screen.findByRole('table', { name: 'Order status' });
    await waitFor(() => expect(rowValues(split, 'Pending')).toEqual(['60,000']));
    expect(rowValues(split, 'Failed')).toEqual(['10,000']);
  });
});
