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
  let ready: SheetRow[] = [];

  const endRecord = () => {
    record.push(field);
    field = '';
    rowNumber += 1;
    if (record.length > 1 || record[0] !== '') ready.push({ rowNumber, values: record });
    record = [];
  };

  // Jumps from delimiter to delimiter instead of walking every character.
  const special = /[,\r\n"]/g;
  const consume = (text: string) => {
    let i = 0;
    while (i < text.length) {
      if (afterCr) {
        afterCr = false;
        if (text.charCodeAt(i) === 10) {
          i++;
          continue;
        }
      }
      if (quotePending) {
        quotePending = false;
        if (text.charCodeAt(i) === 34) {
          field += '"';
          i++;
          continue;
        }
        inQuotes = false;
      }
      if (inQuotes) {
        const close = text.indexOf('"', i);
        if (close < 0) {
          field += text.slice(i);
          return;
        }
        field += text.slice(i, close);
        quotePending = true;
        i = close + 1;
        continue;
      }
      special.lastIndex = i;
      const found = special.exec(text);
      if (!found) {
        field += text.slice(i);
        return;
      }
      const at = found.index;
      const ch = text.charCodeAt(at);
      if (ch === 34) {
        // A quote opens a quoted field only at the field's start; elsewhere it is an ordinary character.
        if (at === i && field === '') inQuotes = true;
        else field += text.slice(i, at + 1);
        i = at + 1;
        continue;
      }
      field += text.slice(i, at);
      if (ch === 44) {
        record.push(field);
        field = '';
      } else {
        endRecord();
        afterCr = ch === 13;
      }
      i = at + 1;
    }
  };

  for await (const chunk of input) {
    consume(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    const done = ready;
    ready = [];
    yield* done;
  }
  consume(decoder.decode());
  if (quotePending) inQuotes = false;
  if (field !== '' || record.length > 0) endRecord();
  yield* ready;
}
