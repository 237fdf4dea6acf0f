import { Box } from '@mui/material';
import { DataTable, SimpleList } from 'react-admin';
import { facing, paymentOption, plotType, statusFilter } from '@shared/enums';
import { plotToBuy } from '@shared/resources/plots';
import type { PlotToBuy } from '@shared/resources/plots';
import { ListDateRangeFilter } from '../../ui/DateRangeSearch';
import { PageTitle } from '../../ui/PageTitle';
import { plotToBuyDetailsPath } from './paths';
import { DateOrNaField, EnumChipField, EnumField, TextOrNaField } from '../../ui/fields';
import { searchFilter, statusFilterInput } from '../../ui/filters';
import { BudgetRangeField, formatBudgetRange, SizeWithUnitField } from '@admin/ui/plotFields';
import { PlotToBuyRowActions } from './PlotToBuyRowActions';
import { openClosePendingColors } from './statusColors';
import { raSort } from '@admin/ui/raSort';
import { pinnedLastColumnSx } from '@admin/ui/pinnedColumns';
import { ListActions } from '@admin/ui/ListActions';
import { dateColumn, enumColumn, sizeWithUnitColumn, textColumn } from '@admin/ui/export/exportColumns';
import { ActionsColumn } from '@admin/ui/ActionsColumn';
import { AppList } from '@admin/ui/AppList';
import { useCardsLayout } from '@admin/ui/useCardsLayout';
import { cardLine } from '@admin/ui/cardText';

const R = 'resources.plot-to-buy';
const defaultSort = raSort(plotToBuy.defaultSort);
type PlotToBuyRecord = PlotToBuy & { id: string };


// The contract's fixedQuery sends statusFilter=1 on every call (spec §9); the requirement's own status (open,
// closed, pending) is the `status` extension: triage asks for the open ones (audit 32-O).
const filters = [searchFilter(), statusFilterInput('status')];
const exportColumns = [
  textColumn('ticketId'),
  textColumn('name'),
  textColumn('minimumBudget'),
  textColumn('maximumBudget'),
  sizeWithUnitColumn(),
  enumColumn('plotType', plotType),
  enumColumn('plotFacing', facing),
  enumColumn('paymentOption', paymentOption),
  dateColumn('createdAt'),
  enumColumn('status', statusFilter),
];

/** Buyer requirements: ticket, budget range, size, type, facing, payment, status with a per-row status menu. */
export function PlotToBuyList() {
  const small = useCardsLayout();
  return (
    <>
      <PageTitle title={`${R}.title`} />
      <AppList resource={plotToBuy.name} title={`${R}.title`} filters={filters} sort={defaultSort} perPage={10} exporter={false} actions={<ListActions exportColumns={exportColumns} />}>
        <ListDateRangeFilter />
        {small ? (
          <SimpleList<PlotToBuyRecord>
            primaryText={(r) => cardLine(r.ticketId, r.name)}
            secondaryText={(r) => formatBudgetRange(r.minimumBudget, r.maximumBudget)}
            tertiaryText={
              // At the end of the line like the other cards' tertiary text (react-admin floats only text there).
              <Box component="span" sx={{ float: 'right', ml: 1 }}>
                <EnumChipField source="status" enumDef={statusFilter} colors={openClosePendingColors} />
              </Box>
            }
            rowClick={plotToBuyDetailsPath}
          />
        ) : (
          <DataTable rowClick={plotToBuyDetailsPath} bulkActionButtons={false} sx={pinnedLastColumnSx}>
            <DataTable.Col source="ticketId">
              <TextOrNaField source="ticketId" />
            </DataTable.Col>
            <DataTable.Col source="name">
              <TextOrNaField source="name" />
            </DataTable.Col>
            <DataTable.Col source="minimumBudget" label={`${R}.fields.budget`}>
              <BudgetRangeField />
            </DataTable.Col>
            <DataTable.Col source="plotSize">
              <SizeWithUnitField source="plotSize" />
            </DataTable.Col>
            <DataTable.Col source="plotType" disableSort>
              <EnumField source="plotType" enumDef={plotType} />
            </DataTable.Col>
            <DataTable.Col source="plotFacing" disableSort>
              <EnumField source="plotFacing" enumDef={facing} />
            </DataTable.Col>
            <DataTable.Col source="paymentOption" disableSort>
              <EnumField source="paymentOption" enumDef={paymentOption} />
            </DataTable.Col>
            <DataTable.Col source="createdAt">
              <DateOrNaField source="createdAt" />
            </DataTable.Col>
            <DataTable.Col source="status">
              <EnumChipField source="status" enumDef={statusFilter} colors={openClosePendingColors} />
            </DataTable.Col>
            <ActionsColumn>
              <PlotToBuyRowActions />
            </ActionsColumn>
          </DataTable>
        )}
      </AppList>
    </>
  );
}
