import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SupportRequest } from '@shared/resources/leads';
import { lastParams, listAnswer, renderScreens } from '../plot-for-sale/screensHarness';

type Row = SupportRequest & { id: string };

const request = (overrides: Partial<Row> = {}): Row => ({
  id: 'sr-1',
  _id: 'sr-1',
  name: 'Padma',
  phone: '',
  email: 'padma@example.com',
  subject: 'Refund of booking amount',
  message: 'Please refund the amount I paid for the cancelled booking.',
  status: 1,
  createdAt: '2024-07-09T12:00:00+05:30',
  updatedAt: '2024-07-09T12:00:00+05:30',
  ...overrides,
});

const HEADERS = ['Name', 'Phone', 'Email', 'Subject', 'Message', 'Created at', 'Status'];

describe('Support list', () => {
  it('shows the columns with the subject, NA for a missing phone, and sets a status', async () => {
    const getList = vi.fn(async () => listAnswer([request()]));
    const setLeadStatus = vi.fn(async () => ({ data: {}, message: 'Request updated' }));
    renderScreens('/support', { getList, setLeadStatus });
    await screen.findByText('Padma');
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    // The first column selects rows (for a status set on several at once).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['', ...HEADERS]);
    const row = screen.getAllByRole('row')[1];
    const cells = within(row).getAllByRole('cell').slice(1).map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(['Padma', 'NA', 'padma@example.com', 'Refund of booking amount']);

    await userEvent.click(within(row).getByRole('combobox', { name: 'Status of Padma' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(setLeadStatus).toHaveBeenCalledWith('support', { id: 'sr-1', status: 3, version: '2024-07-09T12:00:00+05:30' }));
  });

  it('searches and filters on the chosen status', async () => {
    const getList = vi.fn(async () => listAnswer([request()]));
    renderScreens('/support', { getList, setLeadStatus: vi.fn() });
    await screen.findByText('Padma');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'refund');
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'refund' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'refund', statusFilter: 2 }));
    expect(lastParams(getList).pagination.page).toBe(1);
  });
});
