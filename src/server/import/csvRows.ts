/**
 * A streaming RFC 4180 CSV reader: quoted fields with commas, doubled quotes and line breaks, CRLF or LF
 * line ends, a UTF-8 byte-order mark. Fields are separated by commas, or by semicolons when the header line has
 * more of those: Excel saves CSV with semicolons where the decimal separator is a comma (French, Romanian). It holds one record at a time, so memory does not grow with the file
 * (exceljs's CSV reader loads the whole file into a workbook first).
 */
import type { Readable } from 'node:stream';
import { serverText } from '@shared/serverMessages';

/**
 * `decimalComma`: the row comes from a semicolon-separated file, whose numbers use a decimal comma (4 500,50), as
 * Excel writes them where semicolons separate fields.
 */
export type SheetRow = { rowNumber: number; values: string[]; decimalComma?: true };

const MAX_QUOTED_FIELD = 1_000_000;
const openQuote = (row: number) => new Error(serverText('importReasonOpenQuote', { row: String(row) }));

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
    if (record.length > 1 || record[0] !== '') ready.push(separator === 59 ? { rowNumber, values: record, decimalComma: true } : { rowNumber, values: record });
    record = [];
  };

  // Jumps from delimiter to delimiter instead of walking every character. Set from the header line.
  let special = /[,\r\n"]/g;
  let separator = 44;
  let separatorKnown = false;
  const detectSeparator = (text: string) => {
    const lineEnd = text.search(/[\r\n]/);
    const header = lineEnd < 0 ? text : text.slice(0, lineEnd);
    const count = (ch: string) => header.split(ch).length - 1;
    if (count(';') > count(',')) {
      special = /[;\r\n"]/g;
      separator = 59;
    }
    separatorKnown = true;
  };
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
          // Far longer than any cell (rowChunks cuts cells at 10,000 characters): the quote is unclosed, and the
          // rest of a 100 MB file would otherwise be held as this one field.
          if (field.length > MAX_QUOTED_FIELD) throw openQuote(rowNumber + 1);
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
      if (ch === separator) {
        record.push(field);
        field = '';
      } else {
        endRecord();
        afterCr = ch === 13;
      }
      i = at + 1;
    }
  };

  // The text read before the header line's end is held back until the separator is known.
  let head = '';
  for await (const chunk of input) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (!separatorKnown) {
      head += text;
      if (!/[\r\n]/.test(head)) continue;
      detectSeparator(head);
      text = head;
      head = '';
    }
    consume(text);
    const done = ready;
    ready = [];
    yield* done;
  }
  let rest = decoder.decode();
  if (!separatorKnown) {
    rest = head + rest;
    detectSeparator(rest);
  }
  consume(rest);
  if (quotePending) inQuotes = false;
  // A quote never closed made the rest of the file one cell of one row, which failed for what it held
  // ("Residential" is not a number), not for the quote (audit). The rows before it stand.
  if (inQuotes) throw openQuote(rowNumber + 1);
  if (field !== '' || record.length > 0) endRecord();
  yield* ready;
}
