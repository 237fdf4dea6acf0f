/** The days a dashboard preset covers, which the server counts over and the dashboard's links filter by. */
import { describe, expect, it } from 'vitest';
import { presetDays } from '@shared/dashboard';

describe('presetDays', () => {
  it('covers today and the days before it, across months and years; All covers no days', () => {
    expect(presetDays(1, '2026-03-01')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(presetDays(7, '2026-03-01')).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(presetDays(30, '2024-03-15')).toEqual({ startDate: '2024-02-15', endDate: '2024-03-15' });
    expect(presetDays(365, '2026-01-05')).toEqual({ startDate: '2025-01-06', endDate: '2026-01-05' });
    expect(presetDays(0, '2026-03-01')).toBeNull();
  });
});
