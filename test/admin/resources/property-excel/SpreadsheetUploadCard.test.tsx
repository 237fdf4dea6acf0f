/**
 * The spreadsheet upload card on /property/excel-list: an empty file is refused before any request, and after an
 * upload its one notice follows the batch (from the batches list's own polling) to how it ended.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ExcelBatchListPage } from '@admin/resources/property-excel/ExcelBatchListPage';
import { listAnswer, renderPropertyAdmin } from '../property/harness';

const PENDING = 2;
const PROCESSING = 5;
const PROCESSED = 1;
const PROCESSED_WITH_ERRORS = 4;
const FAILED = 6;

type Batch = ReturnType<typeof batch>;
const batch = (id: string, status: number, more: Partial<{ totalRows: number; processedRows: number; failedRows: number; error: string | null; originalFileName: string }> = {}) => ({
  id,
  _id: id,
  fileName: `excel/2024/03/${id}-file.csv`,
  originalFileName: 'new-plots.csv',
  status,
  totalRows: 0,
  processedRows: 0,
  failedRows: 0,
  error: null as string | null,
  createdAt: '2024-03-05T10:20:00.000Z',
  updatedAt: '2024-03-05T10:20:00.000Z',
  ...more,
});
const older = batch('old', PROCESSED, { originalFileName: 'older.xlsx', totalRows: 2, processedRows: 2 });

const slow = { timeout: 8000 };
const POLL_MS = 40;
const chooser = () => screen.getByLabelText('Choose a file (.xlsx or .csv)');
const csv = (name = 'new-plots.csv', content = 'Address,Property No\n') => new File([content], name, { type: 'text/csv' });

/**
 * The page with a fake server: the list answers `older` then, once uploaded, the new batch as `steps` say, one step
 * per list request (the last one repeats).
 */
function renderPage(steps: Batch[], { listShowsIt = true, repeated = false } = {}) {
  let uploaded = false;
  let step = 0;
  const ownAsks: unknown[] = [];
  const getList = vi.fn(async (_resource: string, { filter }: { filter: { q?: string } }) => {
    if (!uploaded) return listAnswer([older]);
    const current = steps[Math.min(step++, steps.length - 1)];
    if (filter.q) {
      ownAsks.push(filter.q);
      return listAnswer([current]);
    }
    return listAnswer(listShowsIt ? [current, older] : [older]);
  });
  const registered = { data: steps[0], message: 'File uploaded: the import has started' };
  const uploadSpreadsheet = vi.fn(async (file: File, onProgress?: (percent: number) => void) => {
    onProgress?.(100);
    // The chooser is disabled meanwhile: a browser drops the focus to the page.
    (document.activeElement as HTMLElement | null)?.blur();
    if (repeated) {
      const earlier = { name: 'older.xlsx', importedAt: '2024-03-01T09:30:00.000Z', processedRows: 2, batchId: 'old' };
      return { fileName: `excel/2024/03/x-${file.name}`, originalFileName: file.name, repeated: earlier };
    }
    uploaded = true;
    return registered;
  });
  const registerSpreadsheet = vi.fn(async () => {
    uploaded = true;
    return registered;
  });
  renderPropertyAdmin(
    '/property/excel-list',
    { getList, uploadSpreadsheet, registerSpreadsheet },
    { pages: { '/property/excel-list': <ExcelBatchListPage pollMs={POLL_MS} /> } },
  );
  return { getList, uploadSpreadsheet, registerSpreadsheet, ownAsks };
}

/** The card's notice (the MUI Alert inside the upload card). */
const notice = (text: string | RegExp) => screen.findByText(text, {}, slow).then((node) => node.closest('.MuiAlert-root') as HTMLElement);

describe('SpreadsheetUploadCard', { timeout: 120_000 }, () => {
  it('refuses an empty file before any request, naming it, as it refuses a wrong type', async () => {
    const user = userEvent.setup();
    const { uploadSpreadsheet } = renderPage([batch('b1', PENDING)]);
    await screen.findByText('older.xlsx', {}, slow);
    await user.upload(chooser(), new File([], 'empty.csv', { type: 'text/csv' }));
    const refusal = await notice('"empty.csv" is empty');
    expect(refusal.className).toMatch(/MuiAlert-colorError/);
    expect(uploadSpreadsheet).not.toHaveBeenCalled();
    expect(screen.queryByText(/Failed to upload file to S3/)).not.toBeInTheDocument();

    // The same file with content goes up.
    await user.upload(chooser(), csv('empty.csv'));
    await waitFor(() => expect(uploadSpreadsheet).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('"empty.csv" is empty')).not.toBeInTheDocument();
  });

  it('a registration whose answer never came says the file may be importing already, and asks for the list again', async () => {
    const user = userEvent.setup();
    const { getList, uploadSpreadsheet } = renderPage([batch('b1', PENDING)]);
    await screen.findByText('older.xlsx', {}, slow);
    // The file is stored, its registration sent, and no answer comes (the http layer's "could not be reached").
    uploadSpreadsheet.mockRejectedValueOnce(Object.assign(new Error('app.common.unreachable'), { status: 0, body: { messages: ['app.common.unreachable'] } }));
    const asked = getList.mock.calls.length;
    await user.upload(chooser(), csv('units.csv'));
    const said = await notice(/units\.csv was sent, but the answer did not arrive/);
    expect(said).toHaveTextContent('The list below shows it if so; choosing it again asks before importing it twice.');
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(asked));
  });

  it('says the batch is being processed, then that it failed and why, in red, from the list it polls', async () => {
    const user = userEvent.setup();
    const reason = 'Missing columns: Plot Type, Price Per Sq Ft';
    const pending = Array.from({ length: 4 }, () => batch('b1', PENDING));
    const { getList, ownAsks } = renderPage([...pending, batch('b1', PROCESSING), batch('b1', FAILED, { error: reason })]);
    await screen.findByText('older.xlsx', {}, slow);
    await user.upload(chooser(), csv());

    const processing = await notice('new-plots.csv was uploaded; it is being processed.');
    expect(processing.className).toMatch(/MuiAlert-colorInfo/);
    expect(processing).toHaveAttribute('role', 'status');

    const failed = await notice('new-plots.csv could not be imported.');
    expect(failed.className).toMatch(/MuiAlert-colorError/);
    expect(failed).toHaveAttribute('role', 'alert');
    expect(failed).toHaveTextContent(reason);
    expect(screen.queryByText(/being processed\./)).not.toBeInTheDocument();
    // No row was read: nothing to link to.
    expect(within(failed).queryByRole('link')).not.toBeInTheDocument();
    // One poller: the card read what the list fetched and asked nothing itself.
    expect(ownAsks).toEqual([]);
    expect(getList.mock.calls.every(([, params]) => !(params as { filter: { q?: string } }).filter.q)).toBe(true);
  });

  it('says how a batch with failed rows ended, in amber, with the counts and a link to its rows', async () => {
    const user = userEvent.setup();
    renderPage([batch('b2', PENDING), batch('b2', PROCESSED_WITH_ERRORS, { totalRows: 5, processedRows: 3, failedRows: 2 })]);
    await screen.findByText('older.xlsx', {}, slow);
    await user.upload(chooser(), csv());
    const ended = await notice('new-plots.csv was processed with errors (imported: 3, failed: 2).');
    expect(ended.className).toMatch(/MuiAlert-colorWarning/);
    expect(within(ended).getByRole('link', { name: 'Show the rows' })).toHaveAttribute('href', '/property/excel-list/b2');
  });

  it('says a fully imported batch was imported, in green', async () => {
    const user = userEvent.setup();
    renderPage([batch('b3', PENDING), batch('b3', PROCESSED, { totalRows: 4, processedRows: 4 })]);
    await screen.findByText('older.xlsx', {}, slow);
    await user.upload(chooser(), csv());
    const ended = await notice('new-plots.csv was imported (rows imported: 4).');
    expect(ended.className).toMatch(/MuiAlert-colorSuccess/);
    // The keyboard is back on the chooser, not left on the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose a file (.xlsx or .csv)' })).toHaveFocus());
    expect(within(ended).getByRole('link', { name: 'Show the rows' })).toHaveAttribute('href', '/property/excel-list/b3');
  });

  it('asks by itself, by the file name, every few seconds, when the list on screen does not show the batch', async () => {
    const user = userEvent.setup();
    const { ownAsks } = renderPage([batch('b4', PENDING), batch('b4', PENDING), batch('b4', FAILED, { error: 'The file is empty' })], { listShowsIt: false });
    await screen.findByText('older.xlsx', {}, slow);
    await user.upload(chooser(), csv());
    // The list reloads without it; the card asks (still pending), then again after BATCH_POLL_MS (3 s).
    const failed = await notice('new-plots.csv could not be imported.');
    expect(failed).toHaveTextContent('The file is empty');
    expect(ownAsks).toEqual(['new-plots.csv', 'new-plots.csv']);
  });

  it('asks before importing a file whose content was imported before; Cancel keeps it out, Import again imports it', async () => {
    const user = userEvent.setup();
    const { registerSpreadsheet } = renderPage([batch('b5', PENDING), batch('b5', PROCESSED, { totalRows: 2, processedRows: 2 })], { repeated: true });
    await screen.findByText('older.xlsx', {}, slow);
    await user.upload(chooser(), csv('april.csv'));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('Import this file again?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/april\.csv has the same content as older\.xlsx, imported on 2024\.03\.01 \d\d:\d\d: 2 properties were created from it\./);
    expect(chooser()).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Fading out, the question keeps its words (it showed its raw template, %{name}…).
    expect(dialog).toHaveTextContent(/april\.csv has the same content as older\.xlsx/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await notice('april.csv was not imported.')).className).toMatch(/MuiAlert-colorInfo/);
    expect(registerSpreadsheet).not.toHaveBeenCalled();

    await user.upload(chooser(), csv('april.csv'));
    await user.click(within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: 'Import again' }));
    expect(registerSpreadsheet).toHaveBeenCalledWith({ fileName: 'excel/2024/03/x-april.csv', originalFileName: 'april.csv' });
    await notice('april.csv was imported (rows imported: 2).');
    expect(screen.queryByText('april.csv was not imported.')).not.toBeInTheDocument();
  });

  it('after the session ended during an upload, says on coming back that the file was not imported', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => listAnswer([older]));
    const uploadSpreadsheet = vi.fn(async () => {
      throw new HttpError('Session is no longer valid, please log in again', 401, { message: 'Session is no longer valid, please log in again' });
    });
    const page = { pages: { '/property/excel-list': <ExcelBatchListPage pollMs={POLL_MS} /> } };
    const first = renderPropertyAdmin('/property/excel-list', { getList, uploadSpreadsheet }, page);
    await screen.findByText('older.xlsx', {}, slow);
    await user.upload(chooser(), csv('april.csv'));
    await waitFor(() => expect(uploadSpreadsheet).toHaveBeenCalled());
    // The failure has been handled (here, with no authProvider to sign out, the card shows it).
    await screen.findByText('Session is no longer valid, please log in again', {}, slow);
    // Signed in again, the admin comes back to the page.
    first.unmount();
    renderPropertyAdmin('/property/excel-list', { getList, uploadSpreadsheet }, page);
    expect(await notice('april.csv was not imported: the session ended during its upload. Choose it again.')).toBeInTheDocument();
    // Said once.
    cleanup();
    renderPropertyAdmin('/property/excel-list', { getList, uploadSpreadsheet }, page);
    await screen.findByText('older.xlsx', {}, slow);
    expect(screen.queryByText(/the session ended during its upload/)).not.toBeInTheDocument();
  });
});

describe('SpreadsheetUploadCard, an upload under way', { timeout: 120_000 }, () => {
  /** An upload that goes on until cancelled (its signal), when it fails as an aborted request does. */
  function renderUploading(percent = 40) {
    const uploadSpreadsheet = vi.fn(
      (_file: File, onProgress?: (percent: number) => void, signal?: AbortSignal) =>
        new Promise((_resolve, reject) => {
          onProgress?.(percent);
          signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const registerSpreadsheet = vi.fn();
    renderPropertyAdmin(
      '/property/excel-list',
      { getList: vi.fn(async () => listAnswer([older])), uploadSpreadsheet, registerSpreadsheet },
      { list: () => <p>Properties list</p>, pages: { '/property/excel-list': <ExcelBatchListPage pollMs={POLL_MS} /> } },
    );
    return { uploadSpreadsheet, registerSpreadsheet };
  }

  it('Cancel stops it: nothing is registered, and the card says nothing was imported', async () => {
    const user = userEvent.setup();
    const { uploadSpreadsheet, registerSpreadsheet } = renderUploading();
    await screen.findByText('older.xlsx', {}, slow);
    await user.upload(chooser(), csv('wrong-file.csv'));
    expect(await screen.findByText('Uploading wrong-file.csv…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the upload' }));
    expect(await notice('The upload of wrong-file.csv was cancelled: nothing was imported.')).toBeInTheDocument();
    expect((uploadSpreadsheet.mock.calls[0][2] as AbortSignal).aborted).toBe(true);
    expect(registerSpreadsheet).not.toHaveBeenCalled();
    expect(screen.queryByText('Uploading wrong-file.csv…')).not.toBeInTheDocument();
  });

  it('leaving the page asks first; staying keeps the upload going, leaving cancels it', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { uploadSpreadsheet } = renderUploading();
    await screen.findByText('older.xlsx', {}, slow);
    await user.upload(chooser(), csv('big.csv'));
    await screen.findByText('Uploading big.csv…');
    const toProperties = () => document.querySelector<HTMLAnchorElement>('a[href="/property"]')!;
    await user.click(toProperties());
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0][0]).toBe('big.csv is still uploading: leaving cancels it, and nothing is imported. Leave anyway?');
    expect(screen.getByText('Uploading big.csv…')).toBeInTheDocument();
    expect((uploadSpreadsheet.mock.calls[0][2] as AbortSignal).aborted).toBe(false);
    await user.click(toProperties());
    expect(await screen.findByText('Properties list')).toBeInTheDocument();
    expect((uploadSpreadsheet.mock.calls[0][2] as AbortSignal).aborted).toBe(true);
    confirm.mockRestore();
  });

  it('with every byte sent and storage not answering yet (99 %), Cancel is still there', async () => {
    const user = userEvent.setup();
    const { uploadSpreadsheet } = renderUploading(99);
    await screen.findByText('older.xlsx', {}, slow);
    await user.upload(chooser(), csv('stuck.csv'));
    await screen.findByText('Uploading stuck.csv…');
    await user.click(screen.getByRole('button', { name: 'Cancel the upload' }));
    expect(await notice('The upload of stuck.csv was cancelled: nothing was imported.')).toBeInTheDocument();
    expect((uploadSpreadsheet.mock.calls[0][2] as AbortSignal).aborted).toBe(true);
  });

  it('once the file is up and its import is being registered, it can no longer be cancelled, and leaving asks nothing', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderUploading(100);
    await screen.findByText('older.xlsx', {}, slow);
    await user.upload(chooser(), csv('sent.csv'));
    await screen.findByText('Uploading sent.csv…');
    expect(screen.getByRole('button', { name: 'Cancel the upload' })).toBeDisabled();
    await user.click(document.querySelector<HTMLAnchorElement>('a[href="/property"]')!);
    expect(await screen.findByText('Properties list')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
