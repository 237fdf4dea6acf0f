/** The import's reading half in its worker thread: the same chunks as in-process, cancellation, shared strings. */
import ExcelJS from 'exceljs';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { propertyImportExample } from '@shared/resources/propertyImport';
import { createReaderThread } from '@server/import/readerThread';
import { readChunks, type ReadEvent, type ReadJob } from '@server/import/rowChunks';
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

/** Events with the random ids the chunk's properties get replaced by their order, to compare two reads. */
function comparable(events: ReadEvent[]) {
  return events.map((e) => {
    if (e.type !== 'chunk') return e;
    const props = JSON.parse(e.chunk.properties.json) as Record<string, unknown>[];
    const excelRows = JSON.parse(e.chunk.excelRows.json) as Record<string, unknown>[];
    const strip = (p: Record<string, unknown>) => ({ ...p, _id: undefined, faqs: undefined, reviews: undefined, images: undefined });
    return { ...e.chunk, properties: props.map(strip), excelRows: excelRows.map((r) => ({ ...r, propertyId: r.propertyId ? 'set' : null })) };
  });
}

describe('import reader thread', () => {
  const reader = createReaderThread({ idleMs: 5_000 });
  afterAll(() => reader.close());

  it('yields the same chunks and end as reading in-process, resuming after a stored row', async () => {
    const csv = toCsvText(rows(11));
    const inThread = await collect(reader.read(Readable.from([Buffer.from(csv)]), job({ resumeAfterRow: 3, rowsAlreadyRead: 2 })));
    const inProcess = await collect(readChunks(Readable.from([Buffer.from(csv)]), job({ resumeAfterRow: 3, rowsAlreadyRead: 2 })));
    expect(comparable(inThread)).toEqual(comparable(inProcess));
    expect(inThread.map((e) => (e.type === 'chunk' ? [e.chunk.rowCount, e.chunk.validCount, e.chunk.lastRowNumber] : e.type))).toEqual([
      [4, 3, 7],
      [4, 3, 11],
      [1, 1, 12],
      'end',
    ]);
    expect(inThread.at(-1)).toEqual({ type: 'end', sawHeaders: true, readError: null, overLimit: false, lastRowNumber: 12 });
  });

  it('reports missing columns, and a file that stops being readable mid-way', async () => {
    const noAddress = await collect(reader.read(Readable.from([Buffer.from('Property No,Reviews\r\nA,B\r\n')]), job()));
    expect(noAddress).toEqual([{ type: 'missingColumns', columns: expect.arrayContaining(['Address']) }]);

    const broken = new Readable({ read() {} });
    broken.push(Buffer.from(toCsvText(rows(6))));
    setTimeout(() => broken.destroy(new Error('disk gone')), 50);
    const events = await collect(reader.read(broken, job({ chunkSize: 100 })));
    expect(events.at(-1)).toMatchObject({ type: 'end', sawHeaders: true, readError: 'disk gone', lastRowNumber: 7 });
    expect(events.filter((e) => e.type === 'chunk')).toHaveLength(1);
  });

  it('can stop after the first chunk and then read the next file', async () => {
    const big = Buffer.from(toCsvText(rows(400)));
    for await (const event of reader.read(Readable.from([big]), job())) {
      expect(event.type).toBe('chunk');
      break;
    }
    const next = await collect(reader.read(Readable.from([Buffer.from(toCsvText(rows(2)))]), job()));
    expect(next.map((e) => e.type)).toEqual(['chunk', 'end']);
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
