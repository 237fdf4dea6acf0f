import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countHiddenFilters } from '@admin/ui/PhoneFiltersToggle';
import { lastParams, listAnswer, renderScreens } from '../resources/plot-for-sale/screensHarness';

const row = { id: 'sr-1', _id: 'sr-1', name: 'Padma', phone: '', email: 'padma@example.com', subject: 'Refund', message: 'Refund please', status: 1, createdAt: '2024-07-09T12:00:00+05:30', updatedAt: '2024-07-09T12:00:00+05:30' };

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the phone’s Filters button', () => {
  it('counts the applied filters other than the search, a date range once', () => {
    expect(countHiddenFilters({})).toBe(0);
    expect(countHiddenFilters({ q: 'plot' })).toBe(0);
    expect(countHiddenFilters({ q: 'plot', statusFilter: 2, startDate: '2024-07-01', endDate: '2024-07-09' })).toBe(2);
    expect(countHiddenFilters({ statusFilter: '' })).toBe(0);
  });

  it('says how many filters the list applies and whether they are shown', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'refund', statusFilter: 2, startDate: '2024-07-01', endDate: '2024-07-09' }));
    const getList = vi.fn(async () => listAnswer([row]));
    renderScreens(`/support?filter=${filter}`, { getList, setLeadStatus: vi.fn() });
    await screen.findByText('Padma');
    expect(lastParams(getList).filter).toMatchObject({ statusFilter: 2, startDate: '2024-07-01' });
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is there for a list whose only other filter is its date range, which declares itself by being shown', async () => {
    const requirement = { id: 'pb-1', _id: 'pb-1', ticketId: 'T-1', name: 'Ravi Kumar', address: 'Kokapet', plotSize: 200, minimumBudget: 1, maximumBudget: 2, status: 1, createdAt: '2024-07-09T12:00:00+05:30' };
    renderScreens('/plot-to-buy', { getList: vi.fn(async () => listAnswer([requirement])), setPlotToBuyStatus: vi.fn() });
    await screen.findByText('Ravi Kumar');
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  });
});
