import { facing, orderStatus } from '@shared/enums';
import type { ServiceOrder } from '@shared/resources/serviceOrder';
import { dateColumn, enumColumn, textColumn } from '@admin/ui/export/exportColumns';
import type { ExportColumn } from '@admin/ui/export/ExportCsvButton';
import { NA } from '@admin/format';
import { dimensionsText } from './orderFields';

/** The order table's columns in the CSV export, the address in place of the map link. */
export const orderExportColumns: ExportColumn[] = [
  textColumn('orderNo'),
  textColumn('serviceName'),
  // The income the dashboard adds up is these fees, over the completed orders (audit: it could not be checked).
  { source: 'fee' },
  textColumn('name'),
  textColumn('email'),
  textColumn('address'),
  {
    source: 'dimensions',
    text: (record) => {
      const text = dimensionsText(record as unknown as ServiceOrder);
      return text === NA ? '' : text;
    },
  },
  textColumn('additionalInfo'),
  textColumn('plotNo'),
  textColumn('ventureName'),
  enumColumn('plotFacing', facing),
  dateColumn('createdAt', true),
  enumColumn('status', orderStatus),
];
