/** Column kinds of the CSV exports, written as the lists show them (dates as in the tables, enums translated). */
import type { RaRecord } from 'react-admin';
import { sizeUnit, type EnumDef } from '@shared/enums';
import { formatDate } from '@admin/format';
import type { ExportColumn } from './ExportCsvButton';

const valueOf = (record: RaRecord, source: string) => (record as Record<string, unknown>)[source];

export const textColumn = (source: string, label?: string): ExportColumn => ({ source, label });

export const dateColumn = (source: string, withTime = false, label?: string): ExportColumn => ({
  source,
  label,
  text: (record) => {
    const value = valueOf(record, source);
    return value ? formatDate(value, withTime) : '';
  },
});

export const enumColumn = (source: string, enumDef: EnumDef<string | number>, label?: string): ExportColumn => ({
  source,
  label,
  text: (record, translate) => {
    const value = valueOf(record, source);
    // 0 is "not set" (the enumerations' Null; see withoutNull): empty, as the tables show NA for it.
    return enumDef.has(value) && value !== 0 ? translate(enumDef.label(value)) : '';
  },
});

/** A list of enumeration values, translated and joined with "; " (the import's list separator). */
export const enumListColumn = (source: string, enumDef: EnumDef<string | number>, label?: string): ExportColumn => ({
  source,
  label,
  text: (record, translate) => {
    const values = valueOf(record, source);
    return Array.isArray(values) ? values.map((v) => (enumDef.has(v) ? translate(enumDef.label(v)) : String(v))).join('; ') : '';
  },
});

export const activeColumn = (source = 'isActive', label?: string): ExportColumn => ({
  source,
  label,
  text: (record, translate) => translate(valueOf(record, source) ? 'app.common.active' : 'app.common.inactive'),
});

/** Yes or No, in the admin's language. */
export const yesNoColumn = (source: string, label?: string): ExportColumn => ({
  source,
  label,
  text: (record, translate) => translate(valueOf(record, source) ? 'ra.boolean.true' : 'ra.boolean.false'),
});

/** A plot size with its unit ("240 Sq Yards"), as the plot tables show it. */
export const sizeWithUnitColumn = (source = 'plotSize', unitSource = 'plotSizeUnit', label?: string): ExportColumn => ({
  source,
  label,
  text: (record, translate) => {
    const size = valueOf(record, source);
    const unit = valueOf(record, unitSource);
    if (size === null || size === undefined || size === '') return '';
    return sizeUnit.has(unit) && unit !== sizeUnit.values.NULL ? `${String(size)} ${translate(sizeUnit.label(unit))}` : String(size);
  },
});

/** A list of texts (amenities, highlights), one cell, items separated by "; " as the import template writes them. */
export const listColumn = (source: string, label?: string): ExportColumn => ({
  source,
  label,
  text: (record) => {
    const values = valueOf(record, source);
    return Array.isArray(values) ? values.map(String).join('; ') : '';
  },
});

/** A GeoJSON point as "latitude, longitude" (what a maps search takes); empty without one. */
export const pointColumn = (source = 'location', label?: string): ExportColumn => ({
  source,
  label,
  text: (record) => {
    const coordinates = (valueOf(record, source) as { coordinates?: unknown } | null | undefined)?.coordinates;
    return Array.isArray(coordinates) && coordinates.length === 2 ? `${coordinates[1]}, ${coordinates[0]}` : '';
  },
});
