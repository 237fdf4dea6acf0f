import type { ReactElement, ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import { statusFilter } from '@shared/enums';
import type { ResourceContract } from '@shared/resource';
import { PageTitle } from '../PageTitle';
import { DateOrNaField, TextOrNaField } from '../fields';
import { raSort } from '../raSort';
import { EmailLinkField, LeadStatusSelect, MessageExcerptField, PhoneLinkField } from './leadFields';
import { LeadBulkStatusButton } from './LeadBulkStatusButton';
import { LeadCards } from './LeadCards';
import { pinnedLastColumnSx } from '@admin/ui/pinnedColumns';
import { ListActions } from '../ListActions';
import { ListDateRangeFilter } from '../DateRangeSearch';
import type { ExportColumn } from '../export/ExportCsvButton';
import { dateColumn, enumColumn, textColumn } from '../export/exportColumns';
import { AppList } from '@admin/ui/AppList';
import { useCardsLayout } from '../useCardsLayout';

export type LeadListProps<T extends RaRecord> = {
  contract: ResourceContract;
  /** Filter inputs (search and status first). */
  filters: ReactElement[];
  /** The heading of a request's card on a phone. */
  primaryText(record: T): ReactNode;
  /** The resource's own columns (DataTable.Col), shown between the contact columns and the message. */
  children?: ReactNode;
  /** The same columns in the CSV export, in the same place. */
  ownExportColumns?: ExportColumn[];
};

/**
 * A list of lead-like requests (property leads, construction leads, support): who (name, phone, email), the
 * resource's own columns, the message, when, and a per-row status select; filtered by search, status and the days
 * the requests came in. A table from the sm breakpoint, cards with the same details below it (LeadCards).
 */
export function LeadList<T extends RaRecord>({ contract, filters, primaryText, children, ownExportColumns = [] }: LeadListProps<T>) {
  const small = useCardsLayout();
  const title = `resources.${contract.name}.title`;
  const exportColumns = [
    textColumn('name'),
    textColumn('phone'),
    textColumn('email'),
    ...ownExportColumns,
    textColumn('message'),
    dateColumn('createdAt', true),
    enumColumn('status', statusFilter),
  ];
  return (
    <>
      <PageTitle title={title} />
      <AppList
        actions={<ListActions exportColumns={exportColumns} />}
        resource={contract.name}
        title={title}
        filters={filters}
        sort={raSort(contract.defaultSort)}
        perPage={10}
        exporter={false}
      >
        <ListDateRangeFilter />
        {small ? (
          <LeadCards<T> primaryText={primaryText} columns={children} />
        ) : (
          <DataTable bulkActionButtons={<LeadBulkStatusButton />} rowClick={false} sx={pinnedLastColumnSx}>
            <DataTable.Col source="name">
              <TextOrNaField source="name" />
            </DataTable.Col>
            <DataTable.Col source="phone" disableSort>
              <PhoneLinkField source="phone" />
            </DataTable.Col>
            <DataTable.Col source="email">
              <EmailLinkField source="email" />
            </DataTable.Col>
            {children}
            <DataTable.Col source="message" disableSort>
              <MessageExcerptField source="message" />
            </DataTable.Col>
            <DataTable.Col source="createdAt">
              <DateOrNaField source="createdAt" withTime />
            </DataTable.Col>
            <DataTable.Col source="status">
              <LeadStatusSelect />
            </DataTable.Col>
          </DataTable>
        )}
      </AppList>
    </>
  );
}
