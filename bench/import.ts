/**
 * Part 4 — spreadsheet import (`npm run bench:import`): 10,000-row .xlsx and .csv files with 5 % invalid rows
 * through the real API flow (signed-url → PUT → upload-file), timed from upload-file to the batch's final status
 * (polled), with the server's peak RSS sampled from /proc; against the exceljs streaming-read floor of the same
 * file. Then 100,000 rows of each, for memory flatness. Each import runs on a fresh server with an empty
 * database. Flags: --repeats (2, for 10k), --bigRepeats (1, for 100k), --rows (10000), --bigRows (100000).
 */
import path from 'node:path';
import { benchArgs } from './lib/args';
import { importFile, INVALID_EVERY } from './lib/importFiles';
import { floorRead, importOnce } from './lib/importRun';
import { commandLine, PartRecorder } from './lib/results';
import { freshDataDir } from './lib/templateData';
import { writeReport } from './lib/report';

const args = benchArgs({ repeats: 2, bigRepeats: 1, rows: 10_000, bigRows: 100_000 });
const recorder = new PartRecorder('import', 'Spreadsheet import');
const command = commandLine('bench:import');
try {
  const plan = [
    { format: 'xlsx', rows: args.rows, repeats: args.repeats, key: 'xlsx10k' },
    { format: 'csv', rows: args.rows, repeats: args.repeats, key: 'csv10k' },
    { format: 'xlsx', rows: args.bigRows, repeats: args.bigRepeats, key: 'xlsx100k' },
    { format: 'csv', rows: args.bigRows, repeats: args.bigRepeats, key: 'csv100k' },
  ] as const;
  for (const p of plan) {
    const file = await importFile(p.format, p.rows);
    const label = `${p.rows.toLocaleString('en')}-row .${p.format}`;
    for (let i = 0; i < p.repeats; i++) {
      const f = floorRead(file);
      const floorCmd = `${command} → node --import tsx bench/servers/floorRead.ts ${path.basename(file)}`;
      recorder.add(`import.${p.key}.floorMs`, `${label}: exceljs alone reads the file (${p.format === 'xlsx' ? 'streaming WorkbookReader' : 'csv.read, cells as text'})`, 'ms', f.ms, floorCmd);
      recorder.add(`import.${p.key}.floorRssMB`, `${label}: exceljs-alone process peak RSS`, 'MB', f.peakRssMb, floorCmd);
      await importOnce({ recorder, key: `import.${p.key}`, label, file, command, name: `import-${p.key}`, prepare: async () => ({ dataDir: await freshDataDir(`import-data-${p.key}-`) }) });
    }
    recorder.ratio(`${p.key}: import / exceljs floor (time)`, `import.${p.key}.ms`, `import.${p.key}.floorMs`);
  }
  recorder.ratio('xlsx: peak RSS 100k / 10k', 'import.xlsx100k.peakRssMB', 'import.xlsx10k.peakRssMB');
  recorder.ratio('csv: peak RSS 100k / 10k', 'import.csv100k.peakRssMB', 'import.csv10k.peakRssMB');
  recorder.note(`Every ${INVALID_EVERY}th row is invalid (empty address, text price, one image, rating 7, unknown plot type, in turn). Each import on a fresh server (empty migrated PGlite copied from a template). The .xlsx files use a shared-strings table, as Excel writes them.`);
} catch (error) {
  recorder.note(`FAILED: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  recorder.save();
  writeReport();
}
