import { DataTable } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { eventTimes, events } from '@shared/resources/content';
import { ActiveToggleField } from '../../ui/ActiveToggleField';
import { BulkActiveButtons } from '../../ui/BulkActiveButtons';
import { PageTitle } from '../../ui/PageTitle';
import { DateOrNaField, ExpandableTextField, TextOrNaField } from '../../ui/fields';
import { choiceFilter, searchFilter } from '../../ui/filters';
import { ExternalLinkField, SerialNumberField } from './eventFields';
import { raSort } from '@admin/ui/raSort';
import { ListActions } from '@admin/ui/ListActions';
import { activeColumn, dateColumn, textColumn } from '@admin/ui/export/exportColumns';
import { pinnedLastColumnSx } from '@admin/ui/pinnedColumns';
import { AppList } from '@admin/ui/AppList';
import { useCardsLayout } from '@admin/ui/useCardsLayout';
import { EventCards } from './EventCards';

const R = 'resources.events';
const defaultSort = raSort(events.defaultSort);
const filters = [
  searchFilter(),
  choiceFilter({ source: 'when', label: `${R}.when.label`, choices: eventTimes.map((id) => ({ id, name: `${R}.when.${id}` })) }),
];
const exportColumns = [
  textColumn('name'),
  textColumn('title'),
  dateColumn('dateTime', true),
  textColumn('agenda'),
  textColumn('details'),
  textColumn('address'),
  textColumn('link'),
  dateColumn('createdAt'),
  activeColumn(),
];

/**
 * "List of Events" (spec §2): exactly S No., Name, Title, Date, Agenda, Details, Location, Link, Created At,
 * then the status switch, pinned to the table's right edge as other lists' actions are (at 1024 px it sat behind the
 * table's sideways scroll). Cards on a phone, and on a tablet beside the open menu (EventCards). The list keeps its page, sort and search in local state (not the URL nor the
 * store), so every entry starts again at page 1; statusFilter=1 comes from the contract's fixedQuery.
 */
export function EventList() {
  // A menu click made while another view's code is still loading leaves this list mounted (the router keeps the
  // old screen during the load): keyed by the navigation, each entry still starts a fresh list at page 1.
  const { key } = useLocation();
  const small = useCardsLayout();
  return (
    <>
      <PageTitle title={`${R}.title`} />
      <AppList
        actions={<ListActions exportColumns={exportColumns} />}
        key={key}
        resource={events.name}
        title={`${R}.title`}
        filters={filters}
        sort={defaultSort}
        perPage={10}
        disableSyncWithLocation
        storeKey={false}
        exporter={false}
      >
        {small ? (
          <EventCards />
        ) : (
        <DataTable bulkActionButtons={<BulkActiveButtons />} rowClick={false} sx={pinnedLastColumnSx}>
          <DataTable.Col label={`${R}.fields.serialNo`} disableSort>
            <SerialNumberField />
          </DataTable.Col>
          <DataTable.Col source="name">
            <TextOrNaField source="name" />
          </DataTable.Col>
          <DataTable.Col source="title">
            <TextOrNaField source="title" />
          </DataTable.Col>
          <DataTable.Col source="dateTime">
            <DateOrNaField source="dateTime" withTime />
          </DataTable.Col>
          <DataTable.Col source="agenda" disableSort>
            <ExpandableTextField source="agenda" maxLength={60} />
          </DataTable.Col>
          <DataTable.Col source="details" disableSort>
            <ExpandableTextField source="details" maxLength={60} />
          </DataTable.Col>
          <DataTable.Col source="address">
            <ExpandableTextField source="address" maxLength={40} />
          </DataTable.Col>
          <DataTable.Col source="link" disableSort>
            <ExternalLinkField source="link" />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <DateOrNaField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="isActive" disableSort>
            <ActiveToggleField source="isActive" />
          </DataTable.Col>
        </DataTable>
        )}
      </AppList>
    </>
  );
}
