import { DataTable } from 'react-admin';
import { facing } from '@shared/enums';
import { DateOrNaField, EnumField, MapLinkField, TextOrNaField } from '../../ui/fields';
import { orderKey } from './messages';
import { DimensionsField, OrderStatusField } from './orderFields';
import { OrderRowActions } from './OrderRowActions';
import { orderDetailsPath } from './paths';
import { pinnedEndColumnsSx } from '../../ui/pinnedColumns';
import { ActionsColumn } from '@admin/ui/ActionsColumn';

/** Wide enough for Generate OTP and Details in every language (the widest, fr, measured in Chromium). */
const ACTIONS_WIDTH = 200;
const pinnedStatusAndActionsSx = pinnedEndColumnsSx(ACTIONS_WIDTH);

/**
 * The order table, exactly the spec's columns in its order. Headers come from `resources.service-order.fields.*`;
 * only the contract's sortable fields sort (on the server).
 */
export function OrderDataTable() {
  return (
    <DataTable bulkActionButtons={false} rowClick={(id) => orderDetailsPath(id)} sx={pinnedStatusAndActionsSx}>
      <DataTable.Col source="orderNo" field={TextOrNaField} />
      <DataTable.Col source="location" disableSort field={MapLinkField} />
      <DataTable.Col source="serviceName" field={TextOrNaField} />
      <DataTable.Col source="name" field={TextOrNaField} />
      <DataTable.Col source="email" field={TextOrNaField} />
      <DataTable.Col source="dimensions" disableSort field={DimensionsField} />
      <DataTable.Col source="additionalInfo" disableSort>
        <TextOrNaField source="additionalInfo" maxLength={40} />
      </DataTable.Col>
      <DataTable.Col source="plotNo" field={TextOrNaField} />
      <DataTable.Col source="ventureName" field={TextOrNaField} />
      <DataTable.Col source="plotFacing" disableSort>
        <EnumField source="plotFacing" enumDef={facing} />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <DateOrNaField source="createdAt" withTime />
      </DataTable.Col>
      <DataTable.Col source="status" field={OrderStatusField} />
      <ActionsColumn label={orderKey('fields.actions')}>
        <OrderRowActions />
      </ActionsColumn>
    </DataTable>
  );
}
