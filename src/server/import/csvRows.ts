/**
 * A streaming RFC 4180 CSV reader: quoted fields with commas, doubled quotes and line breaks, CRLF or LF
 * line ends, a UTF-8 byte-order mark. It holds one record at a time, so memory does not grow with the file
 * (exceljs's CSV reader loads the whole file into a workbook first).
 */
import type { Readable } from 'node:stream';

export type SheetRow = { rowNumber: number; values: string[] };

/** Yields every record with its 1-based record number; blank lines are counted but not yielded. */
export async function* readCsvRows(input: Readable | AsyncIterable<Buffer | string>): AsyncGenerator<SheetRow> {
  const decoder = new TextDecoder('utf-8');
  let field = '';
  let record: string[] = [];
  let inQuotes = false;
  // A quote just closed inside a quoted field: the next char decides between "" (escaped) and the field's end.
  let quotePending = false;
  let afterCr = false;
  let rowNumber = 0;
  const ready: SheetRow[] = [];

  const endRecord = () => {
    record.push(field);
    field = '';
    rowNumber += 1;
    if (record.length > 1 || record[0] !== '') ready.push({ rowNumber, values: record });
    record = [];
  };

  const consume = (text: string) => {
    let plainStart = -1;
    const flushPlain = (end: number) => {
      if (plainStart >= 0) field += text.slice(plainStart, end);
      plainStart = -1;
    };
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (afterCr) {
        afterCr = false;
        if (ch === 10) continue;
      }
      if (quotePending) {
        quotePending = false;
        if (ch === 34) {
          field += '"';
          continue;
        }
        inQuotes = false;
      }
      if (inQuotes) {
        if (ch === 34) {
          flushPlain(i);
          quotePending = true;
        } else if (plainStart < 0) plainStart = i;
        continue;
      }
      if (ch === 44 || ch === 10 || ch === 13) {
        flushPlain(i);
        if (ch === 44) {
          record.push(field);
          field = '';
        } else {
          endRecord();
          afterCr = ch === 13;
        }
      } else if (ch === 34 && field === '' && plainStart < 0) {
        inQuotes = true;
      } else if (plainStart < 0) plainStart = i;
    }
    flushPlain(text.length);
  };

  for await (const chunk of input) {
    consume(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    while (ready.length > 0) yield ready.shift()!;
  }
  consume(decoder.decode());
  if (quotePending) inQuotes = false;
  if (field !== '' || record.length > 0) endRecord();
  while (ready.length > 0) yield ready.shift()!;
}
