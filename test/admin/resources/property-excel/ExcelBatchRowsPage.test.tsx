import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { retryUnlessRefused } from '@admin/providers/httpErrors';
import { ExcelBatchRowsPage } from '@admin/resources/property-excel-rows/ExcelBatchRowsPage';
import { renderPropertyAdmin } from '../property/harness';
import { captureDownloads } from '@test/helpers/downloads';
import { onPhoneScreen } from '@test/helpers/phoneScreen';

const rows = [
  {
    id: 'r2',
    _id: 'r2',
    batchId: 'b1',
    rowNumber: 2,
    status: 1,
    data: { Address: 'Plot 1, Kokapet', 'Property No': 'KKP-1' },
    errors: [],
    propertyId: 'p9',
    createdAt: '2024-03-05T10:20:00.000Z',
  },
  {
    id: 'r3',
    _id: 'r3',
    batchId: 'b1',
    rowNumber: 3,
    status: 3,
    data: { Address: 'Plot 2, Narsingi', 'Price Per Sq Ft': 'cheap' },
    errors: [
      { field: 'pricePerSqft', message: 'app.validation.pricePerSqft' },
      { field: 'faqs.0.answer', message: 'app.validation.faqAnswer' },
      { field: 'images.1', message: 'app.validation.storedFileMissing', args: { file: 'property/images/typo.jpg' } },
    ],
    propertyId: null,
    createdAt: '2024-03-05T10:20:00.000Z',
  },
];

const slow = { timeout: 8000 };

/** The rows page of a finished batch opened at an address with `filter`; the addresses it goes to are recorded. */
function openRowsWithFilter(filter: string) {
  const batch = { id: 'b1', _id: 'b1', originalFileName: 'listing.xlsx', status: 4, totalRows: 2, processedRows: 1, failedRows: 1 };
  const getManyReference = vi.fn(async (_resource: string, _params: object) => ({ data: rows, total: 2, meta: { batch } }));
  const searches: string[] = [];
  renderPropertyAdmin(
    `/property/excel-list/b1?filter=${encodeURIComponent(filter)}`,
    { getManyReference },
    { pages: { '/property/excel-list/:id': <ExcelBatchRowsPage /> }, onLocation: (l) => searches.push(decodeURIComponent(l.search)) },
  );
  return { getManyReference, searches };
}

describe('ExcelBatchRowsPage', { timeout: 120_000 }, () => {
  it('lists the rows of the batch with their status and, for a failed row, each column and message', async () => {
    const user = userEvent.setup();
    const batch = { id: 'b1', _id: 'b1', originalFileName: 'listing.xlsx', status: 4, totalRows: 25, processedRows: 23, failedRows: 2 };
    const getManyReference = vi.fn(async (_resource: string, _params: object) => ({ data: rows, total: 25, meta: { batch } }));
    renderPropertyAdmin('/property/excel-list/b1', { getManyReference }, { pages: { '/property/excel-list/:id': <ExcelBatchRowsPage /> } });

    const failed = (await screen.findByText('Plot 2, Narsingi', {}, slow)).closest('tr')!;
    // The rows answer names its batch: the page says which file it is and how it ended, even on a direct visit.
    expect(screen.getByRole('heading', { name: 'Rows of listing.xlsx', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Processed with errors')).toBeInTheDocument();
    expect(screen.getByText('25 rows: 23 imported, 2 failed')).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith(
      'property-excel-rows',
      expect.objectContaining({ target: 'batchId', id: 'b1', pagination: { page: 1, perPage: 10 }, sort: { field: 'rowNumber', order: 'ASC' } }),
    );
    expect(within(failed).getByText('3')).toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Price Per Sq Ft')).toBeInTheDocument();
    expect(within(failed).getByText(/Please enter price per Sq ft/)).toBeInTheDocument();
    expect(within(failed).getByText('FAQs')).toBeInTheDocument();
    expect(within(failed).getByText(/Please enter answer/)).toBeInTheDocument();
    expect(within(failed).getByText('Images')).toBeInTheDocument();
    expect(within(failed).getByText(/No uploaded file is stored as property\/images\/typo\.jpg: upload it first/)).toBeInTheDocument();

    const imported = screen.getByText('Plot 1, Kokapet').closest('tr')!;
    expect(within(imported).getByText('Processed')).toBeInTheDocument();
    expect(within(imported).getByText('KKP-1')).toBeInTheDocument();
    expect(within(imported).getByRole('link', { name: 'Open the property' })).toHaveAttribute('href', '/property/p9');

    await user.type(screen.getByPlaceholderText('Search'), 'Narsingi');
    await waitFor(() => expect(getManyReference.mock.calls.at(-1)![1]).toMatchObject({ filter: { q: 'Narsingi' } }), slow);

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(getManyReference.mock.calls.at(-1)![1]).toMatchObject({ pagination: { page: 2, perPage: 10 } }), slow);
  });

  it('opens with the filter its address gives (the failed rows, from the batch list) and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    const { getManyReference, searches } = openRowsWithFilter('{"status":3,"junk":1}');
    await screen.findByText('Plot 2, Narsingi', {}, slow);
    expect(getManyReference.mock.calls.every(([, params]) => (params as { filter: { status?: number } }).filter.status === 3)).toBe(true);
    expect(getManyReference.mock.calls[0][1]).toMatchObject({ filter: { status: 3 } });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Failed');
    // What the filters cannot show is left out of the query and of the address.
    await waitFor(() => expect(searches.at(-1)).toBe('?filter={"status":3}'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    // With a value chosen, react-admin names the empty choice (All) "Clear value".
    await user.click(await screen.findByRole('option', { name: 'Clear value' }));
    await waitFor(() => expect(getManyReference.mock.calls.at(-1)![1]).toMatchObject({ filter: {} }), slow);
    await waitFor(() => expect(searches.at(-1)).toBe(''));
  });

  it('offers Clear filters while a filter narrows the rows, and clearing shows them all', async () => {
    const user = userEvent.setup();
    const { getManyReference, searches } = openRowsWithFilter('{"status":3}');
    await screen.findByText('Plot 2, Narsingi', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(getManyReference.mock.calls.at(-1)![1]).toMatchObject({ filter: {} }), slow);
    await waitFor(() => expect(searches.at(-1)).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows only the failed rows when asked (status All, Processed, Failed)', async () => {
    const user = userEvent.setup();
    const batch = { id: 'b1', _id: 'b1', originalFileName: 'listing.xlsx', status: 4, totalRows: 2, processedRows: 1, failedRows: 1 };
    const getManyReference = vi.fn(async (_resource: string, _params: object) => ({ data: rows, total: 2, meta: { batch } }));
    renderPropertyAdmin('/property/excel-list/b1', { getManyReference }, { pages: { '/property/excel-list/:id': <ExcelBatchRowsPage /> } });
    await screen.findByText('Plot 2, Narsingi', {}, slow);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All', 'Processed', 'Failed']);
    await user.click(screen.getByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(getManyReference.mock.calls.at(-1)![1]).toMatchObject({ filter: { status: 3 } }), slow);
  });

  it('exports the failed rows in the template’s columns, with the row and its errors, ready to be corrected and uploaded again', async () => {
    const user = userEvent.setup();
    const batch = { id: 'b1', _id: 'b1', originalFileName: 'Listing June.xlsx', status: 4, totalRows: 25, processedRows: 23, failedRows: 2 };
    const failedRows = [{ ...rows[1], data: { ...rows[1].data, latitude: '17.38', Longitude: '78.33', Notes: 'kept out' } }];
    const getManyReference = vi.fn(async (_resource: string, params: { filter: { status?: number } }) =>
      params.filter.status === 3 ? { data: failedRows, total: 1, meta: { batch } } : { data: rows, total: 25, meta: { batch } },
    );
    const getListAll = vi.fn(async () => ({ data: failedRows, total: 1 }));
    const downloads = captureDownloads();
    try {
      renderPropertyAdmin('/property/excel-list/b1', { getManyReference, getListAll }, { pages: { '/property/excel-list/:id': <ExcelBatchRowsPage /> } });
      await screen.findByText('Plot 2, Narsingi', {}, slow);
      await user.click(screen.getByRole('combobox', { name: /^Status/ }));
      await user.click(await screen.findByRole('option', { name: 'Failed' }));
      await waitFor(() => expect(screen.queryByText('Plot 1, Kokapet')).not.toBeInTheDocument(), slow);
      await user.click(screen.getByRole('button', { name: 'Export CSV (1 row)' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(getListAll).toHaveBeenCalledWith('property-excel-rows', expect.objectContaining({ id: 'b1', filter: { status: 3 } }));
      expect(downloads.files.map((f) => f.name)).toEqual(['listing-june-failed.csv']);
      const [header, line] = await downloads.csvLines();
      const headers = header.split(',');
      expect(headers.slice(0, 3)).toEqual(['Address', 'Property No', 'Area Of Plot']);
      expect(headers.slice(-4)).toEqual(['Longitude', 'Active', 'Row', 'Errors']);
      expect(line).toMatch(/^"Plot 2, Narsingi",,/);
      expect(line).toContain(',cheap,');
      expect(line).toMatch(
        /,17\.38,78\.33,,3,"Price Per Sq Ft: Please enter price per Sq ft; FAQs: Please enter answer; Images: No uploaded file is stored as property\/images\/typo\.jpg: upload it first \(Image Upload\), or use an http\(s\) link"$/,
      );
      expect(line).not.toContain('kept out');
    } finally {
      downloads.restore();
    }
  });

  it('says a row’s property was deleted since it was imported; a failed row, which made none, shows nothing there', async () => {
    const batch = { id: 'b1', _id: 'b1', originalFileName: 'listing.xlsx', status: 4, totalRows: 3, processedRows: 2, failedRows: 1 };
    const deleted = { ...rows[0], id: 'r4', _id: 'r4', rowNumber: 4, data: { Address: 'Plot 4, Kokapet' }, propertyId: null, propertyDeleted: true };
    const data = [
      { ...rows[0], propertyDeleted: false },
      { ...rows[1], propertyDeleted: false },
      deleted,
    ];
    const getManyReference = vi.fn(async () => ({ data, total: 3, meta: { batch } }));
    renderPropertyAdmin('/property/excel-list/b1', { getManyReference }, { pages: { '/property/excel-list/:id': <ExcelBatchRowsPage /> } });

    const gone = (await screen.findByText('Plot 4, Kokapet', {}, slow)).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const propertyCell = (row: HTMLElement) => within(row).getAllByRole('cell')[headers.indexOf('Property')];
    expect(within(gone).getByText('Processed')).toBeInTheDocument();
    expect(propertyCell(gone)).toHaveTextContent(/^Deleted$/);
    expect(within(gone).queryByRole('link', { name: 'Open the property' })).not.toBeInTheDocument();

    const imported = screen.getByText('Plot 1, Kokapet').closest('tr')!;
    expect(within(propertyCell(imported)).getByRole('link', { name: 'Open the property' })).toHaveAttribute('href', '/property/p9');
    expect(propertyCell(screen.getByText('Plot 2, Narsingi').closest('tr')!)).toHaveTextContent(/^$/);
  });

  it('names an unknown choice with the accepted ones, and shows an error about the whole row without a column', async () => {
    const batch = { id: 'b1', _id: 'b1', originalFileName: 'template.xlsx', status: 4, totalRows: 2, processedRows: 0, failedRows: 2 };
    const data = [
      {
        ...rows[1],
        id: 'r2',
        _id: 'r2',
        rowNumber: 2,
        data: { Address: 'Plot 14, Road No. 3, Kokapet, Hyderabad 500075' },
        errors: [{ field: 'row', message: 'app.validation.templateExampleRow' }],
      },
      {
        ...rows[1],
        errors: [
          { field: 'plotType', message: 'app.validation.notAPlotType', args: { value: 'Castle', choices: 'Apartment, Housing, Residential' } },
          { field: 'approvals.1', message: 'app.validation.notAnApproval', args: { value: 'RERA', choices: 'HMDA, DTCP, GP, OTHER' } },
        ],
      },
    ];
    const getManyReference = vi.fn(async () => ({ data, total: 2, meta: { batch } }));
    renderPropertyAdmin('/property/excel-list/b1', { getManyReference }, { pages: { '/property/excel-list/:id': <ExcelBatchRowsPage /> } });

    const example = (await screen.findByText('Plot 14, Road No. 3, Kokapet, Hyderabad 500075', {}, slow)).closest('tr')!;
    expect(within(example).getByRole('listitem')).toHaveTextContent(/^This is the template's example row: replace it with your own data, or delete it$/);
    const choices = screen.getByText('Plot 2, Narsingi').closest('tr')!;
    expect(within(choices).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Plot Type: "Castle" is not a plot type; use one of: Apartment, Housing, Residential',
      'Approvals: "RERA" is not an approval; use one of: HMDA, DTCP, GP, OTHER',
    ]);
  });

  it('exports the rows of a file with decimal commas as that file was written, whatever the admin’s language', async () => {
    const user = userEvent.setup();
    const batch = { id: 'b1', _id: 'b1', originalFileName: 'annonces.csv', status: 6, totalRows: 1, processedRows: 0, failedRows: 1, decimalComma: true };
    const french = { ...rows[1], rowNumber: 2, data: { Address: 'Plot 2; Narsingi', 'Price Per Sq Ft': '4 500,50' }, errors: [{ field: 'faqs', message: 'app.validation.faqs' }] };
    const getManyReference = vi.fn(async () => ({ data: [french], total: 1, meta: { batch } }));
    const getListAll = vi.fn(async () => ({ data: [french], total: 1 }));
    const downloads = captureDownloads();
    try {
      renderPropertyAdmin('/property/excel-list/b1', { getManyReference, getListAll }, { pages: { '/property/excel-list/:id': <ExcelBatchRowsPage /> } });
      await screen.findByText('Plot 2; Narsingi', {}, slow);
      await user.click(screen.getByRole('button', { name: 'Export CSV (1 row)' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const [header, line] = await downloads.csvLines();
      // Semicolons, as the file had them, in an English admin: its "4 500,50" is read back as 4500.5.
      expect(header.split(';').slice(0, 2)).toEqual(['Address', 'Property No']);
      expect(line).toMatch(/^"Plot 2; Narsingi";;/);
      expect(line).toContain(';4 500,50;');
    } finally {
      downloads.restore();
    }
  });

  it('exports an error about the whole row without a column name', async () => {
    const user = userEvent.setup();
    const batch = { id: 'b1', _id: 'b1', originalFileName: 'template.csv', status: 6, totalRows: 1, processedRows: 0, failedRows: 1 };
    const example = { ...rows[1], rowNumber: 2, data: { Address: 'Plot 14' }, errors: [{ field: 'row', message: 'app.validation.templateExampleRow' }] };
    const getManyReference = vi.fn(async () => ({ data: [example], total: 1, meta: { batch } }));
    const getListAll = vi.fn(async () => ({ data: [example], total: 1 }));
    const downloads = captureDownloads();
    try {
      renderPropertyAdmin('/property/excel-list/b1', { getManyReference, getListAll }, { pages: { '/property/excel-list/:id': <ExcelBatchRowsPage /> } });
      await screen.findByText('Plot 14', {}, slow);
      expect(screen.getByText('1 row: 0 imported, 1 failed')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Export CSV (1 row)' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const [, line] = await downloads.csvLines();
      expect(line).toMatch(/,2,"This is the template's example row: replace it with your own data, or delete it"$/);
    } finally {
      downloads.restore();
    }
  });

  it('says the rows cannot be shown when the batch id is refused, at once (a 4xx is not retried), without an empty table', async () => {
    const getManyReference = vi.fn(async () => {
      throw new HttpError('Invalid id', 400, { statusCode: 5021, message: 'Invalid id' });
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });
    renderPropertyAdmin('/property/excel-list/not-a-batch', { getManyReference }, { pages: { '/property/excel-list/:id': <ExcelBatchRowsPage /> }, queryClient });
    expect(await screen.findByText(/These rows cannot be shown/, {}, slow)).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/of 10/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the spreadsheet imports' })).toBeInTheDocument();
  });

  it('when the server cannot be reached, keeps the page and its filters, says so with Retry, and Retry brings the rows', async () => {
    const user = userEvent.setup();
    const batch = { id: 'b1', _id: 'b1', originalFileName: 'listing.xlsx', status: 4, totalRows: 2, processedRows: 1, failedRows: 1 };
    let reachable = false;
    const getManyReference = vi.fn(async () => {
      if (!reachable) throw new HttpError('app.common.unreachable', 0, { message: 'app.common.unreachable' });
      return { data: rows, total: 2, meta: { batch } };
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderPropertyAdmin('/property/excel-list/b1', { getManyReference }, { pages: { '/property/excel-list/:id': <ExcelBatchRowsPage /> }, queryClient });
    expect(await screen.findByText(/This list could not be loaded/, {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(/These rows cannot be shown/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Plot 2, Narsingi', {}, slow)).toBeInTheDocument();
  });

  it('on a phone, shows each row as a card with its status, cells, errors and property, and sorts without headers', async () => {
    onPhoneScreen();
    const batch = { id: 'b1', _id: 'b1', originalFileName: 'listing.xlsx', status: 4, totalRows: 2, processedRows: 1, failedRows: 1 };
    const getManyReference = vi.fn(async () => ({ data: rows, total: 2, meta: { batch } }));
    renderPropertyAdmin('/property/excel-list/b1', { getManyReference }, { pages: { '/property/excel-list/:id': <ExcelBatchRowsPage /> } });
    const failed = (await screen.findByRole('heading', { name: 'Row 3' }, slow)).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Plot 2, Narsingi')).toBeInTheDocument();
    expect(within(failed).getByText('Price Per Sq Ft')).toBeInTheDocument();
    const imported = screen.getByRole('heading', { name: 'Row 2' }).closest('li')!;
    expect(within(imported).getByText('KKP-1')).toBeInTheDocument();
    expect(within(imported).getByRole('link', { name: 'Open the property' })).toHaveAttribute('href', '/property/p9');
    expect(screen.getByRole('button', { name: /Sort by/ })).toBeInTheDocument();
  });
});
