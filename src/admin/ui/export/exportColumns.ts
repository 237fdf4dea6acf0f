/** Column kinds of the CSV exports, written as the lists show them (dates as in the tables, enums translated). */
import type { RaRecord } from 'react-admin';
import type { EnumDef } from '@shared/enums';
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
    return enumDef.has(value) ? translate(enumDef.label(value)) : '';
  },
});
