import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { Button, LinkBase, Datagrid, SimpleList, TopToolbar, useListContext, useRecordContext, useTranslate, WrapperField } from 'react-admin';
import { ListNoResults } from '@admin/ui/ListNoResults';
import { ClearFiltersButton } from '@admin/ui/ClearFiltersButton';
import { excelBatchStatus } from '@shared/enums';
import { propertyExcel, type ExcelBatch } from '@shared/resources/property';
import { PageTitle } from '@admin/ui/PageTitle';
import { DateOrNaField, EnumChipField, NumberOrNaField, ServerTextField, TextOrNaField, useTimeText } from '@admin/ui/fields';
import { hasAppliedFilters, searchFilter } from '@admin/ui/filters';
import { batchPollInterval, batchStatusColors, BATCH_POLL_MS, isBatchRunning } from './batchStatus';
import { SpreadsheetUploadCard } from './SpreadsheetUploadCard';
import { batchPath, failedRowsPath } from './paths';
import { raSort } from '@admin/ui/raSort';
import { TemplateCard } from './TemplateCard';
import { AppList } from '@admin/ui/AppList';
import { cardLine, cardText } from '@admin/ui/cardText';
import { useCardsLayout } from '@admin/ui/useCardsLayout';

type BatchRecord = ExcelBatch & { id: string };


const t = (key: string) => `resources.property-excel.${key}`;
const sortable = (field: string) => (propertyExcel.sortable as readonly string[]).includes(field);

function BatchListActions() {
  return (
    <TopToolbar>
      <ClearFiltersButton />
      <Button component={LinkBase} to="/property" label={t('list.back')}>
        <ArrowBackIcon />
      </Button>
    </TopToolbar>
  );
}

/** Says why the list keeps changing by itself; shown only while a visible batch is queued or being read. */
function RefreshingNotice() {
  const translate = useTranslate();
  const { data } = useListContext<BatchRecord>();
  if (!data?.some((batch) => isBatchRunning(batch.status))) return null;
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
      {/* The text beside it says what it shows. */}
      <CircularProgress size={16} aria-hidden />
      <Typography variant="body2">{translate(t('list.refreshing'))}</Typography>
    </Box>
  );
}

/** Nothing uploaded yet; or, with a search typed, the lists' "nothing matches" with its Clear filters button. */
function NoBatches() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  if (hasAppliedFilters(filterValues)) return <ListNoResults />;
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {translate(t('list.empty'))}
    </Typography>
  );
}

export type ExcelBatchListPageProps = { pollMs?: number };

/** /property/excel-list: upload a spreadsheet, download the template, follow every batch until it is done. */
export function ExcelBatchListPage({ pollMs = BATCH_POLL_MS }: ExcelBatchListPageProps) {
  const isSmall = useCardsLayout();
  return (
    <Box>
      <PageTitle title={t('list.title')} subtitle={t('list.subtitle')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SpreadsheetUploadCard />
        <TemplateCard />
      </Stack>
      <AppList
        resource={propertyExcel.name}
        title={t('list.title')}
        sort={raSort(propertyExcel.defaultSort)}
        perPage={10}
        filters={[searchFilter()]}
        actions={<BatchListActions />}
        empty={false}
        queryOptions={{ refetchInterval: (query) => batchPollInterval((query.state.data as { data?: ExcelBatch[] } | undefined)?.data, pollMs) }}
      >
        <RefreshingNotice />
        {isSmall ? (
          <BatchCards />
        ) : (
          <Datagrid rowClick={(id) => batchPath(id)} bulkActionButtons={false} empty={<NoBatches />}>
            <TextOrNaField source="originalFileName" sortable={sortable('originalFileName')} />
            <DateOrNaField source="createdAt" withTime sortable={sortable('createdAt')} />
            <NumberOrNaField source="totalRows" sortable={sortable('totalRows')} />
            <NumberOrNaField source="processedRows" sortable={sortable('processedRows')} />
            <NumberOrNaField source="failedRows" sortable={sortable('failedRows')} />
            <EnumChipField source="status" enumDef={excelBatchStatus} colors={batchStatusColors} sortable={sortable('status')} />
            <BatchProblemField source="error" sortable={false} />
            {/* A named column: its header cell was empty (audit). */}
            <WrapperField label="app.common.actions" sortable={false}>
              <ViewRowsButton />
            </WrapperField>
          </Datagrid>
        )}
      </AppList>
    </Box>
  );
}

/**
 * On a phone, one card per batch: the table's status and counts were scrolled out of view there. The file, how its
 * rows went (or why it failed), when it came, and the status at the end of the line; the card opens its rows.
 */
function BatchCards() {
  const translate = useTranslate();
  const timeText = useTimeText();
  return (
    <SimpleList<BatchRecord>
      primaryText={(batch) => cardText(batch.originalFileName)}
      secondaryText={(batch) =>
        cardLine(
          batch.error
            ? translate(batch.error, { _: batch.error })
            : !isBatchRunning(batch.status) &&
                translate('resources.property-excel-rows.page.summary', { smart_count: batch.totalRows, processed: batch.processedRows, failed: batch.failedRows }),
          timeText(batch.createdAt),
        )
      }
      tertiaryText={
        <Box component="span" sx={{ float: 'right', ml: 1 }}>
          <EnumChipField source="status" enumDef={excelBatchStatus} colors={batchStatusColors} />
        </Box>
      }
      rowClick={(id) => batchPath(id)}
      empty={<NoBatches />}
    />
  );
}

/**
 * Why the batch failed; for a batch read to its end with refused rows, a link to just those rows (the admin's next
 * step), where "NA" said nothing.
 */
function BatchProblemField(_: { source: string; sortable?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<BatchRecord>();
  if (!record) return null;
  if (record.error || !(record.failedRows > 0) || isBatchRunning(record.status)) return <ServerTextField source="error" maxLength={60} />;
  return (
    <Link component={LinkBase} to={failedRowsPath(record.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {translate(t('list.failedRows'), { smart_count: record.failedRows })}
    </Link>
  );
}

/** A real link (keyboard and middle-click) to the batch's rows, beside the row click. */
function ViewRowsButton() {
  const translate = useTranslate();
  const record = useRecordContext<BatchRecord>();
  if (!record) return null;
  return (
    <Button
      component={LinkBase}
      to={batchPath(record.id)}
      label={t('list.viewRows')}
      aria-label={translate(t('list.viewRowsOf'), { name: record.originalFileName })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      <TableRowsIcon />
    </Button>
  );
}
