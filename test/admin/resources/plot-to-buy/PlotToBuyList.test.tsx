import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '@admin/providers/dataProvider';
import type { HttpRequest } from '@admin/providers/httpClient';
import { listAnswer, renderScreens } from '../plot-for-sale/screensHarness';
import { makePlotToBuy, type PlotToBuyRow } from './plotToBuyRows';

const HEADERS = ['Ticket ID', 'Name', 'Budget', 'Plot size', 'Plot type', 'Facing', 'Payment option', 'Created at', 'Status', 'Actions'];
const bodyRows = () => screen.getAllByRole('row').slice(1);

function setup(rows: PlotToBuyRow[] = [makePlotToBuy()]) {
  const getList = vi.fn(async () => listAnswer(rows));
  const setPlotToBuyStatus = vi.fn(async () => ({ data: {}, message: 'Status updated' }));
  renderScreens('/plot-to-buy', { getList, setPlotToBuyStatus });
  return { getList, setPlotToBuyStatus };
}

describe('Plots To Buy list', () => {
  it('shows the columns and a row: budget range with Indian grouping, size with unit, labels, status chip', async () => {
    const { getList } = setup([makePlotToBuy({ ticketId: 'TKT-1', minimumBudget: 1_000_000, maximumBudget: 2_500_000 })]);
    await screen.findByText('TKT-1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(HEADERS);
    const cells = within(bodyRows()[0]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 9)).toEqual([
      'TKT-1',
      'Lakshmi Reddy',
      '₹10,00,000 – ₹25,00,000',
      '240 Sq Yards',
      'Residential',
      'East',
      'Loan Option',
      '2024.02.01',
      'Open',
    ]);
    expect(getList).toHaveBeenCalledWith(
      'plot-to-buy',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    );
  });

  it('reads NA for missing budget, size and unset enumerations', async () => {
    setup([
      makePlotToBuy({
        ticketId: 'TKT-NA',
        minimumBudget: null as never,
        maximumBudget: null as never,
        plotSize: null as never,
        plotType: 0,
        plotFacing: 0,
        paymentOption: 0,
      }),
    ]);
    await screen.findByText('TKT-NA');
    const cells = within(bodyRows()[0]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(2, 7)).toEqual(['NA', 'NA', 'Not set', 'Not set', 'Not set']);
  });

  it('changes a requirement status from its row menu: PATCH …/status/update/{id}/{action}', async () => {
    const { setPlotToBuyStatus, getList } = setup([makePlotToBuy({ id: 'ptb-3', ticketId: 'TKT-3', status: 1 })]);
    await screen.findByText('TKT-3');
    await userEvent.click(screen.getByRole('button', { name: 'Change status of ticket TKT-3' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Open' })).toHaveAttribute('aria-disabled', 'true');
    const calls = getList.mock.calls.length;
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Closed' }));
    await waitFor(() => expect(setPlotToBuyStatus).toHaveBeenCalledWith({ id: 'ptb-3', action: 2, version: '2024-02-02T11:00:00+05:30' }));
    // the list reloads to show the server's state
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
    expect(screen.getByText('TKT-3')).toBeInTheDocument();
  });

  it('sends statusFilter=1 on every list call and the status change to the action path', async () => {
    const requests: HttpRequest[] = [];
    const httpClient = vi.fn(async (request: HttpRequest) => {
      requests.push(request);
      if (request.method === 'PATCH') return { status: 200, json: { message: 'Status updated', data: {} } };
      const { id: _id, ...row } = makePlotToBuy({ _id: 'ptb-9', ticketId: 'TKT-9', status: 3 });
      return { status: 200, json: { message: 'ok', data: { results: [row], meta: { total: 1 } } } };
    });
    renderScreens('/plot-to-buy', createDataProvider({ httpClient: httpClient as never }));
    await screen.findByText('TKT-9');
    expect(requests[0]).toMatchObject({ method: 'GET', path: 'plot/plot-to-buy/list', query: { pageNo: 1, pageSize: 10, statusFilter: 1 } });

    await userEvent.click(screen.getByRole('button', { name: 'Change status of ticket TKT-9' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Open' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({ path: 'plot/plot-to-buy/status/update/ptb-9/1' });
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET').length).toBeGreaterThan(1));
    expect(requests.filter((r) => r.method === 'GET').every((r) => r.query?.statusFilter === 1)).toBe(true);
  });

  it('filters by the requirement’s own status, sent as `status` beside the fixed statusFilter=1', async () => {
    const requests: HttpRequest[] = [];
    const httpClient = vi.fn(async (request: HttpRequest) => {
      requests.push(request);
      const { id: _id, ...row } = makePlotToBuy({ _id: 'ptb-8', ticketId: 'TKT-8', status: 3 });
      return { status: 200, json: { message: 'ok', data: { results: [row], meta: { total: 1 } } } };
    });
    renderScreens('/plot-to-buy', createDataProvider({ httpClient: httpClient as never }));
    await screen.findByText('TKT-8');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(requests.at(-1)?.query).toMatchObject({ statusFilter: 1, status: 3 }));
  });

  it('opens the details page on a row click', async () => {
    const getOne = vi.fn(async () => ({ data: makePlotToBuy({ id: 'ptb-5', ticketId: 'TKT-5' }) }));
    const getList = vi.fn(async () => listAnswer([makePlotToBuy({ id: 'ptb-5', ticketId: 'TKT-5' })]));
    renderScreens('/plot-to-buy', { getList, getOne, setPlotToBuyStatus: vi.fn() });
    await userEvent.click(await screen.findByText('TKT-5'));
    await screen.findByRole('heading', { level: 1, name: 'Buyer requirement' });
    await waitFor(() => expect(getOne).toHaveBeenCalledWith('plot-to-buy', expect.objectContaining({ id: 'ptb-5' })));
  });

  it('opens the details from the keyboard: each row has a Details link beside Change status', async () => {
    const getOne = vi.fn(async () => ({ data: makePlotToBuy({ id: 'ptb-6', ticketId: 'TKT-6' }) }));
    const getList = vi.fn(async () => listAnswer([makePlotToBuy({ id: 'ptb-6', ticketId: 'TKT-6' })]));
    renderScreens('/plot-to-buy', { getList, getOne, setPlotToBuyStatus: vi.fn() });
    const details = await screen.findByRole('link', { name: 'Details of ticket TKT-6' });
    expect(details).toHaveTextContent('Details');
    details.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Buyer requirement' });
    await waitFor(() => expect(getOne).toHaveBeenCalledWith('plot-to-buy', expect.objectContaining({ id: 'ptb-6' })));
  });
});
