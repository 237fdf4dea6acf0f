/**
 * Spreadsheets for the import benchmark, in the template's columns (src/shared/resources/propertyImport.ts):
 * every row a distinct property, every 20th row invalid (5 %) in one of five ways. The .xlsx is written the
 * way Excel saves files (a shared-strings table); the .csv is RFC 4180. Cached in bench/.work/import-files.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { propertyImportExample, propertyImportHeaders } from '../../src/shared/resources/propertyImport';
import { storeTemplateExampleFiles } from '../../src/server/demo/demoFiles';
import { createLocalStorage } from '../../src/server/storage/storage';
import { localities, ventures } from '../../src/server/demo/vocabulary';
import { WORK_DIR } from './paths';

export const INVALID_EVERY = 20;

/**
 * The importer fails rows whose images or brochure name no stored file; the rows use the template example's
 * (the demo data's files), which an empty server lacks: they are written into its storage folder before it starts.
 */
export const storeExampleFiles = (dataDir: string) => storeTemplateExampleFiles(createLocalStorage(path.join(dataDir, 'storage')));

const stamp = createHash('sha256').update(readFileSync(new URL(import.meta.url))).update(propertyImportHeaders.join('|')).update(JSON.stringify(propertyImportExample)).digest('hex').slice(0, 10);

/** Cell texts of row `i` (1-based data row), in header order. */
function rowValues(i: number): string[] {
  const loc = localities[i % localities.length];
  const cells: Record<string, string> = {
    ...propertyImportExample,
    Address: `Plot ${i}, ${ventures[i % ventures.length]}, ${loc.name}, Hyderabad ${loc.pin}`,
    'Property No': `IMP-${String(i).padStart(6, '0')}`,
    'Area Of Plot': `${150 + (i % 350)} Sq Yards`,
    'Nearby Location': localities[(i * 7 + 3) % localities.length].name,
    'Price Per Sq Ft': String(2500 + ((i * 7919) % 9000)),
    'Property Ratings': String((i % 51) / 10),
    Latitude: (loc.lat + (i % 89) / 10000).toFixed(4),
    Longitude: (loc.lng + (i % 97) / 10000).toFixed(4),
  };
  if (i % INVALID_EVERY === 0) {
    const kind = (i / INVALID_EVERY) % 5;
    if (kind === 0) cells.Address = '';
    if (kind === 1) cells['Price Per Sq Ft'] = 'ask the owner';
    if (kind === 2) cells.Images = 'property/images/only-one.jpg';
    if (kind === 3) cells['Property Ratings'] = '7';
    if (kind === 4) cells['Plot Type'] = 'Castle';
  }
  return propertyImportHeaders.map((h) => cells[h] ?? '');
}

const csvCell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

async function writeCsv(file: string, rows: number) {
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(`${line}\r\n`)) await once(out, 'drain');
  };
  await write(propertyImportHeaders.map(csvCell).join(','));
  for (let i = 1; i <= rows; i++) await write(rowValues(i).map(csvCell).join(','));
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(file: string, rows: number) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet('Properties');
  sheet.addRow(propertyImportHeaders).commit();
  for (let i = 1; i <= rows; i++) sheet.addRow(rowValues(i)).commit();
  sheet.commit();
  await workbook.commit();
}

export async function importFile(format: 'xlsx' | 'csv', rows: number): Promise<string> {
  const dir = path.join(WORK_DIR, 'import-files');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `properties-${rows}-${stamp}.${format}`);
  if (existsSync(file)) return file;
  const temp = `${file}.part`;
  const started = Date.now();
  if (format === 'csv') await writeCsv(temp, rows);
  else await writeXlsx(temp, rows);
  renameSync(temp, file);
  console.log(`[import] wrote ${path.basename(file)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return file;
}
