/** Summaries of repeated measurements: medians of runs, and exact percentiles of per-request latencies. */

export type Summary = { n: number; median: number; min: number; max: number };

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) return { n: 0, median: NaN, min: NaN, max: NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { n: sorted.length, median, min: sorted[0], max: sorted[sorted.length - 1] };
}

/** Nearest-rank percentile (p in 0..100) of an already sorted array. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export const median = (samples: readonly number[]) => summarize(samples).median;
