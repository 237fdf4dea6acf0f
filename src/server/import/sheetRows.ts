/**
 * Streams the rows of an uploaded spreadsheet as text cells: the first worksheet of an .xlsx through exceljs's
 * streaming WorkbookReader, or a .csv through our streaming parser. Neither holds more than the current row
 * (plus, for .xlsx files that use a shared-strings table, that table, kept compact: see readXlsxRows).
 */
import './zipReaderEnd';
import ExcelJS from 'exceljs';
import { Transform, type Readable } from 'node:stream';
import { serverText } from '@shared/serverMessages';
import { readCsvRows, type SheetRow } from './csvRows';

export type { SheetRow };
export type SheetFormat = 'xlsx' | 'csv';

/** How long an .xlsx read may go without a byte of the file moving or a row coming out before it counts as stuck. */
export const XLSX_STALL_MS = 10_000;

export type ReadSheetOptions = { stallMs?: number };

type ReasonKey = 'importReasonNotXlsx' | 'importReasonTruncated' | 'importReasonDamaged';

/** A reading failure whose reason is in the server's message catalogue (so the admin shows it translated). */
class SheetReadError extends Error {
  constructor(reason: ReasonKey) {
    super(serverText(reason));
  }
}

/**
 * Why a read failed, as the batch tells it: the catalogue's words for the usual failures (not a workbook, a file
 * cut short, a damaged archive), else the reader's own message.
 */
export function readFailureReason(error: unknown): string {
  if (error instanceof SheetReadError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (/^invalid signature/i.test(message)) return serverText('importReasonNotXlsx'); // not a zip archive
  if (message === 'FILE_ENDED') return serverText('importReasonTruncated');
  if (typeof code === 'string' && code.startsWith('Z_')) return serverText('importReasonDamaged'); // zlib: bad data
  if (/^\d+:\d+: /.test(message)) return serverText('importReasonDamaged'); // the XML parser: garbage in a part
  // The reader tripping over a part it did not expect (a browser audit saw exceljs's "Cannot read properties of
  // undefined (reading 'sheets')" shown to the admin, in every language): developer wording, never shown.
  if (error instanceof TypeError) return serverText('importReasonDamaged');
  return message.slice(0, 300);
}

export function sheetFormatOf(fileName: string): SheetFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xlsx')) return 'xlsx';
  if (lower.endsWith('.csv')) return 'csv';
  return null;
}

export async function* readSheetRows(input: Readable, format: SheetFormat, options: ReadSheetOptions = {}): AsyncGenerator<SheetRow> {
  try {
    if (format === 'csv') yield* readCsvRows(input);
    else yield* failWhenStuck(input, readXlsxRows, options.stallMs ?? XLSX_STALL_MS);
  } finally {
    input.destroy();
  }
}

/**
 * exceljs can wait forever on a damaged archive: an inflate error in the worksheet it is copying to a temporary
 * file is never reported (its loop over the archive's entries is not listening at that moment), and the import
 * would stay "processing" with the worker stuck on it. Here a read during which no byte of the file moves and no
 * row comes out for `stallMs` fails as a damaged file. Only time spent waiting for a row counts: the consumer
 * storing rows between two asks is not the reader stalling.
 */
async function* failWhenStuck(input: Readable, read: (source: Readable) => AsyncGenerator<SheetRow>, stallMs: number): AsyncGenerator<SheetRow> {
  let movedAt = Date.now();
  const source = new Transform({
    transform(chunk, _encoding, done) {
      movedAt = Date.now();
      done(null, chunk);
    },
  });
  input.on('error', (error) => source.destroy(error));
  input.pipe(source);
  const rows = read(source);
  let stuck = false;
  try {
    for (;;) {
      movedAt = Date.now();
      const next = await new Promise<IteratorResult<SheetRow>>((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout>;
        const check = () => {
          const idle = Date.now() - movedAt;
          if (idle < stallMs) timer = setTimeout(check, stallMs - idle);
          else {
            stuck = true;
            reject(new SheetReadError('importReasonDamaged'));
          }
        };
        timer = setTimeout(check, stallMs);
        rows.next().then(
          (result) => {
            clearTimeout(timer);
            resolve(result);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
      if (next.done) return;
      yield next.value;
    }
  } finally {
    source.destroy();
    // A stuck reader is still inside its pending step: asking it to return would wait for that step, forever.
    if (!stuck) await rows.return(undefined).catch(() => undefined);
  }
}

type WorkbookItem = { eventType?: string; value?: AsyncIterable<ExcelJS.Row>; index?: number; text?: unknown };

async function* readXlsxRows(input: Readable): AsyncGenerator<SheetRow> {
  // Shared strings 'emit' (not 'cache'): exceljs's cache keeps each string as the XML parser produced it, a slice
  // or concatenation that pins the parser's text chunks: +90 MB of heap (+150 MB RSS) for the 211,000 strings of
  // a 100,000-row file. We keep our own table of compact copies instead (+23 MB of heap for the same file).
  // In 'emit' mode exceljs parks every worksheet in a temporary file until the whole archive (with the shared
  // strings) is read, as it already did for files that store the strings after the sheets (Excel's order).
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'emit',
    hyperlinks: 'ignore',
    // Cached so that a number Excel shows as a date reads as that date: ignored, a price typed "12-5" (which Excel
    // turns into 12 May) was imported as 46154 with no error. Then it fails as not a number, showing the date.
    // The styles table is small, and reading the 10k-row bench file cost the same (bench/.work/s26styles.ts).
    styles: 'cache',
    entries: 'ignore',
  });
  const sharedStrings: string[] = [];
  for await (const item of workbook.parse() as unknown as AsyncIterable<WorkbookItem>) {
    if (item.index !== undefined) {
      sharedStrings[item.index] = compactCopy(cellText(item.text));
      continue;
    }
    if (item.eventType !== 'worksheet' || !item.value) continue;
    for await (const row of item.value) {
      const raw = row.values as unknown[];
      const values: string[] = [];
      // exceljs row values are 1-based and sparse.
      for (let i = 1; i < raw.length; i++) values.push(cellText(raw[i], sharedStrings));
      // An empty shared string is a cell here where exceljs's cache made it none: same row either way.
      while (values.length > 0 && values[values.length - 1] === '') values.pop();
      if (values.length > 0) yield { rowNumber: row.number, values };
    }
    return;
  }
  // A damaged archive can end quietly instead of failing: without a worksheet it is not a workbook.
  throw new SheetReadError('importReasonNotXlsx');
}

/** A flat copy of a string that holds no reference to the text it was cut from. */
const compactCopy = (s: string) => (s === '' ? s : Buffer.from(s, 'utf8').toString('utf8'));

/** The text a cell shows: rich text joined, hyperlinks by their text, formulas by their cached result. */
export function cellText(value: unknown, sharedStrings: readonly string[] = []): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown; sharedString?: unknown };
    if (typeof v.sharedString === 'number') return sharedStrings[v.sharedString] ?? '';
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text ?? '').join('');
    if (v.text !== undefined) return cellText(v.text, sharedStrings);
    if ('result' in v) return cellText(v.result, sharedStrings);
  }
  return '';
}
