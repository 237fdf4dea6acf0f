/**
 * The floor of the import benchmark: exceljs alone reading a spreadsheet, in a process of its own. An .xlsx goes
 * through the streaming WorkbookReader (every row's values touched); a .csv through exceljs's CSV reader (which
 * loads the sheet), cells kept as text. Prints `{ ms, rows, peakRssMb }` as JSON. Usage: floorRead.ts <file>
 */
import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';

const file = process.argv[2] ?? '';
const started = performance.now();
let rows = 0;
let cells = 0;
if (file.endsWith('.xlsx')) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(file), { sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', worksheets: 'emit' });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      rows++;
      cells += (row.values as unknown[]).length;
    }
  }
} else {
  // Cells kept as text (the importer's own reading): exceljs's default map tries number and date formats on every
  // cell, which made csv.read 3× slower than our whole import.
  const sheet = await new ExcelJS.Workbook().csv.read(createReadStream(file), { map: (value: unknown) => value });
  sheet.eachRow((row) => {
    rows++;
    cells += (row.values as unknown[]).length;
  });
}
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, rows, cells, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
