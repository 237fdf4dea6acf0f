/**
 * unzipper 0.10, the zip reader inside exceljs, ends its stream of entries when its input has been written, not when
 * the archive's entries have been read (unzipper pull request #346, not merged). While exceljs parks a worksheet in
 * a temporary file, the input of a small workbook can finish first: the reader then never saw xl/workbook.xml or the
 * styles, and the file failed as damaged ("Cannot read properties of undefined (reading 'sheets')"), about one read
 * in 200–300 on this machine and more under load (a CI run; an earlier browser audit). Here the stream of entries
 * ends where the archive does: its end-of-central-directory record ends it. A file cut short still fails (the
 * reader asks for bytes that never come: FILE_ENDED).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

type Parse = ((options?: unknown) => NodeJS.EventEmitter) & { endsWithArchive?: boolean };

const require = createRequire(import.meta.url);
// The unzipper exceljs itself loads.
const unzipper = require(require.resolve('unzipper', { paths: [path.dirname(require.resolve('exceljs'))] })) as { Parse: Parse };

const original = unzipper.Parse;
if (!original.endsWithArchive) {
  const parse: Parse = (options) => {
    const zip = original(options);
    // Parse's own 'finish' listener: the one that emits 'end' (PullStream's only marks the input finished).
    const premature = zip.listeners('finish').find((listener) => /emit\(['"]end['"]\)/.test(String(listener)));
    if (premature) zip.removeListener('finish', premature as (...args: unknown[]) => void);
    return zip;
  };
  parse.endsWithArchive = true;
  unzipper.Parse = parse;
}
