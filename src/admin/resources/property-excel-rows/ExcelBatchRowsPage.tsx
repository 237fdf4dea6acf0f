import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Card, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  LinkBase,
  Datagrid,
  FilterForm,
  RecordContextProvider,
  ReferenceManyField,
  useGetOne,
  useListContext,
  useTranslate,
} from 'react-admin';
import { excelBatchStatus, excelFileStatus } from '@shared/enums';
import { propertyExcel, propertyExcelRows, type ExcelBatch } from '@shared/resources/property';
import { PageTitle } from '@admin/ui/PageTitle';
import { EnumChipField, NumberOrNaField } from '@admin/ui/fields';
import { choiceFilter, searchFilter } from '@admin/ui/filters';
import { batchStatusColors, BATCH_POLL_MS, isBatchRunning, rowStatusColors } from '../property-excel/batchStatus';
import { EXCEL_LIST_PATH } from '../property-excel/paths';
import { raSort } from '@admin/ui/raSort';
import { CardsSortButton } from '@admin/ui/CardsSortButton';
import { ClearFiltersButton } from '@admin/ui/ClearFiltersButton';
import { ListLoadError, ListPagination } from '@admin/ui/ListLoadError';
import { isRefusal } from '@admin/providers/httpErrors';
import type { ExcelRow } from '@shared/resources/property';
import { RowCellField, RowErrorsField, RowPropertyField } from './rowFields';
import { RowsExportButton } from './rowsExport';
import { useCardsLayout } from '@admin/ui/useCardsLayout';

const t = (key: string) => `resources.property-excel-rows.${key}`;
const sortable = (field: string) => (propertyExcelRows.sortable as readonly string[]).includes(field);
/** The rows of one outcome: after an import the admin looks for the failed ones. */
const rowStatusFilter = choiceFilter({
  source: 'status',
  label: t('fields.status'),
  allText: t('filters.all'),
  choices: excelFileStatus.choices.filter((c) => c.id === excelFileStatus.values.PROCESSED || c.id === excelFileStatus.values.FAILED),
});
const rowFilters = [searchFilter(), rowStatusFilter];
const rowStatuses: unknown[] = [excelFileStatus.values.PROCESSED, excelFileStatus.values.FAILED];

/**
 * The rows' filter as the address gives it (`?filter={"status":6}`, the batch list's link to the failed rows),
 * keeping only values the filters can show: a hand-edited address cannot send a query the server refuses.
 */
function filterOfAddress(search: string): Record<string, unknown> {
  let given: unknown;
  try {
    given = JSON.parse(new URLSearchParams(search).get('filter') ?? '{}');
  } catch {
    return {};
  }
  const { q, status } = (given ?? {}) as Record<string, unknown>;
  return { ...(typeof q === 'string' && q !== '' && { q }), ...(rowStatuses.includes(status) && { status }) };
}

/** Writes the rows' filter into the address (replacing the entry), so a reload or a copied link shows the same rows. */
function FilterInAddress() {
  const { filterValues } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const filter = JSON.stringify(filterValues ?? {});
  useEffect(() => {
    if ((new URLSearchParams(location.search).get('filter') ?? '{}') === filter) return;
    const search = filter === '{}' ? '' : `?${new URLSearchParams({ filter }).toString()}`;
    navigate({ search }, { replace: true, state: location.state });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- when the filter changes; the address is read as it is then
  }, [filter]);
  return null;
}

type BatchRecord = ExcelBatch & { id: string };

/**
 * The batch as known here: the rows answer carries it (`meta.batch`, when the data layer passes it on), else the
 * copy react-admin cached from the batch list (there is no single-batch call).
 */
function useBatch(id: string, fromRows: BatchRecord | undefined) {
  const { data: cached } = useGetOne<BatchRecord>(propertyExcel.name, { id }, { enabled: false });
  return fromRows ?? cached;
}

function BatchHeader({ id }: { id: string }) {
  const translate = useTranslate();
  const { meta } = useListContext();
  const batch = useBatch(id, meta?.batch as BatchRecord | undefined);
  return (
    <Box sx={{ mb: 1 }}>
      <PageTitle inAppBar title={batch ? translate(t('page.title'), { name: batch.originalFileName }) : t('page.titleUnknown')} />
      {batch && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <RecordContextProvider value={batch}>
            <EnumChipField source="status" enumDef={excelBatchStatus} colors={batchStatusColors} />
          </RecordContextProvider>
          <Typography variant="body2">
            {translate(t('page.summary'), { smart_count: batch.totalRows, processed: batch.processedRows, failed: batch.failedRows })}
          </Typography>
          {batch.error && (
            <Typography variant="body2" color="error">
              {translate(batch.error, { _: batch.error })}
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}

function RowsExport({ id }: { id: string }) {
  const { meta } = useListContext();
  return <RowsExportButton batchId={id} batch={useBatch(id, meta?.batch as BatchRecord | undefined)} />;
}

/**
 * The server refused the rows of this batch (an unknown or malformed batch id): its toast said why; the page says
 * what to do instead of showing an empty table. A failure to reach the server is the list's own, with Retry.
 */
function useBatchRefused() {
  const { error, data } = useListContext();
  return isRefusal(error) && !data;
}

function RowsOrProblem({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  if (!useBatchRefused()) return children;
  return (
    <Typography role="status" sx={{ p: 2 }}>
      {translate(t('page.unavailable'))}
    </Typography>
  );
}

/** The table, or on a phone one card per row: the table's Errors and Property columns were out of reach there. */
function RowsView() {
  const { error } = useListContext();
  const isSmall = useCardsLayout();
  if (error) return <ListLoadError />;
  if (isSmall) return <RowCards />;
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoRows />}>
      <NumberOrNaField source="rowNumber" sortable={sortable('rowNumber')} />
      <EnumChipField source="status" enumDef={excelFileStatus} colors={rowStatusColors} sortable={sortable('status')} />
      <RowCellField source="address" sortable={false} />
      <RowCellField source="propertyNo" sortable={false} />
      <RowErrorsField source="errors" sortable={false} />
      <RowPropertyField source="propertyId" sortable={false} />
    </Datagrid>
  );
}

function RowCards() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<ExcelRow & { id: string }>();
  if (isPending || !data) return null;
  if (data.length === 0) return <NoRows />;
  const label = (field: string) => translate('app.common.fieldLabel', { label: translate(`resources.property-excel-rows.fields.${field}`) });
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((row) => (
        <RecordContextProvider value={row} key={row.id}>
          <Box component="li" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="subtitle2" component="h2">
                {translate(t('page.rowTitle'), { number: row.rowNumber })}
              </Typography>
              <EnumChipField source="status" enumDef={excelFileStatus} colors={rowStatusColors} />
            </Stack>
            {(['address', 'propertyNo'] as const).map((field) => (
              <Typography variant="body2" key={field}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {label(field)}
                </Box>{' '}
                <RowCellField source={field} />
              </Typography>
            ))}
            {row.errors?.length > 0 && <RowErrorsField source="errors" />}
            <RowPropertyField source="propertyId" />
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
}

/** The cards' Sort: the row and its outcome (every row of a batch was created at about the same moment). */
const cardSortFields = ['rowNumber', 'status'].filter(sortable);

function NoRows() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {translate(t('page.empty'))}
    </Typography>
  );
}

export type ExcelBatchRowsPageProps = { pollMs?: number };

/** /property/excel-list/:id: every row of one spreadsheet with its status and, for a failed row, what is wrong. */
export function ExcelBatchRowsPage({ pollMs = BATCH_POLL_MS }: ExcelBatchRowsPageProps) {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const { data: cached } = useGetOne<BatchRecord>(propertyExcel.name, { id }, { enabled: false });
  // ReferenceManyField takes `filter` as the filter it starts from (and returns to when it changes).
  const initialFilter = useMemo(() => filterOfAddress(search), [search]);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button component={LinkBase} to={EXCEL_LIST_PATH} label={t('page.back')}>
          <ArrowBackIcon />
        </Button>
      </Box>
      <RecordContextProvider value={{ id }}>
        <ReferenceManyField
          reference={propertyExcelRows.name}
          target="batchId"
          filter={initialFilter}
          perPage={10}
          sort={raSort(propertyExcelRows.defaultSort)}
          pagination={<ListPagination />}
          queryOptions={{
            refetchInterval: (query) => {
              const batch = ((query.state.data as { meta?: { batch?: BatchRecord } } | undefined)?.meta?.batch ?? cached) as
                | BatchRecord
                | undefined;
              return batch && isBatchRunning(batch.status) ? pollMs : false;
            },
          }}
        >
          <FilterInAddress />
          <BatchHeader id={id} />
          <RowsOrProblem>
            {/* A list's root for its Clear filters and search box (listSearchBox.ts), as react-admin's List has. */}
            <Card variant="outlined" className="list-page">
              <Box sx={{ px: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <FilterForm filters={rowFilters} />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <ClearFiltersButton />
                  <CardsSortButton fields={cardSortFields} />
                  <RowsExport id={id} />
                </Stack>
              </Box>
              <RowsView />
            </Card>
          </RowsOrProblem>
        </ReferenceManyField>
      </RecordContextProvider>
    </Box>
  );
}
