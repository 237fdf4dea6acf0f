/** The import's reading half (rowChunks.ts): chunks, resume, missing columns, read errors; .xlsx shared strings. */
import ExcelJS from 'exceljs';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvText } from '@shared/csv';
import { propertyImportExample } from '@shared/resources/propertyImport';
import { readChunks, type ReadJob } from '@server/import/rowChunks';
import { readSheetRows } from '@server/import/sheetRows';
import { toCsvText } from './importHelpers';

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ ...propertyImportExample, Address: i % 5 === 4 ? '' : `Plot ${i + 1}, Kokapet` }));
const job = (over: Partial<ReadJob> = {}): ReadJob => ({ batchId: '00000000-0000-4000-8000-000000000001', format: 'csv', resumeAfterRow: 0, rowsAlreadyRead: 0, chunkSize: 4, ...over });

async function collect<T>(gen: AsyncGenerator<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of gen) out.push(x);
  return out;
}

describe('import row chunks', () => {

  it('yields chunks of valid and failed rows after the resume point, then the end', async () => {
    const csv = toCsvText(rows(11));
    const events = await collect(readChunks(Readable.from([Buffer.from(csv)]), job({ resumeAfterRow: 3, rowsAlreadyRead: 2 })));
    const [first] = events;
    if (first.type !== 'chunk') throw new Error('expected a chunk first');
    const excelRows = JSON.parse(first.chunk.excelRows.json) as { rowNumber: number; propertyId: string | null }[];
    const props = JSON.parse(first.chunk.properties.json) as { _id: string; address: string }[];
    expect(excelRows.map((r) => r.rowNumber)).toEqual([4, 5, 6, 7]);
    expect(excelRows.filter((r) => r.propertyId).map((r) => r.propertyId)).toEqual(props.map((p) => p._id));
    expect(props.map((p) => p.address)).toEqual(['Plot 3, Kokapet', 'Plot 4, Kokapet', 'Plot 6, Kokapet']);
    expect(events.map((e) => (e.type === 'chunk' ? [e.chunk.rowCount, e.chunk.validCount, e.chunk.lastRowNumber] : e.type))).toEqual([
      [4, 3, 7],
      [4, 3, 11],
      [1, 1, 12],
      'end',
    ]);
    expect(events.at(-1)).toEqual({ type: 'end', sawHeaders: true, readError: null, overLimit: false, lastRowNumber: 12 });
  });

  it('reads a rows file exported from the admin (formulas guarded with a quote) as the rows it holds', async () => {
    const address = '=HYPERLINK("https://example.in","Plot 9"), Kokapet';
    const row: Record<string, string> = { ...propertyImportExample, Address: address, 'Property No': '@P-9' };
    const csv = csvText([Object.keys(row), Object.values(row)], { guardFormulas: true });
    expect(csv).toContain(`"'=HYPERLINK`);
    const [first] = await collect(readChunks(Readable.from([Buffer.from(csv)]), job()));
    if (first.type !== 'chunk') throw new Error('expected a chunk first');
    const props = JSON.parse(first.chunk.properties.json) as { address: string; propertyNo: string }[];
    expect(props).toEqual([expect.objectContaining({ address, propertyNo: '@P-9' })]);
  });

  it('reports missing columns, and a file that stops being readable mid-way', async () => {
    const noAddress = await collect(readChunks(Readable.from([Buffer.from('Property No,Reviews\r\nA,B\r\n')]), job()));
    expect(noAddress).toEqual([{ type: 'missingColumns', columns: expect.arrayContaining(['Address']) }]);

    const broken = new Readable({ read() {} });
    broken.push(Buffer.from(toCsvText(rows(6))));
    setTimeout(() => broken.destroy(new Error('disk gone')), 50);
    const events = await collect(readChunks(broken, job({ chunkSize: 100 })));
    expect(events.at(-1)).toMatchObject({ type: 'end', sawHeaders: true, readError: 'disk gone', lastRowNumber: 7 });
    expect(events.filter((e) => e.type === 'chunk')).toHaveLength(1);
  });

  it('reads an .xlsx whose shared strings come after the sheet, as Excel saves them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-xlsx-'));
    try {
      const file = path.join(dir, 'shared.xlsx');
      const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
      const sheet = writer.addWorksheet('Properties');
      sheet.addRow(['Address', 'Note', 'Address']).commit();
      sheet.addRow(['Plot 1, Kokapet', '', 'Plot 1, Kokapet']).commit();
      sheet.addRow(['', 'only a note', '']).commit();
      sheet.commit();
      await writer.commit();
      const read = await collect(readSheetRows(createReadStream(file), 'xlsx'));
      expect(read).toEqual([
        { rowNumber: 1, values: ['Address', 'Note', 'Address'] },
        { rowNumber: 2, values: ['Plot 1, Kokapet', '', 'Plot 1, Kokapet'] },
        { rowNumber: 3, values: ['', 'only a note'] },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
