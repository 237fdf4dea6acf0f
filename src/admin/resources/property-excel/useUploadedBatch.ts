/**
 * The latest news of the batch just uploaded, for the upload card: what the batches list on the same page has
 * fetched (it polls while a batch it shows is queued or being read, batchPollInterval), read from react-admin's
 * query cache, so one poller serves both. Only when no list on screen follows the batch (none is shown, or it has
 * been reloaded since the upload without that batch: a search, another page) does the card ask by itself, every
 * BATCH_POLL_MS until the batch ends.
 */
import { useQuery, useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useDataProvider } from 'react-admin';
import { excelBatchStatus } from '@shared/enums';
import { propertyExcel, type ExcelBatch } from '@shared/resources/property';
import { BATCH_POLL_MS, isBatchRunning } from './batchStatus';

export type UploadedBatch = {
  /** The batch as the upload registered it. */
  batch: ExcelBatch & { id?: string | number };
  /** The chosen file's name. */
  name: string;
  /** When the upload ended (ms): a list fetched before it cannot show the batch yet. */
  since: number;
};

type BatchRow = ExcelBatch & { id?: string | number };

const LIST_KEY = [propertyExcel.name, 'getList'];
/** How many of the newest batches named like the file the card reads when it asks by itself. */
const OWN_PAGE_SIZE = 25;

const idOf = (batch: BatchRow) => String(batch.id ?? batch._id);
const rowsOf = (query: Query) => (query.state.data as { data?: BatchRow[] } | undefined)?.data ?? [];
const activeLists = (cache: QueryCache) => cache.findAll({ queryKey: LIST_KEY, type: 'active' });

/** The batch as the most recently fetched list on screen shows it; a list fetched before the upload cannot. */
function listedBatch(cache: QueryCache, id: string, since: number): BatchRow | undefined {
  let found: BatchRow | undefined;
  let at = -Infinity;
  for (const query of activeLists(cache)) {
    if (query.state.dataUpdatedAt < since) continue;
    const row = rowsOf(query).find((r) => idOf(r) === id);
    if (row && query.state.dataUpdatedAt > at) {
      found = row;
      at = query.state.dataUpdatedAt;
    }
  }
  return found;
}

/** A list on screen shows the batch, or may once its reload after the upload (refresh) comes back. */
function followedByAList(cache: QueryCache, id: string, since: number): boolean {
  return activeLists(cache).some((query) => query.state.dataUpdatedAt < since || rowsOf(query).some((r) => idOf(r) === id));
}

const { PENDING, PROCESSING } = excelBatchStatus.values;
/** Statuses only move forward (queued, being read, ended): the furthest news is the latest. */
const progressOf = (status: unknown) => (status === PENDING ? 0 : status === PROCESSING ? 1 : 2);
/** `later` unless it is behind `earlier` (news of the same step may carry fresher counts). */
const newest = (earlier: BatchRow, later: BatchRow | null | undefined) => (later && progressOf(later.status) >= progressOf(earlier.status) ? later : earlier);

export function useUploadedBatch({ batch, name, since }: UploadedBatch): BatchRow {
  const dataProvider = useDataProvider();
  const cache = useQueryClient().getQueryCache();
  const id = idOf(batch);
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const listed = useSyncExternalStore(subscribe, () => listedBatch(cache, id, since));
  const followed = useSyncExternalStore(subscribe, () => followedByAList(cache, id, since));

  const known = newest(batch, listed);
  const own = useQuery({
    queryKey: [propertyExcel.name, 'uploadedBatch', { id }],
    queryFn: async ({ signal }) => {
      const { data } = await dataProvider.getList<BatchRow & { id: string }>(propertyExcel.name, {
        pagination: { page: 1, perPage: OWN_PAGE_SIZE },
        sort: { field: propertyExcel.defaultSort.field, order: 'DESC' },
        filter: { q: name },
        signal,
      });
      return data.find((row) => idOf(row) === id) ?? null;
    },
    enabled: !followed && isBatchRunning(known.status),
    refetchInterval: (query) => (isBatchRunning(query.state.data?.status ?? known.status) ? BATCH_POLL_MS : false),
  });

  // The list's news wins over the card's own at the same step: while a list follows it, the card's is not renewed.
  return newest(newest(batch, own.data), listed);
}
