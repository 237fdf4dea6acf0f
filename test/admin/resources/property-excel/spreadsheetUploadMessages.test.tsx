/**
 * The upload card in the real admin over the real dataProvider and http layer (msw): one upload, one message (the
 * card's notice, no toast beside it); an empty file sends no request at all.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '@admin/providers/dataProvider';
import { createHttpClient } from '@admin/providers/httpClient';
import { apiUrl, listBody, recordRequests, withMswServer } from '@test/helpers/msw';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const server = withMswServer();
const IMPORT_STARTED = 'File uploaded: the import has started';

const pendingBatch = {
  _id: 'b1',
  fileName: 'excel/2024/03/abc-new-plots.csv',
  originalFileName: 'new-plots.csv',
  status: 2,
  totalRows: 0,
  processedRows: 0,
  failedRows: 0,
  error: null,
  createdAt: '2024-03-05T10:20:00.000Z',
  updatedAt: '2024-03-05T10:20:00.000Z',
};

function answerImport() {
  let uploaded = false;
  server.use(
    http.get(apiUrl('admin/property/excel/list'), () => HttpResponse.json(listBody(uploaded ? [pendingBatch] : []))),
    http.post(apiUrl('admin/property/excel/signed-url'), () =>
      HttpResponse.json({ message: 'Signed', data: { signedUrl: apiUrl('storage/upload/excel/abc-new-plots.csv?sig=1'), fileNameWithPrefix: 'excel/abc-new-plots.csv' } }),
    ),
    http.put(apiUrl('storage/upload/*'), () => HttpResponse.json({ message: 'File uploaded successfully', data: {} })),
    http.post(apiUrl('admin/property/excel/upload-file'), () => {
      uploaded = true;
      return HttpResponse.json({ message: IMPORT_STARTED, data: pendingBatch });
    }),
  );
  return recordRequests(server);
}

function renderPage() {
  const dataProvider = createDataProvider({ httpClient: createHttpClient({ delayMs: 0 }) });
  renderAdmin({ path: '/property/excel-list', dataProvider: { ...dataProvider } as never });
}

const chooser = () => screen.findByLabelText('Choose a file (.xlsx or .csv)');

describe('spreadsheet upload messages', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('one upload, one message: the card says it is being processed, and no toast repeats it', async () => {
    const user = userEvent.setup();
    const calls = answerImport();
    renderPage();
    await screen.findByText('No spreadsheet uploaded yet');
    await user.upload(await chooser(), new File(['Address,Property No\nA,1\n'], 'new-plots.csv', { type: 'text/csv' }));

    expect(await screen.findByText('new-plots.csv was uploaded; it is being processed.')).toBeInTheDocument();
    // The list has reloaded since: the registration's answer had every chance to become a toast by now.
    await screen.findByText('Updating while files are being processed…');
    expect(calls.filter((c) => c.url.pathname.endsWith('/excel/upload-file'))).toHaveLength(1);
    expect(screen.queryByText(IMPORT_STARTED)).not.toBeInTheDocument();
    expect(screen.queryByText(/File uploaded/)).not.toBeInTheDocument();
  });

  it('an empty file is refused, naming it, before any request', async () => {
    const user = userEvent.setup();
    const calls = answerImport();
    renderPage();
    await screen.findByText('No spreadsheet uploaded yet');
    const before = calls.length;
    await user.upload(await chooser(), new File([], 'empty.csv', { type: 'text/csv' }));
    expect(await screen.findByText('"empty.csv" is empty')).toBeInTheDocument();
    await waitFor(() => expect(calls.slice(before).map((c) => `${c.method} ${c.url.pathname}`)).toEqual([]));
    expect(screen.queryByText(/Failed to upload file to S3/)).not.toBeInTheDocument();
  });
});
