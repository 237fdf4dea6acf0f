/** Shared by the import tests: sheets as header + rows, CSV text, and waiting for a batch to finish. */
import { excelBatchStatus } from '@shared/enums';
import type { ExcelBatch } from '@shared/resources/property';
import { propertyImportHeaders } from '@shared/resources/propertyImport';
import { storeTemplateExampleFiles } from '../../src/server/demo/demoFiles';
import type { TestApp } from '../helpers/buildTestApp';

/** The files the template's example row names (the importer fails rows whose stored files are missing). */
export const storeExampleFiles = (t: TestApp) => storeTemplateExampleFiles(t.app.ctx.storage);

export const sheetRows = (rows: Record<string, string>[]): string[][] => [
  [...propertyImportHeaders],
  ...rows.map((row) => propertyImportHeaders.map((h) => row[h] ?? '')),
];

const csvCell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
export const toCsvText = (rows: Record<string, string>[]) => sheetRows(rows).map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

const running: number[] = [excelBatchStatus.values.PENDING, excelBatchStatus.values.PROCESSING];

/** Polls the batch (as the admin does) until it leaves PENDING/PROCESSING; gives up after `limitMs`. */
export async function waitForBatch(t: TestApp, batchId: string, limitMs = 45_000): Promise<ExcelBatch> {
  const until = Date.now() + limitMs;
  for (;;) {
    const res = await t.inject({ method: 'GET', url: `/api/v1/admin/property/excel/file/content/${batchId}?pageSize=1` });
    const batch = (res.json() as { data: { batch: ExcelBatch } }).data.batch;
    if (!running.includes(batch.status)) return batch;
    if (Date.now() > until) throw new Error(`batch ${batchId} still ${batch.status} after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
