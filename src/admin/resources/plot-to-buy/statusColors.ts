import type { ChipColor } from '../../ui/fields';

/** Chip colours of the OPEN / CLOSE / PENDING status shared by plots to buy and the lead lists. */
export const openClosePendingColors: Partial<Record<number, ChipColor>> = { 1: 'success', 2: 'default', 3: 'warning' };
