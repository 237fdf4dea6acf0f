import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listAnswer, makeOrder, renderOrdersAdmin } from './orderHarness';
import { captureDownloads } from '@test/helpers/downloads';
import { onPhoneScreen } from '@test/helpers/phoneScreen';

const HEADERS = [
  'Order No',
  'Location',
  'Service Name',
  'User Name',
  'User Email',
  'Dimensions',
  'Additional Info',
  'Plot No',
  'Venture Name',
  'Facing',
  'Created At',
  'Status',
  'Actions',
];

function setup(rows = [makeOrder()]) {
  const getList = vi.fn(async () => listAnswer(rows, rows.length));
  renderOrdersAdmin('/service-order', { getList });
  return { getList };
}

const lastParams = (getList: ReturnType<typeof vi.fn>) => getList.mock.calls.at(-1)![1];
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('Service Order list', () => {
  it('shows exactly the spec columns, in order, and asks for page 1 sorted by newest', async () => {
    const order = makeOrder();
    const { getList } = setup([order]);
    await screen.findByText(order.orderNo);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers).toEqual(HEADERS);
    expect(getList).toHaveBeenCalledWith(
      'service-order',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    );
  });

  it('renders a row: maps link in a new tab, dimensions, facing label, date, status chip', async () => {
    setup([makeOrder({ id: 'o-7', orderNo: 'ORD-7', plotLength: 40, plotWidth: 60, plotFacing: 3, status: 'Pending' })]);
    const row = (await screen.findByText('ORD-7')).closest('tr')!;
    const link = within(row).getByRole('link', { name: /Open in maps/ });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=17.4401,78.3489');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(row).getByText('40 * 60')).toBeInTheDocument();
    expect(within(row).getByText('East')).toBeInTheDocument();
    expect(within(row).getByText(/^2024\.03\.05/)).toBeInTheDocument();
    expect(within(row.querySelector<HTMLElement>('td.column-status')!).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Details of order ORD-7' })).toHaveAttribute('href', '/service-order/details?id=o-7');
  });

  it('on a phone, shows each order as a card: number and status, the table’s columns named, Generate OTP and Details', async () => {
    onPhoneScreen();
    setup([makeOrder({ id: 'o-7', orderNo: 'ORD-7', plotLength: 40, plotWidth: 60, status: 'Pending' }), makeOrder({ id: 'o-8', orderNo: 'ORD-8', status: 'Completed' })]);
    const card = (await screen.findByRole('heading', { name: 'ORD-7' })).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('Dimensions:')).toBeInTheDocument();
    expect(within(card).getByText('40 * 60')).toBeInTheDocument();
    expect(within(card).getByText('Facing:')).toBeInTheDocument();
    expect(within(card).getByText('Additional Info:')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Open in maps/ })).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('button', { name: /Generate OTP ORD-7/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Details of order ORD-7' })).toHaveAttribute('href', '/service-order/details?id=o-7');
    const completed = screen.getByRole('heading', { name: 'ORD-8' }).closest('li')!;
    expect(within(completed).getByText('Completed')).toBeInTheDocument();
    expect(within(completed).queryByRole('button', { name: /Generate OTP/ })).not.toBeInTheDocument();
  });

  it('reads NA for 0 × 0 dimensions, empty texts, no location and no facing', async () => {
    setup([
      makeOrder({
        orderNo: 'ORD-NA',
        plotLength: 0,
        plotWidth: 0,
        additionalInfo: '',
        plotNo: '',
        ventureName: '',
        location: null,
        plotFacing: 0,
      }),
    ]);
    const row = (await screen.findByText('ORD-NA')).closest('tr')!;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    // Location, Dimensions, Additional Info, Plot No, Venture Name
    expect([cells[1], cells[5], cells[6], cells[7], cells[8]]).toEqual(['NA', 'NA', 'NA', 'NA', 'NA']);
    expect(cells[9]).toBe('Not set');
  });

  it('keeps one side of the dimensions when only the other is 0', async () => {
    setup([makeOrder({ orderNo: 'ORD-HALF', plotLength: 30, plotWidth: 0 })]);
    const row = (await screen.findByText('ORD-HALF')).closest('tr')!;
    expect(within(row).getByText('30 * 0')).toBeInTheDocument();
  });

  it('offers Generate OTP for pending and failed orders, never for completed ones', async () => {
    setup([
      makeOrder({ orderNo: 'ORD-P', status: 'Pending' }),
      makeOrder({ orderNo: 'ORD-C', status: 'Completed' }),
      makeOrder({ orderNo: 'ORD-F', status: 'Failed' }),
    ]);
    await screen.findByText('ORD-P');
    const [pending, completed, failed] = bodyRows();
    expect(within(pending).getByRole('button', { name: /Generate OTP/ })).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: /Generate OTP/ })).toBeInTheDocument();
    expect(within(completed).queryByRole('button', { name: /Generate OTP/ })).not.toBeInTheDocument();
    expect(within(completed).getByRole('link', { name: /Details of order ORD-C/ })).toBeInTheDocument();
  });

  it('filters on status: Completed sends status=Completed, All sends none', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await screen.findByText('ORD-' + '1', { exact: false });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ status: 'Completed' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    // react-admin labels the empty choice "Clear value" for screen readers; its visible text is All.
    await user.click(within(await screen.findByRole('listbox')).getByText('All'));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({}));
  });

  it('sorts on the server by a sortable column and not by the others', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await screen.findByText('ORD-' + '1', { exact: false });
    await user.click(screen.getByRole('button', { name: /Sort by Order No/i }));
    await waitFor(() => expect(lastParams(getList).sort).toEqual({ field: 'orderNo', order: 'ASC' }));
    expect(screen.queryByRole('button', { name: /Sort by Dimensions/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sort by Location/i })).not.toBeInTheDocument();
  });

  it('searches and filters on a date range (YYYY-MM-DD), refusing a range without a start date', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await screen.findByText('ORD-' + '1', { exact: false });
    await user.type(screen.getByPlaceholderText('Search'), 'Ravi');
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'Ravi' }));
    const calls = getList.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('please enter start date', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    // Said once, under the fields: no toast repeating it (a toast would be up by now).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('please enter start date')).toHaveLength(1);
    expect(getList.mock.calls.length).toBe(calls);
    // The pickers load once the pointer reaches the range (the Search click above).
    const [startMonth, endMonth] = await screen.findAllByRole('spinbutton', { name: 'Month' }, { timeout: 15_000 });
    await user.click(startMonth);
    await user.keyboard('01012024');
    await user.click(endMonth);
    await user.keyboard('02292024');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'Ravi', startDate: '2024-01-01', endDate: '2024-02-29' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'Ravi' }));
  });

  it('exports the orders as filtered to CSV: the table’s columns, the fee, the address for the map link, facing and status in words', async () => {
    const rows = [makeOrder({ orderNo: 'ORD-EXP-1', plotFacing: 3 }), makeOrder({ orderNo: 'ORD-EXP-2', plotLength: 0, plotWidth: 0, status: 'Completed' })];
    const getList = vi.fn(async () => listAnswer(rows, rows.length));
    const getListAll = vi.fn(async () => ({ data: rows, total: rows.length }));
    const downloads = captureDownloads();
    try {
      renderOrdersAdmin('/service-order', { getList, getListAll });
      await screen.findByText('ORD-EXP-1');
      await userEvent.type(screen.getByPlaceholderText('Search'), 'EXP');
      await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'EXP' }));
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV (2 rows)' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(getListAll).toHaveBeenCalledWith('service-order', expect.objectContaining({ filter: { q: 'EXP' }, sort: { field: 'createdAt', order: 'DESC' } }));
      const lines = await downloads.csvLines();
      expect(lines[0]).toBe('Order No,Service Name,Service fee,User Name,User Email,Address,Dimensions,Additional Info,Plot No,Venture Name,Facing,Created At,Status');
      expect(lines[1]).toMatch(/^ORD-EXP-1,Soil testing,2500,Ravi Kumar,ravi@example.com,"Plot 12, Gachibowli, Hyderabad",40 \* 60,Call before visiting,12A,Green Meadows,\w+,2024\.03\.05 15:50,Pending$/);
      expect(lines[2]).toMatch(/^ORD-EXP-2,.*,"Plot 12, Gachibowli, Hyderabad",,Call before.*,Completed$/);
    } finally {
      downloads.restore();
    }
  });
});
