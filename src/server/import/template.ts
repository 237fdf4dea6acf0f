/**
 * The downloadable property template, built on request from the column contract (propertyImport.ts) so the file
 * and the importer can never disagree: the header row and one example row, plus (in .xlsx) a notes sheet.
 */
import ExcelJS from 'exceljs';
import { csvText } from '@shared/csv';
import { contentTypes } from '@shared/uploads';
import { FAQ_SEPARATOR, LIST_SEPARATOR, propertyImportColumns, propertyImportHeaders, propertyImportExample } from '@shared/resources/propertyImport';

export type TemplateFile = { body: Buffer; contentType: string; fileName: string };

const notes: Record<string, string> = {
  text: 'Text',
  number: 'Number (thousands separators and ₹ are ignored)',
  list: `List: items separated by "${LIST_SEPARATOR}"`,
  enum: 'Key, label or number of the value',
  approvals: `HMDA, DTCP, GP or OTHER, separated by "${LIST_SEPARATOR}"`,
  faqs: `question${FAQ_SEPARATOR}answer items separated by "${LIST_SEPARATOR}"`,
  reviews: `Review texts separated by "${LIST_SEPARATOR}"`,
  images: `At least 2 stored prefixes (of uploaded files) or http(s) URLs separated by "${LIST_SEPARATOR}"`,
  lat: 'Decimal degrees, with Longitude',
  lng: 'Decimal degrees, with Latitude',
  boolean: 'Yes or No (default Yes)',
};

export const toCsv = (rows: readonly (readonly string[])[]): Buffer => Buffer.from(csvText(rows), 'utf8');

export async function buildTemplate(format: 'xlsx' | 'csv'): Promise<TemplateFile> {
  const exampleRow = propertyImportHeaders.map((h) => propertyImportExample[h]);
  if (format === 'csv') {
    return { body: toCsv([propertyImportHeaders, exampleRow]), contentType: contentTypes['.csv'], fileName: 'property-template.csv' };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Properties');
  sheet.columns = propertyImportHeaders.map((header) => ({ header, key: header, width: Math.max(14, header.length + 4) }));
  sheet.addRow(exampleRow);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const help = workbook.addWorksheet('Notes');
  help.columns = [
    { header: 'Column', width: 22 },
    { header: 'Required', width: 10 },
    { header: 'Format', width: 60 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of propertyImportColumns) help.addRow([c.header, c.required ? 'Yes' : 'No', notes[c.kind]]);
  help.addRow([]);
  help.addRow(['Only the first sheet is imported; row 1 holds the headers.']);
  help.addRow(['Row 2 is an example: replace it with your own data or delete it (left as it is, it is not imported).']);

  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, contentType: contentTypes['.xlsx'], fileName: 'property-template.xlsx' };
}
