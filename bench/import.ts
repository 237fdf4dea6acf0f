/**
 * Part 4 — spreadsheet import (`npm run bench:import`): 10,000-row .xlsx and .csv files with 5 % invalid rows
 * through the real API flow (signed-url → PUT → upload-file), timed from upload-file to the batch's final status
 * (polled), with the server's peak RSS sampled from /proc; against the exceljs streaming-read floor of the same
 * file. Then 100,000 rows of each, for memory flatness. Each import runs on a fresh server with an empty
 * database. Flags: --repeats (2, for 10k), --bigRepeats (1, for 100k), --rows (10000), --bigRows (100000).
 */
import { createReadStream, rmSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { excelBatchStatus } from '../src/shared/enums';
import { maxUploadBytes } from '../src/shared/uploads';
import { benchArgs } from './lib/args';
import { importFile, INVALID_EVERY, storeExampleFiles } from './lib/importFiles';
import { apiLogin, startOurServer } from './lib/ourServer';
import { ROOT } from './lib/paths';
import { memoryOf, sampleRss } from './lib/processes';
import { commandLine, PartRecorder } from './lib/results';
import { freshDataDir } from './lib/templateData';
import { writeReport } from './lib/report';

const args = benchArgs({ repeats: 2, bigRepeats: 1, rows: 10_000, bigRows: 100_000 });
const recorder = new PartRecorder('import', 'Spreadsheet import');
const command = commandLine('bench:import');
const FINAL = new Set<number>([
  excelBatchStatus.values.PROCESSED,
  excelBatchStatus.values.PARTIALLY_PROCESSED,
  excelBatchStatus.values.PROCESSED_WITH_ERRORS,
  excelBatchStatus.values.FAILED,
]);
const MB = 1024 * 1024;

type Batch = { _id: string; status: number; totalRows: number; processedRows: number; failedRows: number; error?: string | null };

async function api<T>(baseUrl: string, token: string, method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1/${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** exceljs alone on the same file, in its own process. */
function floor(file: string): { ms: number; rows: number; peakRssMb: number } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/servers/floorRead.ts'), file], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`floor read failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}');
}

async function importOnce(file: string, key: string, label: string) {
  const dataDir = await freshDataDir(`import-data-${key}-`);
  await storeExampleFiles(dataDir);
  const server = await startOurServer({ name: `import-${key}`, dataDir, via: 'main' });
  try {
    const token = await apiLogin(server.baseUrl);
    const name = path.basename(file).replace(/-[0-9a-f]{10}\./, '.');
    const signed = await api<{ signedUrl: string; fileNameWithPrefix: string }>(server.baseUrl, token, 'POST', 'admin/property/excel/signed-url', { fileName: name });
    const size = statSync(file).size;
    if (size > maxUploadBytes(name)) throw new Error(`${name}: ${(size / MB).toFixed(1)} MB is over the ${maxUploadBytes(name) / MB} MB upload limit`);
    // Streamed, as the server stores it: the 100k files (12–56 MB) go through the same signed PUT as the admin's.
    const put = await fetch(server.baseUrl + signed.signedUrl, {
      method: 'PUT',
      headers: { 'x-amz-acl': 'public-read', 'content-type': 'application/octet-stream', 'content-length': String(size) },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    if (put.status !== 200) throw new Error(`PUT ${signed.signedUrl}: ${put.status} ${await put.text()}`);
    await sleep(500);
    const baseline = memoryOf(server.proc.pid)?.rss ?? NaN;
    const sampler = sampleRss(server.proc.pid, 50);
    const started = performance.now();
    const created = await api<Batch>(server.baseUrl, token, 'POST', 'admin/property/excel/upload-file', { fileName: signed.fileNameWithPrefix, originalFileName: name });
    let batch = created;
    let lastLog = Date.now();
    while (!FINAL.has(batch.status)) {
      await sleep(100);
      if (Date.now() - lastLog > 15_000) {
        lastLog = Date.now();
        console.log(`[import] ${label}: ${batch.processedRows + batch.failedRows} rows stored after ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
      const list = await api<{ results: Batch[] }>(server.baseUrl, token, 'GET', `admin/property/excel/list?pageNo=1&pageSize=1`);
      batch = list.results.find((b) => b._id === created._id) ?? batch;
    }
    const ms = performance.now() - started;
    const { peakRss, hwm } = sampler.stop();
    const cmd = `${command} → upload-file ${name} (${(size / MB).toFixed(1)} MB), poll excel/list every 100 ms`;
    recorder.add(`import.${key}.ms`, `${label}: upload-file → final status`, 'ms', ms, cmd);
    recorder.add(`import.${key}.rowsPerS`, `${label}: rows per second`, 'rows/s', batch.totalRows / (ms / 1000), cmd);
    recorder.add(`import.${key}.peakRssMB`, `${label}: server peak RSS during the import (sampled every 50 ms)`, 'MB', peakRss / MB, cmd);
    recorder.add(`import.${key}.baseRssMB`, `${label}: server RSS just before upload-file`, 'MB', baseline / MB, cmd);
    recorder.add(`import.${key}.hwmMB`, `${label}: server VmHWM at the end (includes start-up)`, 'MB', hwm / MB, cmd);
    const expectedFailed = Math.floor(batch.totalRows / INVALID_EVERY);
    const statusName = Object.entries(excelBatchStatus.values).find(([, v]) => v === batch.status)?.[0];
    console.log(`[import] ${label}: ${statusName} ${batch.totalRows} rows (${batch.processedRows} ok, ${batch.failedRows} failed) in ${(ms / 1000).toFixed(1)} s, peak RSS ${(peakRss / MB).toFixed(0)} MB`);
    if (batch.status !== excelBatchStatus.values.PROCESSED_WITH_ERRORS || batch.failedRows !== expectedFailed) {
      recorder.note(`${label}: ended ${statusName} with ${batch.processedRows} imported and ${batch.failedRows} failed of ${batch.totalRows} (expected PROCESSED_WITH_ERRORS, ${expectedFailed} failed)${batch.error ? `: ${batch.error}` : ''}`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

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
      const f = floor(file);
      const floorCmd = `${command} → node --import tsx bench/servers/floorRead.ts ${path.basename(file)}`;
      recorder.add(`import.${p.key}.floorMs`, `${label}: exceljs alone reads the file (${p.format === 'xlsx' ? 'streaming WorkbookReader' : 'csv.read, cells as text'})`, 'ms', f.ms, floorCmd);
      recorder.add(`import.${p.key}.floorRssMB`, `${label}: exceljs-alone process peak RSS`, 'MB', f.peakRssMb, floorCmd);
      await importOnce(file, p.key, label);
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
