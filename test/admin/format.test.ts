import { describe, expect, it } from 'vitest';
import { formatRupees } from '@admin/format';

describe('formatRupees', () => {
  it('shows whole rupees without paise, in Indian digit grouping', () => {
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows two decimals when there are paise', () => {
    expect(formatRupees(5500.5)).toBe('₹5,500.50');
    expect(formatRupees(99.999)).toBe('₹100');
  });

  it('reads NA for what is not a number', () => {
    expect(formatRupees(null)).toBe('NA');
    expect(formatRupees('12')).toBe('NA');
    expect(formatRupees(Number.NaN)).toBe('NA');
  });
});
