import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { approvalStatus, availabilityStatus } from '@shared/enums';
import { plotForSale } from '@shared/resources/plots';
import type { PlotForSale } from '@shared/resources/plots';
import { ActiveToggleField } from '../../ui/ActiveToggleField';
import { BulkActiveButtons } from '../../ui/BulkActiveButtons';
import { ListDateRangeFilter } from '../../ui/DateRangeSearch';
import { PageTitle } from '../../ui/PageTitle';
import { plotForSaleDetailsPath } from './paths';
import { DateOrNaField, EnumField, MapLinkField, RupeeField, TextOrNaField } from '../../ui/fields';
import { activeFilterInput, searchFilter } from '../../ui/filters';
import { formatRupees } from '../../format';
import { SizeWithUnitField } from '@admin/ui/plotFields';
import { raSort } from '@admin/ui/raSort';
import { pinnedEndColumnsSx } from '@admin/ui/pinnedColumns';
import { ListActions } from '@admin/ui/ListActions';
import { ActionsColumn } from '@admin/ui/ActionsColumn';
import { RowDetailsLink } from '@admin/ui/RowDetailsLink';
import { activeColumn, dateColumn, enumColumn, sizeWithUnitColumn, textColumn } from '@admin/ui/export/exportColumns';
import { AppList } from '@admin/ui/AppList';
import { cardLine } from '@admin/ui/cardText';
import { ToggleCards } from '@admin/ui/ToggleCards';
import { useCardsLayout } from '@admin/ui/useCardsLayout';

/** The row's actions in every language (the widest, en, measured in Chromium); Status stays in view beside them. */
const pinnedStatusAndActionsSx = pinnedEndColumnsSx(112);

const R = 'resources.plot-for-sale';
const defaultSort = raSort(plotForSale.defaultSort);
type PlotForSaleRecord = PlotForSale & { id: string };

const filters = [searchFilter(), activeFilterInput()];
const exportColumns = [
  textColumn('name'),
  textColumn('address'),
  textColumn('plotNo'),
  textColumn('ventureName'),
  textColumn('pricePerSqft'),
  sizeWithUnitColumn(),
  enumColumn('approvalStatus', approvalStatus),
  enumColumn('availabilityStatus', availabilityStatus),
  dateColumn('createdAt'),
  activeColumn(),
];
const openDetails = (id: unknown) => plotForSaleDetailsPath(id);

/** Plots for sale: server-paged, sorted and filtered (search, active, created-date range); a row opens its details. */
export function PlotForSaleList() {
  const small = useCardsLayout();
  return (
    <>
      <PageTitle title={`${R}.title`} />
      <AppList
        actions={<ListActions exportColumns={exportColumns} />}
        resource={plotForSale.name}
        title={`${R}.title`}
        filters={filters}
        sort={defaultSort}
        perPage={10}
        exporter={false}
      >
        <ListDateRangeFilter />
        {small ? (
          <ToggleCards<PlotForSaleRecord>
            primaryText={(r) => r.name || r.address}
            secondaryText={(r) => cardLine(r.plotNo, r.ventureName)}
            tertiaryText={(r) => formatRupees(r.pricePerSqft)}
            to={(r) => openDetails(r.id)}
          />
        ) : (
          <DataTable rowClick={openDetails} bulkActionButtons={<BulkActiveButtons />} sx={pinnedStatusAndActionsSx}>
            <DataTable.Col source="name">
              <TextOrNaField source="name" />
            </DataTable.Col>
            <DataTable.Col source="address">
              <TextOrNaField source="address" maxLength={40} />
            </DataTable.Col>
            <DataTable.Col source="plotNo">
              <TextOrNaField source="plotNo" />
            </DataTable.Col>
            <DataTable.Col source="ventureName">
              <TextOrNaField source="ventureName" />
            </DataTable.Col>
            <DataTable.Col source="pricePerSqft">
              <RupeeField source="pricePerSqft" />
            </DataTable.Col>
            <DataTable.Col source="plotSize">
              <SizeWithUnitField source="plotSize" />
            </DataTable.Col>
            <DataTable.Col source="approvalStatus">
              <EnumField source="approvalStatus" enumDef={approvalStatus} />
            </DataTable.Col>
            <DataTable.Col source="availabilityStatus">
              <EnumField source="availabilityStatus" enumDef={availabilityStatus} />
            </DataTable.Col>
            <DataTable.Col source="location" disableSort>
              <MapLinkField source="location" />
            </DataTable.Col>
            <DataTable.Col source="createdAt">
              <DateOrNaField source="createdAt" />
            </DataTable.Col>
            <DataTable.Col source="isActive">
              <ActiveToggleField source="isActive" />
            </DataTable.Col>
            <ActionsColumn>
              <DetailsButton />
            </ActionsColumn>
          </DataTable>
        )}
      </AppList>
    </>
  );
}

function DetailsButton() {
  const record = useRecordContext<PlotForSaleRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <RowDetailsLink
      to={plotForSaleDetailsPath(record.id)}
      label={translate(`${R}.actions.details`)}
      name={translate(`${R}.actions.detailsOf`, { name: record.name || record.plotNo || record.id })}
    />
  );
}
