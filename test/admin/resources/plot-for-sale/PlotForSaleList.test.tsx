import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lastParams, listAnswer, renderScreens } from './screensHarness';
import { makePlotForSale, type PlotForSaleRow } from './plotForSaleRows';

const HEADERS = [
  'Name',
  'Address',
  'Plot no.',
  'Venture',
  'Price per sq ft',
  'Plot size',
  'Approval',
  'Availability',
  'Location',
  'Created at',
  'Status',
  'Actions',
];
const bodyRows = () => screen.getAllByRole('row').slice(1);

function setup(rows: PlotForSaleRow[] = [makePlotForSale()]) {
  const getList = vi.fn(async () => listAnswer(rows));
  const getOne = vi.fn(async (_r: string, { id }: { id: string }) => ({ data: rows.find((r) => r.id === id) }));
  const toggleStatus = vi.fn(async () => ({ data: {}, message: 'Status updated' }));
  renderScreens('/plot-for-sale', { getList, getOne, toggleStatus });
  return { getList, getOne, toggleStatus };
}

/** A row's cells after its selection checkbox. */
const dataCells = (row: HTMLElement) => within(row).getAllByRole('cell').slice(1);

describe('Plots for Sale list', () => {
  it('shows the columns and a row with labels, rupees, size with unit and a maps link', async () => {
    const { getList } = setup([makePlotForSale({ name: 'Plot Alpha' })]);
    await screen.findByText('Plot Alpha');
    expect(screen.getByRole('heading', { level: 1, name: 'Plots for Sale' })).toBeInTheDocument();
    // The selection column (for Activate / Deactivate), then the list's columns.
    const [select, ...headers] = screen.getAllByRole('columnheader');
    expect(within(select).getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    expect(headers.map((h) => h.textContent?.trim())).toEqual(HEADERS);
    const row = bodyRows()[0];
    const cells = dataCells(row).map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'Plot Alpha',
      'Shankarpally, Hyderabad',
      expect.stringMatching(/A$/),
      'Green Meadows',
      '₹4,500',
      '240 Sq Yards',
      'Approved',
      'Booked',
    ]);
    expect(within(row).getByRole('link', { name: /Open in maps/ })).toHaveAttribute('target', '_blank');
    expect(getList).toHaveBeenCalledWith(
      'plot-for-sale',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    );
  });

  it('reads NA for empty texts, no location and unknown labels', async () => {
    setup([makePlotForSale({ name: 'Bare plot', address: '', plotNo: '', ventureName: '', location: null, pricePerSqft: null as never })]);
    await screen.findByText('Bare plot');
    const cells = dataCells(bodyRows()[0]).map((c) => c.textContent);
    expect([cells[1], cells[2], cells[3], cells[4], cells[8]]).toEqual(['NA', 'NA', 'NA', 'NA', 'NA']);
  });

  it('searches, filters on active and sorts through the list query', async () => {
    const { getList } = setup([makePlotForSale({ name: 'Plot Beta' })]);
    await screen.findByText('Plot Beta');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'meadows');
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'meadows' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'meadows', statusFilter: 3 }));

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Price per sq ft ascending' }));
    await waitFor(() => expect(lastParams(getList).sort).toEqual({ field: 'pricePerSqft', order: 'ASC' }));
    expect(within(screen.getByRole('columnheader', { name: 'Location' })).queryByRole('button')).toBeNull();
  });

  it('toggles a plot active through its status call without opening it', async () => {
    const { toggleStatus, getOne } = setup([makePlotForSale({ id: 'pfs-7', name: 'Plot Gamma', isActive: false })]);
    await screen.findByText('Plot Gamma');
    await userEvent.click(screen.getByRole('switch', { name: /^Toggle status: .+, Inactive$/ }));
    await waitFor(() => expect(toggleStatus).toHaveBeenCalledWith('plot-for-sale', { id: 'pfs-7', version: '2024-01-20T18:45:00+05:30' }));
    expect(getOne).not.toHaveBeenCalled();
  });

  it('opens the details page from the row and from its Details button', async () => {
    const { getOne } = setup([makePlotForSale({ id: 'pfs-8', name: 'Plot Delta' })]);
    await userEvent.click(await screen.findByText('Plot Delta'));
    await screen.findByRole('heading', { level: 1, name: 'Plot details' });
    expect(getOne).toHaveBeenCalledWith('plot-for-sale', expect.objectContaining({ id: 'pfs-8' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    const details = await screen.findByRole('link', { name: 'Details of Plot Delta' });
    expect(details).toHaveAttribute('href', '/plot-for-sale/details/pfs-8');
  });
});
