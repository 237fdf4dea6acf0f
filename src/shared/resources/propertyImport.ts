/**
 * The property spreadsheet template (the contract of `admin/property/excel/*`), written once: the server's
 * importer, its downloadable template and the admin's row view all read it.
 *
 * Sheet layout: the FIRST worksheet of an .xlsx (or a UTF-8 .csv, comma-separated, RFC 4180 quotes); row 1 holds
 * the headers, every following non-blank row is one property. Headers match case-, space- and punctuation-
 * insensitively on the header text or the field name ("Price Per Sq Ft" = "pricePerSqft"); unknown columns are
 * ignored; a missing required column fails the whole file. Each row is validated by `propertyInputSchema`, the
 * same schema as the property form, so a failed row carries the form's `{field, message}` errors.
 *
 * | Header              | Field               | How to write it                                                        |
 * |---------------------|---------------------|------------------------------------------------------------------------|
 * | Address             | address             | text (required)                                                        |
 * | Property No         | propertyNo          | text (optional)                                                        |
 * | Area Of Plot        | areaOfPlot          | text, e.g. `240 Sq Yards`                                              |
 * | Nearby Location     | nearbyLocation      | text                                                                   |
 * | Price Area Wise     | priceAreaWise       | text, e.g. `₹ 1.2 Cr for 240 Sq Yards`                                 |
 * | Price Per Sq Ft     | pricePerSqft        | number > 0; thousands separators and `₹` are ignored (numberText.ts)   |
 * | Project Size        | projectSize         | text, e.g. `12 Acres`                                                  |
 * | Plot Type           | plotType            | key, label or number: APARTMENT / Apartment / 1 … RESIDENTIAL / 7      |
 * | Amenities           | amenities           | list, items separated by `;` (or line breaks inside the cell)          |
 * | About Builder       | aboutBuilder        | text                                                                   |
 * | Location Highlights | locationHighlights  | list separated by `;`                                                  |
 * | Property Ratings    | propertyRatings     | number 0–5                                                             |
 * | Property Facing     | propertyFacing      | key, label or number: NORTH / North / 1 … SOUTH_WEST / South West / 8  |
 * | Availability Status | availabilityStatus  | key, label or number: OPEN / 1, BOOKED / 2, REGISTERED / 3             |
 * | Approvals           | approvals           | list of HMDA, DTCP, GP, OTHER separated by `;`                         |
 * | FAQs                | faqs                | `question::answer` items separated by `;`                              |
 * | Reviews             | reviews             | review texts separated by `;`                                          |
 * | Brochure            | brochure            | a stored prefix (from an upload) or an http(s) URL                     |
 * | Images              | images              | at least 2 stored prefixes or URLs separated by `;`                    |
 * | Latitude            | location            | decimal degrees, −90…90 (optional; with Longitude)                     |
 * | Longitude           | location            | decimal degrees, −180…180 (optional; with Latitude)                    |
 * | Active              | isActive            | yes/no, true/false, 1/0 (optional, default yes)                        |
 *
 * A `;` cannot appear inside a list item, nor `::` inside a FAQ question.
 * A cell of a choice column (Plot Type, Property Facing, Availability Status, Approvals) whose value is none of the
 * choices fails naming the value and the accepted ones (an empty one asks for a value, as the form does).
 * The template's example row left as it is (every cell as the template writes it, read as the importer reads
 * cells) is not imported: it fails with `templateExampleRow` on the whole row (field `WHOLE_ROW_FIELD`).
 * Search in a batch's rows: see `importSearchFields`.
 *
 * Final batch status (excelBatchStatus), decided by `finalBatchStatus`:
 * - FAILED: the file cannot be read, has no data row, lacks a required column, or no row is valid (`error` says why);
 * - PARTIALLY_PROCESSED: reading stopped before the end of the file (a corrupt tail, or more than MAX_IMPORT_ROWS
 *   rows) while some rows were imported;
 * - PROCESSED_WITH_ERRORS: the whole file was read, some rows were imported and some failed;
 * - PROCESSED: the whole file was read and every row was imported.
 * PENDING (queued) and PROCESSING (being read, counts rising) come before these. A batch interrupted by a restart
 * stays PROCESSING and resumes after the rows already stored. Rows are PROCESSED (imported, `propertyId` set) or
 * FAILED (with `errors`) in excelFileStatus.
 */
import type { z } from 'zod';
import { approvals, availabilityStatus, excelBatchStatus, facing, plotType, type EnumDef } from '../enums';
import { parseNumberText } from '../numberText';
import { v } from '../validation';
import { validationArgsOf } from '../validationArgs';
import type { RowError } from './property';
import {
  columnOf,
  FAQ_SEPARATOR,
  LATITUDE_FIELD,
  LONGITUDE_FIELD,
  normalizeName,
  propertyImportColumns,
  propertyImportExample,
  WHOLE_ROW_FIELD,
  type ImportColumn,
} from './propertyImportColumns';
import { propertyInputSchema, type PropertyInput } from './propertySchemas';

// The template's columns and header matching live apart, free of zod, for the admin's row view.
export * from './propertyImportColumns';

const splitList = (s: string) =>
  s
    .split(/;|\r?\n/)
    .map((x) => x.trim())
    .filter(Boolean);

/** How a file writes numbers: a decimal comma comes with semicolon-separated CSV (French, Romanian Excel). */
export type NumberStyle = { decimalComma?: boolean };

/** A number as the file writes it (parseNumberText), or the raw text when it is not one (the schema then reports the field's own message). */
function parseNumber(s: string, { decimalComma = false }: NumberStyle): number | string {
  return parseNumberText(s, decimalComma) ?? s;
}

function parseEnum(def: EnumDef<number>, s: string): number | string {
  if (/^\d+$/.test(s)) return Number(s);
  const wanted = normalizeName(s);
  const key = Object.keys(def.values).find((k) => normalizeName(k) === wanted);
  return key === undefined ? s : (def.values as Record<string, number>)[key];
}

const enumOfField: Record<string, EnumDef<number>> = { plotType, propertyFacing: facing, availabilityStatus };

function parseBoolean(s: string): boolean | string {
  const n = normalizeName(s);
  if (['yes', 'y', 'true', '1', 'active'].includes(n)) return true;
  if (['no', 'n', 'false', '0', 'inactive'].includes(n)) return false;
  return s;
}

function parseCell(c: ImportColumn, s: string, style: NumberStyle): unknown {
  switch (c.kind) {
    case 'number':
      return parseNumber(s, style);
    case 'enum':
      return parseEnum(enumOfField[c.field], s);
    case 'list':
      return splitList(s);
    case 'approvals':
      return splitList(s).map((a) => a.toUpperCase());
    case 'reviews':
      return splitList(s).map((review) => ({ review, isDeleted: false }));
    case 'images':
      return splitList(s).map((url) => ({ url, isDeleted: false }));
    case 'faqs':
      return splitList(s).map((item) => {
        const at = item.indexOf(FAQ_SEPARATOR);
        const [question, answer] = at < 0 ? [item, ''] : [item.slice(0, at), item.slice(at + FAQ_SEPARATOR.length)];
        return { question: question.trim(), answer: answer.trim(), isDeleted: false };
      });
    case 'boolean':
      return parseBoolean(s);
    default:
      return s;
  }
}

const parseDegrees = (s: string | undefined, { decimalComma = false }: NumberStyle) => {
  const text = decimalComma ? s?.replace(',', '.') : s;
  return text && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
};

/** A spreadsheet row (header → cell text) as the body the property form would send. Pure; never throws. */
export function rowToPropertyInput(row: Record<string, string>, style: NumberStyle = {}): PropertyInput {
  const input: Record<string, unknown> = {};
  let lat: string | undefined;
  let lng: string | undefined;
  for (const [header, raw] of Object.entries(row)) {
    const c = columnOf(header);
    const cell = raw == null ? '' : String(raw).trim();
    if (!c || cell === '') continue;
    if (c.kind === 'lat') lat = cell;
    else if (c.kind === 'lng') lng = cell;
    else input[c.field] = parseCell(c, cell, style);
  }
  if (lat !== undefined || lng !== undefined) {
    input.location = { type: 'Point', coordinates: [parseDegrees(lng, style), parseDegrees(lat, style)] };
  }
  return input as PropertyInput;
}

export type { RowError };
export type PropertyRowResult =
  | { ok: true; value: z.infer<typeof propertyInputSchema> }
  | { ok: false; errors: RowError[] };

const numberFields: ReadonlySet<string> = new Set(propertyImportColumns.filter((c) => c.kind === 'number').map((c) => c.field));
const booleanFields: ReadonlySet<string> = new Set(propertyImportColumns.filter((c) => c.kind === 'boolean').map((c) => c.field));

/** An enum's choices as the template writes them: SEMI_COMMERCIAL → Semi Commercial (Null, 0, is no answer). */
const choiceNames = (def: EnumDef<number>) =>
  Object.entries(def.values)
    .filter(([, id]) => id !== 0)
    .map(([key]) => key.toLowerCase().replace(/(^|_)([a-z])/g, (_, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase()))
    .join(', ');

/** Choice columns: the message naming a value that is none of the choices, and the accepted values it lists. */
const choiceOfField: Record<string, { message: string; choices: string }> = {
  plotType: { message: v.notAPlotType, choices: choiceNames(plotType) },
  propertyFacing: { message: v.notAFacing, choices: choiceNames(facing) },
  availabilityStatus: { message: v.notAnAvailabilityStatus, choices: choiceNames(availabilityStatus) },
  approvals: { message: v.notAnApproval, choices: approvals.ids.join(', ') },
};

/** The (trimmed) cell a row holds for a field; the last non-empty one when two headers name it, as it is read. */
function cellOfField(row: Record<string, string>, field: string): string {
  let cell = '';
  for (const [header, raw] of Object.entries(row)) {
    const text = raw == null ? '' : String(raw).trim();
    if (text !== '' && columnOf(header)?.field === field) cell = text;
  }
  return cell;
}

/** The (trimmed) cell of the Latitude or the Longitude column. */
function cellOfKind(row: Record<string, string>, kind: 'lat' | 'lng'): string {
  let cell = '';
  for (const [header, raw] of Object.entries(row)) {
    const text = raw == null ? '' : String(raw).trim();
    if (text !== '' && columnOf(header)?.kind === kind) cell = text;
  }
  return cell;
}

/**
 * A location error about one of its two columns (the schema sees one point): the column left empty beside a filled
 * one, or the column whose text is no number or out of range. Null for what concerns the point as a whole.
 */
function locationError(row: Record<string, string>, path: readonly PropertyKey[], message: string): RowError | null {
  const lat = cellOfKind(row, 'lat');
  const lng = cellOfKind(row, 'lng');
  if (lat !== '' && lng === '') return { field: LONGITUDE_FIELD, message: v.longitudeMissing };
  if (lng !== '' && lat === '') return { field: LATITUDE_FIELD, message: v.latitudeMissing };
  // coordinates are [longitude, latitude]
  const which = path[1] === 'coordinates' ? path[2] : undefined;
  if (which !== 0 && which !== 1) return null;
  const field = which === 0 ? LONGITUDE_FIELD : LATITUDE_FIELD;
  const text = which === 0 ? lng : lat;
  if (message === v.latitudeRange || message === v.longitudeRange) return { field, message };
  return { field, message: v.notANumber, args: { value: text } };
}

/**
 * The value a failed choice cell holds (`Castle`; for Approvals the failing item), or '' for an empty cell, which
 * keeps the form's "Please select …".
 */
function badChoice(row: Record<string, string>, path: readonly PropertyKey[]): string {
  const cell = cellOfField(row, String(path[0]));
  if (path[0] !== 'approvals') return cell;
  return path.length > 1 ? (splitList(cell)[Number(path[1])] ?? '') : '';
}

const faqItemHasSeparator = (row: Record<string, string>, index: number) =>
  (splitList(cellOfField(row, 'faqs'))[index] ?? '').includes(FAQ_SEPARATOR);

/** Parsed values in a fixed order, so that two rows compare whatever their column order. */
const comparable = (input: PropertyInput) => JSON.stringify(Object.entries(input).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const exampleInputs = new Map<boolean, { address: unknown; comparable: string }>();

/**
 * Whether a row reads as the template's example row: every cell the same as the template writes it, once read as
 * the importer reads cells (trimmed, numbers, lists and choices parsed), so that a template merely opened and saved
 * again (Excel drops "17.3870"'s last zero) is still recognised. Any changed value, or a column left out, differs.
 */
function isTemplateExample(input: PropertyInput, style: NumberStyle): boolean {
  const decimalComma = style.decimalComma === true;
  let example = exampleInputs.get(decimalComma);
  if (!example) {
    const parsed = rowToPropertyInput(propertyImportExample, style);
    example = { address: parsed.address, comparable: comparable(parsed) };
    exampleInputs.set(decimalComma, example);
  }
  // The address first: nearly every row differs there, and comparing it costs nothing.
  return input.address === example.address && comparable(input) === example.comparable;
}

/** The fields whose cell holds U+FFFD, what a reader puts for bytes that are no UTF-8 (a .csv saved as "ANSI"). */
function unreadableFields(row: Record<string, string>): string[] {
  const fields: string[] = [];
  for (const [header, raw] of Object.entries(row)) {
    if (raw == null || !String(raw).includes('\uFFFD')) continue;
    const c = columnOf(header);
    const field = !c ? null : c.kind === 'lat' ? LATITUDE_FIELD : c.kind === 'lng' ? LONGITUDE_FIELD : c.field;
    if (field && !fields.includes(field)) fields.push(field);
  }
  return fields;
}

/**
 * Maps a row and validates it with the form's schema; one error per field, messages are i18n keys. A cell with
 * characters the file lost fails with `unreadableCharacter`: stored, it read "Plot ��" (audit).
 */
export function validatePropertyRow(row: Record<string, string>, style: NumberStyle = {}): PropertyRowResult {
  const result = validateMappedRow(row, style);
  const unreadable = unreadableFields(row);
  if (unreadable.length === 0) return result;
  const others = result.ok ? [] : result.errors.filter((e) => !unreadable.includes(e.field));
  return { ok: false, errors: [...unreadable.map((field) => ({ field, message: v.unreadableCharacter })), ...others] };
}

/** A location's messages that say what is wrong with it, kept as they are (others read "Please select location"). */
const pointMessages = [v.latitudeRange, v.longitudeRange, v.outsideIndia, v.coordinatesSwapped] as const;

function validateMappedRow(row: Record<string, string>, style: NumberStyle): PropertyRowResult {
  const input = rowToPropertyInput(row, style);
  if (isTemplateExample(input, style)) return { ok: false, errors: [{ field: WHOLE_ROW_FIELD, message: v.templateExampleRow }] };
  const parsed = propertyInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: RowError[] = [];
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const isLocation = issue.path[0] === 'location';
    const about = isLocation ? locationError(row, issue.path, issue.message) : null;
    const field = about?.field ?? (isLocation ? 'location' : issue.path.map(String).join('.') || WHOLE_ROW_FIELD);
    if (seen.has(field)) continue;
    seen.add(field);
    if (about) {
      errors.push(about);
      continue;
    }
    // Text where a number belongs: the form's message would ask for a value the cell has ("Please enter price").
    const text = (input as Record<string, unknown>)[String(issue.path[0])];
    if (numberFields.has(field) && issue.code === 'invalid_type' && typeof text === 'string' && text !== '') {
      errors.push({ field, message: v.notANumber, args: { value: text } });
      continue;
    }
    // Neither yes nor no ("maybe"): say what is accepted, not "Invalid value".
    if (booleanFields.has(field) && typeof text === 'string' && text !== '') {
      errors.push({ field, message: v.notYesOrNo, args: { value: text } });
      continue;
    }
    // An FAQ without its separator reads as a question without an answer: say how an FAQ is written.
    if (issue.path[0] === 'faqs' && issue.path[2] === 'answer' && !faqItemHasSeparator(row, Number(issue.path[1]))) {
      errors.push({ field, message: v.faqFormat, args: { separator: FAQ_SEPARATOR } });
      continue;
    }
    // A choice cell with a value that is none of the choices: the form's "Please select …" would read as if empty.
    const choice = choiceOfField[String(issue.path[0])];
    const value = choice ? badChoice(row, issue.path) : '';
    if (choice && value !== '') {
      errors.push({ field, message: choice.message, args: { value, choices: choice.choices } });
      continue;
    }
    const sayAsItIs = (pointMessages as readonly string[]).includes(issue.message);
    const message = isLocation && !sayAsItIs ? v.location : issue.message.startsWith('app.validation.') ? issue.message : v.invalidValue;
    const args = validationArgsOf(issue);
    errors.push(args ? { field, message, args } : { field, message });
  }
  return { ok: false, errors };
}

type BatchStatus = (typeof excelBatchStatus.ids)[number];

/** The status a batch ends with (see the rule in this file's header). */
export function finalBatchStatus(counts: { processedRows: number; failedRows: number; cutShort: boolean }): BatchStatus {
  const s = excelBatchStatus.values;
  if (counts.processedRows === 0) return s.FAILED;
  if (counts.cutShort) return s.PARTIALLY_PROCESSED;
  return counts.failedRows > 0 ? s.PROCESSED_WITH_ERRORS : s.PROCESSED;
}
