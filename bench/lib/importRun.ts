/**
 * One spreadsheet import through the real API flow (signed-url → streamed PUT → upload-file), timed from
 * upload-file to the batch's final status (the batch list polled every 100 ms), with the server's RSS sampled
 * from /proc; and the exceljs-alone floor for the same file. Shared by the import part and the database part.
 */
import { createReadStream, rmSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { excelBatchStatus } from '../../src/shared/enums';
import { maxUploadBytes } from '../../src/shared/uploads';
import { INVALID_EVERY, storeExampleFiles } from './importFiles';
import { apiLogin, startOurServer } from './ourServer';
import { ROOT } from './paths';
import { memoryOf, sampleRss } from './processes';
import type { PartRecorder } from './results';

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
export function floorRead(file: string): { ms: number; rows: number; peakRssMb: number } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/servers/floorRead.ts'), file], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`floor read failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}');
}

export type ImportRun = {
  recorder: PartRecorder;
  /** Figure keys start with it, e.g. `import.xlsx10k` or `db.postgres.import.xlsx10k`. */
  key: string;
  label: string;
  file: string;
  command: string;
  /** A fresh, empty server's DATA_DIR (and environment, e.g. DATABASE_URL); removed after the run. */
  prepare(): Promise<{ dataDir: string; env?: Record<string, string> }>;
  name: string;
};

export async function importOnce(run: ImportRun) {
  const { recorder, key, label, file, command } = run;
  const { dataDir, env } = await run.prepare();
  await storeExampleFiles(dataDir);
  const server = await startOurServer({ name: run.name, dataDir, via: 'main', env });
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
        console.log(`[${recorder.part}] ${label}: ${batch.processedRows + batch.failedRows} rows stored after ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
      const list = await api<{ results: Batch[] }>(server.baseUrl, token, 'GET', `admin/property/excel/list?pageNo=1&pageSize=1`);
      batch = list.results.find((b) => b._id === created._id) ?? batch;
    }
    const ms = performance.now() - started;
    const { peakRss, hwm } = sampler.stop();
    const cmd = `${command} → upload-file ${name} (${(size / MB).toFixed(1)} MB), poll excel/list every 100 ms`;
    recorder.add(`${key}.ms`, `${label}: upload-file → final status`, 'ms', ms, cmd);
    recorder.add(`${key}.rowsPerS`, `${label}: rows per second`, 'rows/s', batch.totalRows / (ms / 1000), cmd);
    recorder.add(`${key}.peakRssMB`, `${label}: server peak RSS during the import (sampled every 50 ms)`, 'MB', peakRss / MB, cmd);
    recorder.add(`${key}.baseRssMB`, `${label}: server RSS just before upload-file`, 'MB', baseline / MB, cmd);
    recorder.add(`${key}.hwmMB`, `${label}: server VmHWM at the end (includes start-up)`, 'MB', hwm / MB, cmd);
    const expectedFailed = Math.floor(batch.totalRows / INVALID_EVERY);
    const statusName = Object.entries(excelBatchStatus.values).find(([, v]) => v === batch.status)?.[0];
    console.log(`[${recorder.part}] ${label}: ${statusName} ${batch.totalRows} rows (${batch.processedRows} ok, ${batch.failedRows} failed) in ${(ms / 1000).toFixed(1)} s, peak RSS ${(peakRss / MB).toFixed(0)} MB`);
    if (batch.status !== excelBatchStatus.values.PROCESSED_WITH_ERRORS || batch.failedRows !== expectedFailed) {
      recorder.note(`${label}: ended ${statusName} with ${batch.processedRows} imported and ${batch.failedRows} failed of ${batch.totalRows} (expected PROCESSED_WITH_ERRORS, ${expectedFailed} failed)${batch.error ? `: ${batch.error}` : ''}`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
