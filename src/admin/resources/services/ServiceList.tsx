import { DataTable } from 'react-admin';
import type { Service } from '@shared/resources/services';
import { services } from '@shared/resources/services';
import { PageTitle } from '@admin/ui/PageTitle';
import { EmptyWithCreate } from '@admin/ui/EmptyWithCreate';
import { ActiveToggleField } from '@admin/ui/ActiveToggleField';
import { BulkActiveButtons } from '@admin/ui/BulkActiveButtons';
import { DateOrNaField, RupeeField, TextOrNaField } from '@admin/ui/fields';
import { activeFilterInput, searchFilter } from '@admin/ui/filters';
import { formatRupees } from '@admin/format';
import { ThumbnailField } from '@admin/ui/ThumbnailField';
import { raSort } from '@admin/ui/raSort';
import { pinnedLastColumnSx } from '@admin/ui/pinnedColumns';
import { ListActions } from '@admin/ui/ListActions';
import { ActionsColumn } from '@admin/ui/ActionsColumn';
import { activeColumn, dateColumn, textColumn } from '@admin/ui/export/exportColumns';
import { AppList } from '@admin/ui/AppList';
import { RowEditButton } from '@admin/ui/RowButtons';
import { ToggleCards } from '@admin/ui/ToggleCards';
import { useCardsLayout } from '@admin/ui/useCardsLayout';

type ServiceRecord = Service & { id: string };
const serviceFilters = [searchFilter(), activeFilterInput()];
const exportColumns = [textColumn('title'), textColumn('teluguTitle'), textColumn('description'), textColumn('fee'), dateColumn('createdAt'), activeColumn()];

/** /services (and /services/list): search, active filter, sort on the contract's fields, fee in rupees. */
export function ServiceList() {
  const isSmall = useCardsLayout();
  return (
    <>
      <PageTitle title="resources.services.list.title" />
      <AppList
        actions={<ListActions exportColumns={exportColumns} />}
        resource={services.name}
        title="resources.services.list.title"
        filters={serviceFilters}
        sort={raSort(services.defaultSort)}
        exporter={false}
        empty={<EmptyWithCreate />}
      >
        {isSmall ? (
          <ToggleCards<ServiceRecord> primaryText={(r) => r.title} secondaryText={(r) => formatRupees(r.fee)} />
        ) : (
          <DataTable rowClick="edit" bulkActionButtons={<BulkActiveButtons />} sx={pinnedLastColumnSx}>
            <DataTable.Col source="icon" disableSort>
              <ThumbnailField source="icon" altSource="title" size={40} />
            </DataTable.Col>
            <DataTable.Col source="title">
              <TextOrNaField source="title" />
            </DataTable.Col>
            <DataTable.Col source="teluguTitle" disableSort>
              <TextOrNaField source="teluguTitle" />
            </DataTable.Col>
            <DataTable.Col source="description" disableSort>
              <TextOrNaField source="description" maxLength={80} />
            </DataTable.Col>
            <DataTable.Col source="fee">
              <RupeeField source="fee" />
            </DataTable.Col>
            <DataTable.Col source="createdAt">
              <DateOrNaField source="createdAt" />
            </DataTable.Col>
            <DataTable.Col source="isActive">
              <ActiveToggleField source="isActive" />
            </DataTable.Col>
            <ActionsColumn>
              <RowEditButton />
            </ActionsColumn>
          </DataTable>
        )}
      </AppList>
    </>
  );
}
