import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConstructionLead } from '@shared/resources/leads';
import { lastParams, listAnswer, renderScreens } from '../plot-for-sale/screensHarness';

type Row = ConstructionLead & { id: string };

const lead = (overrides: Partial<Row> = {}): Row => ({
  id: 'cl-1',
  _id: 'cl-1',
  name: 'Venkat Rao',
  phone: '9876543210',
  email: 'venkat@example.com',
  message: 'Two floors, east facing',
  status: 3,
  address: 'Miyapur, Hyderabad',
  plotSize: '200 sq yards',
  budget: 4_500_000,
  createdAt: '2024-06-02T16:05:00+05:30',
  updatedAt: '2024-06-02T16:05:00+05:30',
  ...overrides,
});

const HEADERS = ['Name', 'Phone', 'Email', 'Address', 'Plot size', 'Budget', 'Message', 'Created at', 'Status'];

describe('Construction leads list', () => {
  it('shows the columns, a row with budget in rupees, and reads NA for empties', async () => {
    const getList = vi.fn(async () => listAnswer([lead(), lead({ id: 'cl-2', _id: 'cl-2', name: 'Empty', address: '', plotSize: '', budget: null as never })]));
    renderScreens('/construction-leads', { getList, setLeadStatus: vi.fn() });
    await screen.findByText('Venkat Rao');
    // The first column selects rows (for a status set on several at once).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['', ...HEADERS]);
    const [first, second] = screen.getAllByRole('row').slice(1);
    const cells = within(first).getAllByRole('cell').slice(1).map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'Venkat Rao',
      '9876543210',
      'venkat@example.com',
      'Miyapur, Hyderabad',
      '200 sq yards',
      '₹45,00,000',
      'Two floors, east facing',
      '2024.06.02 16:05',
    ]);
    expect(within(first).getByRole('combobox', { name: 'Status of Venkat Rao' })).toHaveTextContent('Pending');
    expect(within(second).getAllByRole('cell').slice(4, 7).map((c) => c.textContent)).toEqual(['NA', 'NA', 'NA']);
    expect(getList).toHaveBeenCalledWith('construction-leads', expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }));
  });

  it('filters on status, sorts on budget and sets a status from the row', async () => {
    const getList = vi.fn(async () => listAnswer([lead()]));
    const setLeadStatus = vi.fn(async () => ({ data: {}, message: 'Lead updated' }));
    renderScreens('/construction-leads', { getList, setLeadStatus });
    await screen.findByText('Venkat Rao');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ statusFilter: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Budget ascending' }));
    await waitFor(() => expect(lastParams(getList).sort).toEqual({ field: 'budget', order: 'ASC' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status of Venkat Rao' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(setLeadStatus).toHaveBeenCalledWith('construction-leads', { id: 'cl-1', status: 2, version: '2024-06-02T16:05:00+05:30' }));
  });
});
