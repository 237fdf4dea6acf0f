import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExcelBatchListPage } from '@admin/resources/property-excel/ExcelBatchListPage';
import { MAX_SPREADSHEET_BYTES } from '@shared/uploads';
import { batchPollInterval } from '@admin/resources/property-excel/batchStatus';
import { listAnswer, renderPropertyAdmin } from '../property/harness';
import { onPhoneScreen } from '@test/helpers/phoneScreen';

const batch = (status: number, counts: Partial<{ totalRows: number; processedRows: number; failedRows: number }> = {}) => ({
  id: 'b1',
  _id: 'b1',
  fileName: 'property/excel/abc-listing.xlsx',
  originalFileName: 'listing.xlsx',
  status,
  totalRows: 5,
  processedRows: 1,
  failedRows: 0,
  error: null,
  createdAt: '2024-03-05T10:20:00.000Z',
  updatedAt: '2024-03-05T10:20:00.000Z',
  ...counts,
});

const slow = { timeout: 8000 };
const POLL_MS = 40;

function render(getList: ReturnType<typeof vi.fn>, extra: Record<string, unknown> = {}) {
  renderPropertyAdmin('/property/excel-list', { getList, ...extra }, { pages: { '/property/excel-list': <ExcelBatchListPage pollMs={POLL_MS} /> } });
}

describe('batchPollInterval', () => {
  it('polls while a batch is pending or processing and stops otherwise', () => {
    expect(batchPollInterval([{ status: 1 }, { status: 5 }], 3000)).toBe(3000);
    expect(batchPollInterval([{ status: 2 }], 3000)).toBe(3000);
    expect(batchPollInterval([{ status: 1 }, { status: 4 }, { status: 6 }, { status: 3 }], 3000)).toBe(false);
    expect(batchPollInterval(undefined, 3000)).toBe(false);
  });
});

describe('ExcelBatchListPage', { timeout: 120_000 }, () => {
  it('shows the batches with translated status chips and refreshes by itself until the batch is done', async () => {
    const answers = [batch(5), batch(5, { processedRows: 3 }), batch(4, { processedRows: 3, failedRows: 2 })];
    const getList = vi.fn(async () => listAnswer([answers[Math.min(getList.mock.calls.length - 1, answers.length - 1)]]));
    render(getList);

    const row = (await screen.findByText('listing.xlsx', {}, slow)).closest('tr')!;
    expect(within(row).getByText('Processing')).toBeInTheDocument();
    expect(screen.getByText(/^Updating while files are being processed/).closest('[role="status"]')).not.toBeNull();
    expect(getList).toHaveBeenCalledWith('property-excel', expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }));

    // No user action: the list asks again until the server reports a final status.
    expect(await screen.findByText('Processed with errors', {}, slow)).toBeInTheDocument();
    const doneRow = screen.getByText('listing.xlsx').closest('tr')!;
    expect(within(doneRow).getByText('2')).toBeInTheDocument();
    expect(screen.queryByText(/^Updating while files are being processed/)).not.toBeInTheDocument();

    const callsWhenDone = getList.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 10));
    expect(getList.mock.calls.length).toBe(callsWhenDone);
    expect(screen.getByRole('link', { name: 'Show the rows of listing.xlsx' })).toHaveAttribute('href', '/property/excel-list/b1');
    // Every column has a header a screen reader can name, the rows' link too.
    expect(doneRow.closest('table')!.querySelectorAll('thead th').length).toBe(row.querySelectorAll('td').length);
    expect([...doneRow.closest('table')!.querySelectorAll('thead th')].at(-1)).toHaveTextContent('Actions');
    // The Problem column leads to the refused rows (it said NA while processing).
    const failedLink = within(doneRow).getByRole('link', { name: '2 rows failed' });
    expect(decodeURIComponent(failedLink.getAttribute('href')!)).toBe('/property/excel-list/b1?filter={"status":3}');
  });

  it('uploads a spreadsheet with a progress bar, then reloads the list', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => listAnswer([batch(1)]));
    let finish: () => void = () => undefined;
    const uploadSpreadsheet = vi.fn(
      (_file: File, onProgress?: (percent: number) => void) =>
        new Promise((resolve) => {
          onProgress?.(40);
          // A new batch (not b1, which the list shows processed): the card's notice follows its own batch.
          finish = () => resolve({ data: { ...batch(2), id: 'b2', _id: 'b2', originalFileName: 'new-plots.csv' }, message: 'File uploaded' });
        }),
    );
    render(getList, { uploadSpreadsheet });
    await screen.findByText('listing.xlsx', {}, slow);
    const callsBefore = getList.mock.calls.length;

    const file = new File(['Address\nx'], 'new-plots.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Choose a file (.xlsx or .csv)'), file);
    expect(uploadSpreadsheet).toHaveBeenCalledWith(file, expect.any(Function), expect.any(AbortSignal));
    expect(await screen.findByText('Uploading new-plots.csv…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');

    finish();
    expect(await screen.findByText('new-plots.csv was uploaded; it is being processed.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(callsBefore), slow);
  });

  it('a search that finds no batch says so and offers to clear it, not that nothing was ever uploaded', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async (_r: string, { filter }: { filter: { q?: string } }) => listAnswer(filter.q ? [] : [batch(3)]));
    render(getList);
    expect(await screen.findByText('listing.xlsx', {}, slow)).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search'), 'zzqqxx');
    expect(await screen.findByText('Nothing matches the search and filters.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('No spreadsheet uploaded yet')).not.toBeInTheDocument();
    await user.click(screen.getByText('Clear filters'));
    expect(await screen.findByText('listing.xlsx', {}, slow)).toBeInTheDocument();
  });

  it('on a phone, a batch’s card says its time is India’s where the browser keeps another clock, as the table does', async () => {
    onPhoneScreen();
    process.env.TZ = 'America/Los_Angeles';
    try {
      render(vi.fn(async () => listAnswer([batch(3)])));
      expect(await screen.findByText('listing.xlsx', {}, slow)).toBeInTheDocument();
      // 10:20 UTC is 15:50 in India.
      expect(screen.getByText(/2024\.03\.05 15:50 IST/)).toBeInTheDocument();
    } finally {
      process.env.TZ = 'Asia/Kolkata';
    }
  });

  it('offers Clear filters in its actions while a search narrows a list that has batches', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => listAnswer([batch(3)]));
    render(getList);
    expect(await screen.findByText('listing.xlsx', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search'), 'listing{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)).toMatchObject([expect.anything(), { filter: {} }]), slow);
    expect(screen.getByPlaceholderText('Search')).toHaveValue('');
  });

  it('refuses a file that is not .xlsx or .csv', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploadSpreadsheet = vi.fn();
    render(vi.fn(async () => listAnswer([])), { uploadSpreadsheet });
    expect(await screen.findByText('No spreadsheet uploaded yet', {}, slow)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose a file (.xlsx or .csv)'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('notes.txt: only .xlsx and .csv files are accepted')).toBeInTheDocument();
    expect(uploadSpreadsheet).not.toHaveBeenCalled();
  });

  it('refuses a spreadsheet over the upload limit before sending it', async () => {
    const user = userEvent.setup();
    const uploadSpreadsheet = vi.fn();
    render(vi.fn(async () => listAnswer([])), { uploadSpreadsheet });
    expect(await screen.findByText('No spreadsheet uploaded yet', {}, slow)).toBeInTheDocument();
    const file = new File(['Address\nx'], 'all-plots.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'size', { value: MAX_SPREADSHEET_BYTES + 1 });
    await user.upload(screen.getByLabelText('Choose a file (.xlsx or .csv)'), file);
    expect(await screen.findByText('all-plots.csv is larger than 100 MB; split it into several files')).toBeInTheDocument();
    expect(uploadSpreadsheet).not.toHaveBeenCalled();
  });
});
