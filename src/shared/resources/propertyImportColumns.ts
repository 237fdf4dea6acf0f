/**
 * The columns of the property spreadsheet template and how a file's headers map onto them (propertyImport.ts has
 * the template's full description, the row parsing and validation). Free of zod: the admin's row view reads it.
 */
export const MAX_IMPORT_ROWS = 200_000;
export const LIST_SEPARATOR = ';';
export const FAQ_SEPARATOR = '::';

type Kind = 'text' | 'number' | 'list' | 'enum' | 'approvals' | 'faqs' | 'reviews' | 'images' | 'lat' | 'lng' | 'boolean';
export type ImportColumn = { readonly header: string; readonly field: string; readonly kind: Kind; readonly required: boolean; readonly example: string };

const col = (header: string, field: string, kind: Kind, example: string, required = true): ImportColumn => ({ header, field, kind, required, example });

/**
 * What `search` matches in a batch's rows: these identifying columns of every row, every cell of a failed row, and
 * the errors' texts. Long free text of imported rows is left out: it lives on the property, and indexing it for
 * search would double the import's cost.
 */
export const importSearchFields: ReadonlySet<string> = new Set([
  'address',
  'propertyNo',
  'areaOfPlot',
  'nearbyLocation',
  'priceAreaWise',
  'pricePerSqft',
  'projectSize',
  'plotType',
  'propertyFacing',
  'availabilityStatus',
  'approvals',
]);

export const propertyImportColumns: readonly ImportColumn[] = [
  col('Address', 'address', 'text', 'Plot 14, Road No. 3, Kokapet, Hyderabad 500075'),
  col('Property No', 'propertyNo', 'text', 'KKP-0014', false),
  col('Area Of Plot', 'areaOfPlot', 'text', '240 Sq Yards'),
  col('Nearby Location', 'nearbyLocation', 'text', 'Financial District, Gachibowli'),
  col('Price Area Wise', 'priceAreaWise', 'text', '₹ 1.2 Cr for 240 Sq Yards'),
  col('Price Per Sq Ft', 'pricePerSqft', 'number', '5,500'),
  col('Project Size', 'projectSize', 'text', '12 Acres'),
  col('Plot Type', 'plotType', 'enum', 'Residential'),
  col('Amenities', 'amenities', 'list', 'Club House; Swimming Pool; 24x7 Security'),
  col('About Builder', 'aboutBuilder', 'text', 'Sri Sai Developers, building in west Hyderabad since 2004.'),
  col('Location Highlights', 'locationHighlights', 'list', '5 min to ORR; Near Neopolis'),
  col('Property Ratings', 'propertyRatings', 'number', '4.5'),
  col('Property Facing', 'propertyFacing', 'enum', 'East'),
  col('Availability Status', 'availabilityStatus', 'enum', 'Open'),
  col('Approvals', 'approvals', 'approvals', 'HMDA; DTCP'),
  col('FAQs', 'faqs', 'faqs', 'Is it HMDA approved?::Yes, fully approved.; Is a loan available?::Yes, from major banks.'),
  col('Reviews', 'reviews', 'reviews', 'Good layout and wide roads.; Great connectivity.'),
  // The demo data's own files (src/server/demo/seed.ts), so that a row made from the example (its address
  // changed, say) imports there. The example row itself, left unchanged, is refused (propertyImport.ts).
  col('Brochure', 'brochure', 'text', 'demo/brochure-1.pdf'),
  col('Images', 'images', 'images', 'demo/scene-1.png; demo/scene-2.png'),
  col('Latitude', 'location', 'lat', '17.3870', false),
  col('Longitude', 'location', 'lng', '78.3303', false),
  col('Active', 'isActive', 'boolean', 'Yes', false),
];

export const propertyImportHeaders = propertyImportColumns.map((c) => c.header);
export const propertyImportExample: Record<string, string> = Object.fromEntries(propertyImportColumns.map((c) => [c.header, c.example]));

/** A header or value reduced to lower-case letters and digits, as headers and enum names are matched. */
export const normalizeName = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const columnByName = new Map<string, ImportColumn>();
for (const c of propertyImportColumns) {
  columnByName.set(normalizeName(c.header), c);
  if (c.kind !== 'lat' && c.kind !== 'lng') columnByName.set(normalizeName(c.field), c);
}
columnByName.set('lat', propertyImportColumns.find((c) => c.kind === 'lat')!);
columnByName.set('lng', propertyImportColumns.find((c) => c.kind === 'lng')!);
columnByName.set('faq', propertyImportColumns.find((c) => c.kind === 'faqs')!);

/** Headers already looked up: an import asks for the same few headers on every row. */
const columnByHeader = new Map<string, ImportColumn | undefined>();

/** The template column a spreadsheet header stands for, if any. */
export function columnOf(header: string): ImportColumn | undefined {
  if (columnByHeader.has(header)) return columnByHeader.get(header);
  const column = columnByName.get(normalizeName(header));
  if (columnByHeader.size >= 1_000) columnByHeader.clear();
  columnByHeader.set(header, column);
  return column;
}

/** Required headers absent from a file's header row (empty = the file fits the template). */
export function missingRequiredColumns(headers: readonly string[]): string[] {
  const present = new Set(headers.map((h) => columnOf(h)?.header));
  return propertyImportColumns.filter((c) => c.required && !present.has(c.header)).map((c) => c.header);
}

/**
 * The `field` of a row error about the whole row rather than one column (the template's example row left in);
 * such an error is shown without a column name.
 */
export const WHOLE_ROW_FIELD = 'row';

/** The header of the column that holds a field (`faqs.0.answer` → `FAQs`), for showing row errors. */
export function headerOfField(field: string): string | undefined {
  // The location has two columns: an error names the one it is about.
  if (field === LATITUDE_FIELD) return propertyImportColumns.find((c) => c.kind === 'lat')?.header;
  if (field === LONGITUDE_FIELD) return propertyImportColumns.find((c) => c.kind === 'lng')?.header;
  const root = field.split('.')[0];
  return propertyImportColumns.find((c) => c.field === root)?.header;
}

/** A row error's field when it is about one of the location's two columns. */
export const LATITUDE_FIELD = 'location.latitude';
export const LONGITUDE_FIELD = 'location.longitude';
