import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Stack } from '@mui/material';
import { Button, LinkBase, DataTable, useTranslate, type RaRecord } from 'react-admin';
import { availabilityStatus, approvals, facing, plotType } from '@shared/enums';
import { property } from '@shared/resources/property';
import { formatDate, formatRupees, NA } from '@admin/format';
import { ActiveToggleField } from '@admin/ui/ActiveToggleField';
import { BulkActiveButtons } from '@admin/ui/BulkActiveButtons';
import { ListDateRangeFilter } from '@admin/ui/DateRangeSearch';
import { PageTitle } from '@admin/ui/PageTitle';
import { DateOrNaField, EnumListField, RupeeField, TextOrNaField } from '@admin/ui/fields';
import { activeFilterInput, choiceFilter, searchFilter } from '@admin/ui/filters';
import { EXCEL_LIST_PATH } from '../property-excel/paths';
import { ListActions } from '@admin/ui/ListActions';
import { activeColumn, dateColumn, enumColumn, enumListColumn, listColumn, pointColumn, textColumn } from '@admin/ui/export/exportColumns';
import { raSort } from '@admin/ui/raSort';
import { RatingField } from './RatingField';
import { SetEnumField } from './SetEnumField';
import { pinnedEndColumnsSx } from '@admin/ui/pinnedColumns';
import { ActionsColumn } from '@admin/ui/ActionsColumn';
import { RowDeleteButton } from '@admin/ui/RowDeleteButton';
import { AppList } from '@admin/ui/AppList';
import { cardLine } from '@admin/ui/cardText';
import { RowEditButton } from '@admin/ui/RowButtons';
import { ToggleCards } from '@admin/ui/ToggleCards';
import { useCardsLayout } from '@admin/ui/useCardsLayout';

const propertyFilters = [
  searchFilter(),
  activeFilterInput(),
  // What an operator asks of the listings every day: what is still open, which apartments (audit 32-O).
  choiceFilter({ source: 'availabilityStatus', label: 'resources.property.fields.availabilityStatus', choices: availabilityStatus.choices }),
  choiceFilter({ source: 'plotType', label: 'resources.property.fields.plotType', choices: plotType.choices }),
];
/** Edit and Delete in every language (the widest, fr, measured in Chromium); Status stays in view beside them. */
const pinnedStatusAndActionsSx = pinnedEndColumnsSx(132);
const sortable = (field: string) => (property.sortable as readonly string[]).includes(field);

const exportColumns = [
  textColumn('address'),
  textColumn('propertyNo'),
  enumColumn('plotType', plotType),
  textColumn('pricePerSqft'),
  enumColumn('availabilityStatus', availabilityStatus),
  enumListColumn('approvals', approvals),
  textColumn('propertyRatings'),
  // The rest of the record, so that the file is the listing (it had the table's columns only).
  textColumn('areaOfPlot'),
  textColumn('priceAreaWise'),
  textColumn('projectSize'),
  enumColumn('propertyFacing', facing),
  textColumn('nearbyLocation'),
  listColumn('amenities'),
  listColumn('locationHighlights'),
  textColumn('aboutBuilder'),
  pointColumn('location'),
  dateColumn('createdAt'),
  activeColumn(),
];

function PropertyListActions() {
  return (
    <ListActions exportColumns={exportColumns}>
      <Button component={LinkBase} to={EXCEL_LIST_PATH} label="resources.property.list.import">
        <UploadFileIcon />
      </Button>
    </ListActions>
  );
}

/**
 * A DataTable, not the older Datagrid: Datagrid's row checkboxes (for the bulk actions) put their label on the
 * wrapper instead of the input (axe: unlabelled inputs).
 */
function PropertyTable() {
  return (
    <DataTable
      rowClick="edit"
      bulkActionButtons={<BulkActiveButtons />}
      // Nine columns: on a narrow desktop the table scrolls inside its card instead of widening the page
      // (width 0 + min-width 100%: the wrapper adds nothing to the page's minimum width, yet fills the card).
      sx={{
        '& .RaDataTable-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' },
        '& .column-address': { minWidth: 200 },
        ...pinnedStatusAndActionsSx,
      }}
    >
      <DataTable.Col source="address" disableSort={!sortable('address')}>
        <TextOrNaField source="address" maxLength={48} />
      </DataTable.Col>
      <DataTable.Col source="propertyNo" disableSort={!sortable('propertyNo')}>
        <TextOrNaField source="propertyNo" />
      </DataTable.Col>
      <DataTable.Col source="plotType" disableSort={!sortable('plotType')}>
        <SetEnumField source="plotType" enumDef={plotType} />
      </DataTable.Col>
      <DataTable.Col source="pricePerSqft" label="resources.property.list.pricePerSqft" disableSort={!sortable('pricePerSqft')}>
        <RupeeField source="pricePerSqft" />
      </DataTable.Col>
      <DataTable.Col source="availabilityStatus" disableSort={!sortable('availabilityStatus')}>
        <SetEnumField source="availabilityStatus" enumDef={availabilityStatus} />
      </DataTable.Col>
      <DataTable.Col source="approvals" disableSort={!sortable('approvals')}>
        <EnumListField source="approvals" enumDef={approvals} />
      </DataTable.Col>
      <DataTable.Col source="propertyRatings" disableSort={!sortable('propertyRatings')}>
        <RatingField source="propertyRatings" />
      </DataTable.Col>
      <DataTable.Col source="createdAt" disableSort={!sortable('createdAt')}>
        <DateOrNaField source="createdAt" />
      </DataTable.Col>
      <DataTable.Col source="isActive" disableSort={!sortable('isActive')}>
        <ActiveToggleField source="isActive" />
      </DataTable.Col>
      <ActionsColumn>
        <RowActions />
      </ActionsColumn>
    </DataTable>
  );
}

/** Edit and delete stacked in one narrow column; delete asks for confirmation and waits for the server. */
function RowActions() {
  return (
    <Stack direction="column" sx={{ alignItems: 'flex-start' }} onClick={(event) => event.stopPropagation()}>
      <RowEditButton />
      <RowDeleteButton />
    </Stack>
  );
}

function PropertyCards() {
  const translate = useTranslate();
  return (
    <ToggleCards
      primaryText={(record: RaRecord) => record.address || NA}
      secondaryText={(record: RaRecord) =>
        cardLine(
          record.propertyNo,
          plotType.has(record.plotType) && record.plotType !== 0 ? translate(plotType.label(record.plotType)) : null,
          formatRupees(record.pricePerSqft),
        )
      }
      tertiaryText={(record: RaRecord) => formatDate(record.createdAt)}
    />
  );
}

/** /property (and /property/list): the server-paged, server-sorted listing with search, status and date filters. */
export function PropertyList() {
  const isSmall = useCardsLayout();
  return (
    <>
      <PageTitle title="resources.property.list.title" />
      <AppList
        resource={property.name}
        title="resources.property.list.title"
        filters={propertyFilters}
        sort={raSort(property.defaultSort)}
        perPage={10}
        actions={<PropertyListActions />}
        empty={false}
      >
        <ListDateRangeFilter />
        {isSmall ? <PropertyCards /> : <PropertyTable />}
      </AppList>
    </>
  );
}
