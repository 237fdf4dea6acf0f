import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { serverText } from '@shared/serverMessages';
import { readCsvRows } from '@server/import/csvRows';
import { readChunks } from '@server/import/rowChunks';
import { readFailureReason, readSheetRows } from '@server/import/sheetRows';

async function collect<T>(gen: AsyncGenerator<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of gen) out.push(x);
  return out;
}

/** Feeds the text in chunks of `size` bytes, so records and multi-byte characters straddle chunk borders. */
function chunked(text: string, size: number): Readable {
  const bytes = Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return Readable.from(parts);
}

describe('readCsvRows', () => {
  const csv =
    '\uFEFFAddress,Amenities,Note\r\n' +
    '"Plot 1, Kokapet","Pool; Gym","He said ""hi"""\r\n' +
    '\r\n' +
    'భూమి సర్వే,"two\nlines",plain\n' +
    'last,,';

  it.each([1, 2, 3, 7, 1000])('parses quotes, doubled quotes, line breaks and Telugu with chunks of %i bytes', async (size) => {
    const rows = await collect(readCsvRows(chunked(csv, size)));
    expect(rows).toEqual([
      { rowNumber: 1, values: ['Address', 'Amenities', 'Note'] },
      { rowNumber: 2, values: ['Plot 1, Kokapet', 'Pool; Gym', 'He said "hi"'] },
      { rowNumber: 4, values: ['భూమి సర్వే', 'two\nlines', 'plain'] },
      { rowNumber: 5, values: ['last', '', ''] },
    ]);
  });

  it.each([1, 5, 1000])('reads semicolon-separated files (Excel in French or Romanian), chunks of %i bytes', async (size) => {
    const text = '\uFEFFAddress;Amenities;Price Per Sq Ft\r\n"Plot 1; Kokapet";Pool, Gym;"4 500,50"\r\nశ్రీ;;x';
    const rows = await collect(readCsvRows(chunked(text, size)));
    expect(rows.map((r) => r.values)).toEqual([
      ['Address', 'Amenities', 'Price Per Sq Ft'],
      ['Plot 1; Kokapet', 'Pool, Gym', '4 500,50'],
      ['శ్రీ', '', 'x'],
    ]);
  });

  it('keeps a final record without a line end and a quoted empty field', async () => {
    const rows = await collect(readCsvRows(Readable.from([Buffer.from('a,""\nb,"x"')])));
    expect(rows.map((r) => r.values)).toEqual([
      ['a', ''],
      ['b', 'x'],
    ]);
  });

  it('stops at a quote that is never closed, naming its row, after yielding the rows before it', async () => {
    const rows: string[][] = [];
    const read = async () => {
      for await (const row of readCsvRows(chunked('Address,Plot Type\nPlot 1,Residential\n"Plot 2,Residential\nPlot 3,Residential\n', 7))) rows.push(row.values);
    };
    await expect(read()).rejects.toThrow(serverText('importReasonOpenQuote', { row: '3' }));
    expect(rows).toEqual([
      ['Address', 'Plot Type'],
      ['Plot 1', 'Residential'],
    ]);
    // Without reading the rest of a large file into that one cell.
    const endless = async function* () {
      yield Buffer.from('Address\n"Plot 1\n');
      for (let i = 0; i < 1000; i++) yield Buffer.alloc(64 * 1024, 'x');
      throw new Error('read to the end');
    };
    await expect(collect(readCsvRows(endless()))).rejects.toThrow(serverText('importReasonOpenQuote', { row: '2' }));
  });
});

describe('readSheetRows for .xlsx', () => {
  it('streams the first worksheet as text cells with the sheet row numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Properties');
    sheet.addRow(['Address', 'Price Per Sq Ft', 'Reviews']);
    sheet.addRow(['Gachibowli', 5500, { richText: [{ text: 'Good ' }, { text: 'roads' }] }]);
    sheet.getRow(4).values = ['Kondapur', { formula: '2*3', result: 6 }, ''];
    workbook.addWorksheet('Other').addRow(['ignored']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    const rows = await collect(readSheetRows(Readable.from([buffer]), 'xlsx'));
    expect(rows).toEqual([
      { rowNumber: 1, values: ['Address', 'Price Per Sq Ft', 'Reviews'] },
      { rowNumber: 2, values: ['Gachibowli', '5500', 'Good roads'] },
      { rowNumber: 4, values: ['Kondapur', '6'] },
    ]);
  });

  it('reads a small workbook whole every time: the zip reader no longer ends before the archive does', async () => {
    // About one read in 200–300 failed as damaged ("reading 'sheets'"): unzipper ended its entries when its input had
    // been written, while exceljs was parking the worksheet in a temporary file (src/server/import/zipReaderEnd.ts).
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Properties').addRows([['Address', 'Price Per Sq Ft'], ['Kokapet', 5500]]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const failures: string[] = [];
    for (let i = 0; i < 400; i++) {
      try {
        const rows = await collect(readSheetRows(Readable.from([buffer]), 'xlsx'));
        if (rows.length !== 2) failures.push(`read ${i}: ${rows.length} rows`);
      } catch (error) {
        failures.push(`read ${i}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads a number Excel shows as a date as that date, not as its day count (a price typed 12-5 becomes 12 May)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Properties');
    sheet.addRow(['Address', 'Price Per Sq Ft']);
    sheet.addRow(['Kokapet', new Date(Date.UTC(2026, 4, 12))]);
    sheet.addRow(['Kondapur', 5500]);
    sheet.getCell('B3').numFmt = '#,##0.00';
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    const rows = await collect(readSheetRows(Readable.from([buffer]), 'xlsx'));
    expect(rows.slice(1).map((row) => row.values)).toEqual([
      ['Kokapet', '2026-05-12'],
      ['Kondapur', '5500'],
    ]);
  });

  it('rejects a file that is not a workbook', async () => {
    await expect(collect(readSheetRows(Readable.from([Buffer.from('not a zip file at all')]), 'xlsx'))).rejects.toThrow();
  });
});

describe('a spreadsheet that cannot be read', () => {
  /** A workbook of `rows` varied rows, as Excel would store it (deflated worksheet, shared strings). */
  async function workbookBytes(rows: number): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Properties');
    sheet.addRow(['Address', 'Price Per Sq Ft']);
    for (let i = 1; i <= rows; i++) sheet.addRow([`Plot ${i * 7919}, Kokapet ${i % 97}`, 2500 + ((i * 104729) % 9000)]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  const job = { batchId: 'b1', format: 'xlsx' as const, resumeAfterRow: 0, rowsAlreadyRead: 0, chunkSize: 500, stallMs: 300 };

  async function endOf(bytes: Buffer) {
    const events = [];
    for await (const event of readChunks(Readable.from([bytes]), job)) if (event.type === 'end') events.push(event);
    return events[0];
  }

  it('says a file is not a workbook, in words the admin translates', async () => {
    await expect(collect(readSheetRows(Readable.from([Buffer.from('not a zip file at all')]), 'xlsx'))).rejects.toThrow();
    expect((await endOf(Buffer.from('Address,Price\nPlot 1,2500\n')))?.readError).toBe(serverText('importReasonNotXlsx'));
  });

  it('says a file the reader trips over (a TypeError inside it) is damaged, not in the reader’s developer wording', () => {
    expect(readFailureReason(new TypeError("Cannot read properties of undefined (reading 'sheets')"))).toBe(serverText('importReasonDamaged'));
  });

  it('says a file cut short ends too early', async () => {
    const whole = await workbookBytes(3000);
    expect((await endOf(whole.subarray(0, Math.floor(whole.length / 2))))?.readError).toBe(serverText('importReasonTruncated'));
  });

  it('fails a workbook damaged inside its worksheet as damaged, instead of waiting forever', async () => {
    const whole = await workbookBytes(3000);
    const sheetAt = whole.indexOf('xl/worksheets/sheet1.xml');
    expect(sheetAt).toBeGreaterThan(0);
    const damaged = (offset: number) => Buffer.from(whole).fill(7, sheetAt + offset, sheetAt + offset + 500);
    // Early in the compressed worksheet: an inflate error exceljs never reports (it would wait forever).
    expect(await endOf(damaged(1000))).toMatchObject({ type: 'end', readError: serverText('importReasonDamaged') });
    // Further in: garbage XML.
    expect(await endOf(damaged(8000))).toMatchObject({ type: 'end', readError: serverText('importReasonDamaged') });
  });
});
