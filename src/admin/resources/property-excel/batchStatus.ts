/** How the import screens show batch and row statuses, and when they keep asking the server for news. */
import { excelBatchStatus, excelFileStatus, type EnumDef } from '@shared/enums';
import type { ChipColor } from '@admin/ui/fields';

/** Colours keyed by the enumeration's names, turned into colours by value (what EnumChipField reads). */
function colorsOf<V extends string | number, K extends string>(def: EnumDef<V, K>, colors: Record<K, ChipColor>): Record<V, ChipColor> {
  return Object.fromEntries(Object.entries(colors).map(([key, color]) => [def.values[key as K], color])) as Record<V, ChipColor>;
}

export const batchStatusColors = colorsOf(excelBatchStatus, {
  PROCESSED: 'success',
  PENDING: 'default',
  PARTIALLY_PROCESSED: 'warning',
  PROCESSED_WITH_ERRORS: 'warning',
  PROCESSING: 'info',
  FAILED: 'error',
});

export const rowStatusColors = colorsOf(excelFileStatus, {
  PROCESSED: 'success',
  PENDING: 'default',
  FAILED: 'error',
  PROCESSED_WITH_ERROR: 'warning',
});

const { PENDING, PROCESSING } = excelBatchStatus.values;

/** Every few seconds while a batch is still being read. */
export const BATCH_POLL_MS = 3000;

export const isBatchRunning = (status: unknown) => status === PENDING || status === PROCESSING;

/** The refetch interval of a list of batches: poll while any visible batch is queued or being read, else stop. */
export function batchPollInterval(records: readonly { status?: unknown }[] | undefined, everyMs = BATCH_POLL_MS): number | false {
  return records?.some((record) => isBatchRunning(record.status)) ? everyMs : false;
}
