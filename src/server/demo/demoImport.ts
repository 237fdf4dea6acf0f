/**
 * One finished demo spreadsheet import: a CSV written in the template's format from demo properties, with a few
 * broken rows, validated exactly as the importer does, so the batch's rows and errors look like a real upload.
 */
import { excelBatchStatus, facing, plotType, availabilityStatus } from '@shared/enums';
import { finalBatchStatus, propertyImportHeaders, validatePropertyRow } from '@shared/resources/propertyImport';
import type { properties } from '../db/tables/index';
import type { PreparedRow } from '../import/batchStore';
import { toCsv } from '../import/template';

type PropertyInsert = typeof properties.$inferInsert;

const keyOf = (values: Readonly<Record<string, number>>, id: number) => Object.keys(values).find((k) => values[k] === id) ?? '';
const title = (key: string) => key.toLowerCase().replace(/(^|_)([a-z])/g, (_, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());

function templateRow(p: PropertyInsert): Record<string, string> {
  return {
    Address: p.address,
    'Property No': p.propertyNo ?? '',
    'Area Of Plot': p.areaOfPlot,
    'Nearby Location': p.nearbyLocation,
    'Price Area Wise': p.priceAreaWise,
    'Price Per Sq Ft': p.pricePerSqft.toLocaleString('en-IN'),
    'Project Size': p.projectSize,
    'Plot Type': title(keyOf(plotType.values, p.plotType)),
    Amenities: (p.amenities ?? []).join('; '),
    'About Builder': p.aboutBuilder,
    'Location Highlights': (p.locationHighlights ?? []).join('; '),
    'Property Ratings': String(p.propertyRatings),
    'Property Facing': keyOf(facing.values, p.propertyFacing),
    'Availability Status': title(keyOf(availabilityStatus.values, p.availabilityStatus)),
    Approvals: (p.approvals ?? []).join('; '),
    FAQs: (p.faqs ?? []).map((f) => `${f.question}::${f.answer}`).join('; '),
    Reviews: (p.reviews ?? []).map((r) => r.review).join('; '),
    Brochure: p.brochure,
    Images: (p.images ?? []).map((i) => i.url).join('; '),
    Latitude: p.lat == null ? '' : String(p.lat),
    Longitude: p.lng == null ? '' : String(p.lng),
    Active: p.isActive === false ? 'No' : 'Yes',
  };
}

/** Breaks three rows the way people do: an empty address, a single image, an unknown plot type. */
const breakers: ((row: Record<string, string>) => void)[] = [
  (row) => {
    row.Address = '';
  },
  (row) => {
    row.Images = row.Images.split(';')[0];
  },
  (row) => {
    row['Plot Type'] = 'Farm House';
    row['Price Per Sq Ft'] = 'on request';
  },
];

export type DemoImport = {
  file: Buffer;
  rows: PreparedRow[];
  counts: { totalRows: number; processedRows: number; failedRows: number };
  status: (typeof excelBatchStatus.ids)[number];
};

export function demoImport(source: readonly PropertyInsert[]): DemoImport {
  const sheet = source.map(templateRow);
  breakers.forEach((breakRow, i) => breakRow(sheet[Math.floor(((i + 1) * sheet.length) / (breakers.length + 1))]));
  const rows: PreparedRow[] = sheet.map((data, i) => {
    const cells = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== ''));
    return { rowNumber: i + 2, data: cells, ...validatePropertyRow(cells) };
  });
  const processedRows = rows.filter((r) => r.ok).length;
  const counts = { totalRows: rows.length, processedRows, failedRows: rows.length - processedRows };
  const file = toCsv([propertyImportHeaders, ...sheet.map((row) => propertyImportHeaders.map((h) => row[h] ?? ''))]);
  return { file, rows, counts, status: finalBatchStatus({ ...counts, cutShort: false }) };
}
