import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardFigures } from '@shared/dashboard';
import { memoryStore } from 'react-admin';
import { DASHBOARD_PERIOD_STORE_KEY } from '@admin/pages/dashboard/dashboardRequests';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';
import { listAnswer, makeOrder, renderOrdersAdmin } from '../../resources/service-order/orderHarness';

const figures: DashboardFigures = {
  plotsForSaleCount: 12,
  previousPlotsForSaleCount: 8,
  totalIncome: 1234567,
  previousTotalIncome: 0,
  pendingOrderCount: 3,
  previousPendingOrderCount: 4,
  completedOrderCount: 5,
  previousCompletedOrderCount: 5,
};

function setup(getDashboard = vi.fn(async () => ({ data: figures }))) {
  const getList = vi.fn(async () => listAnswer([makeOrder({ orderNo: 'ORD-PENDING', status: 'Pending' })]));
  renderOrdersAdmin('/dashboard/default', { getDashboard, getList });
  return { getDashboard, getList };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('Dashboard', () => {
  it('shows the four figures with Indian rupee grouping and their change against the previous period', async () => {
    const { getDashboard } = setup();
    await screen.findByText('₹12,34,567');
    expect(getDashboard).toHaveBeenCalledWith({ dateFilter: 0 });

    const plots = card('Plots for sale');
    expect(within(plots).getByText('12')).toBeInTheDocument();
    expect(within(plots).getByTitle('Increase')).toBeInTheDocument();
    expect(within(plots).getByText('50%')).toBeInTheDocument();

    const pending = card('Pending orders');
    expect(within(pending).getByText('3')).toBeInTheDocument();
    expect(within(pending).getByTitle('Decrease')).toBeInTheDocument();
    expect(within(pending).getByText('25%')).toBeInTheDocument();

    const completed = card('Completed orders');
    expect(within(completed).getByTitle('No change')).toBeInTheDocument();
    expect(within(completed).getByText('0%')).toBeInTheDocument();

    const income = card('Total income');
    expect(within(income).getByText('—')).toBeInTheDocument();
    expect(within(income).getByText('No previous period to compare')).toBeInTheDocument();
    // Each card says what it counts: income follows completion, the order counts follow when orders were placed.
    expect(within(income).getByText('Fees of the orders completed in the period')).toBeInTheDocument();
    expect(within(completed).getByText('Placed in the period, completed since')).toBeInTheDocument();
  });

  it('asks for the chosen period: Week sends dateFilter 7, Year 365, and says when the previous period had none', async () => {
    const user = userEvent.setup();
    const { getDashboard } = setup();
    await screen.findByText('₹12,34,567');
    const period = screen.getByRole('group', { name: 'Period' });
    await user.click(within(period).getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(getDashboard).toHaveBeenLastCalledWith({ dateFilter: 7 }));
    expect(within(period).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(period).getByRole('button', { name: 'Year' }));
    await waitFor(() => expect(getDashboard).toHaveBeenLastCalledWith({ dateFilter: 365 }));
    // A period with one before it: no income then reads as such, not as "no previous period" (that is All's).
    expect(await within(card('Total income')).findByText('None in the previous period')).toBeInTheDocument();
    expect(within(card('Total income')).queryByText('No previous period to compare')).not.toBeInTheDocument();
  });

  it('links each count to the list it counts, filtered to the period (income has no list to show)', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('₹12,34,567');
    const hrefOf = (name: string, link: string) => decodeURIComponent(within(card(name)).getByRole('link', { name: link }).getAttribute('href')!);
    expect(hrefOf('Plots for sale', 'Show these plots')).toBe('/plot-for-sale?filter={}');
    expect(hrefOf('Pending orders', 'Show these orders')).toBe('/service-order?filter={"status":"Pending"}');
    expect(within(card('Total income')).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Period' })).getByRole('button', { name: 'Week' }));
    const india = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    const today = india.format(new Date());
    const sixDaysAgo = india.format(new Date(Date.now() - 6 * 86_400_000));
    await waitFor(() =>
      expect(hrefOf('Completed orders', 'Show these orders')).toBe(`/service-order?filter={"startDate":"${sixDaysAgo}","endDate":"${today}","status":"Completed"}`),
    );
  });

  it('a custom range needs a start date before anything is asked', async () => {
    const user = userEvent.setup();
    const { getDashboard } = setup();
    await screen.findByText('₹12,34,567');
    await user.click(screen.getByRole('button', { name: 'Custom range' }));
    const calls = getDashboard.mock.calls.length;
    const range = screen.getByRole('group', { name: 'Custom range' });
    // Until a range is searched the cards keep the stored period's figures, and say so.
    expect(within(range).getByText('Choose a start and an end date, then Search. Until then, the figures shown are for: All.')).toBeInTheDocument();
    await user.click(within(range).getByRole('button', { name: 'Search' }));
    expect(await within(range).findByText('please enter start date', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(getDashboard.mock.calls.length).toBe(calls);
  });

  it('a custom range sends its start and end dates as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const { getDashboard } = setup();
    await screen.findByText('₹12,34,567');
    await user.click(screen.getByRole('button', { name: 'Custom range' }));
    const range = screen.getByRole('group', { name: 'Custom range' });
    // The pickers load lazily once the custom range shows.
    const [startMonth, endMonth] = await within(range).findAllByRole('spinbutton', { name: 'Month' }, { timeout: 15_000 });
    await user.click(startMonth);
    await user.keyboard('03052024');
    await user.click(endMonth);
    await user.keyboard('04302024');
    await user.click(within(range).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(getDashboard).toHaveBeenLastCalledWith({ startDate: '2024-03-05', endDate: '2024-04-30' }));
    expect(screen.getByRole('button', { name: 'Custom range' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(range).queryByText(/Until then, the figures shown are for/)).not.toBeInTheDocument();
  });

  it('embeds the order list with only pending orders and no status filter', async () => {
    const { getList } = setup();
    await screen.findByText('ORD-PENDING');
    expect(getList).toHaveBeenCalledWith('service-order', expect.objectContaining({ filter: { status: 'Pending' } }));
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate OTP ORD-PENDING/ })).toBeInTheDocument();
  });

  it('counts what is still open in the lead lists and buyer requirements, each linking to its list so filtered', async () => {
    const totals: Record<string, number> = { support: 119, 'property-leads': 7, 'construction-leads': 0, 'plot-to-buy': 1234 };
    const getList = vi.fn(async (resource: string) =>
      resource in totals ? listAnswer([], totals[resource]) : listAnswer([makeOrder({ orderNo: 'ORD-PENDING', status: 'Pending' })]),
    );
    renderOrdersAdmin('/dashboard/default', { getDashboard: vi.fn(async () => ({ data: figures })), getList });
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    const count = async (name: string) => {
      const link = await within(waiting).findByRole('link', { name: new RegExp(name) });
      await waitFor(() => expect(link.querySelector('.MuiSkeleton-root')).toBeNull());
      return { text: link.textContent, href: decodeURIComponent(link.getAttribute('href')!) };
    };
    expect(await count('Open support requests')).toEqual({ text: '119Open support requests', href: '/support?filter={"statusFilter":1}' });
    expect(await count('Open property leads')).toEqual({ text: '7Open property leads', href: '/property-leads?filter={"statusFilter":1}' });
    expect((await count('Open construction leads')).text).toBe('0Open construction leads');
    expect(await count('Open buyer requirements')).toEqual({ text: '1,234Open buyer requirements', href: '/plot-to-buy?filter={"status":1}' });
    expect(getList).toHaveBeenCalledWith('support', expect.objectContaining({ filter: { statusFilter: 1 }, pagination: { page: 1, perPage: 1 } }));
  });

  it('says so when the figures cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    const getDashboard = vi.fn(async () => Promise.reject(new Error('Server down')));
    setup(getDashboard);
    expect(await screen.findByText('The dashboard figures could not be loaded.', {}, { timeout: 20_000 })).toBeInTheDocument();
    const calls = getDashboard.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(getDashboard.mock.calls.length).toBeGreaterThan(calls));
  });

  it(
    'shows the default period when the stored one is unreadable, instead of failing',
    async () => {
      const getDashboard = vi.fn(async () => ({ data: figures }));
      const getList = vi.fn(async () => listAnswer([makeOrder({ orderNo: 'ORD-PENDING', status: 'Pending' })]));
      renderAdmin({ path: '/dashboard/default', store: memoryStore({ [DASHBOARD_PERIOD_STORE_KEY]: 7 }), dataProvider: { getDashboard, getList } });
      expect(await screen.findByText('₹12,34,567')).toBeInTheDocument();
      expect(getDashboard).toHaveBeenCalledWith({ dateFilter: 0 });
    },
    ADMIN_TEST_TIMEOUT,
  );
});
