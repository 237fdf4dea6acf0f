import { describe, expect, it } from 'vitest';
import { breakableRuns, businessToday, formatCompactNumber, formatCompactRupees, formatDate, formatNumber, formatRupees, setNumberLanguage, shortenText, toYmd } from '@admin/format';

describe('formatCompactRupees (a chart axis)', () => {
  it('writes lakhs in Indian English, and the admin’s language’s own short form where it writes numbers its way', () => {
    expect([0, 2_000_000, 6_000_000].map(formatCompactRupees)).toEqual(['₹0', '₹20L', '₹60L']);
    setNumberLanguage('fr');
    try {
      expect(formatCompactRupees(6_000_000).replace(/\s/g, ' ')).toBe('6 M ₹');
    } finally {
      setNumberLanguage('en');
    }
  });
});

describe('formatCompactNumber (a chart axis’s counts)', () => {
  it('writes thousands and lakhs short enough for the axis, in the admin’s language’s own form where it has one', () => {
    expect([0, 950, 60_000, 150_000].map(formatCompactNumber)).toEqual(['0', '950', '60K', '1.5L']);
    setNumberLanguage('fr');
    try {
      expect(formatCompactNumber(60_000).replace(/\s/g, ' ')).toBe('60 k');
    } finally {
      setNumberLanguage('en');
    }
  });
});

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

describe('numbers in the admin’s language', () => {
  it('follow French and Romanian, where a comma is the decimal mark; the other languages keep Indian grouping', () => {
    try {
      setNumberLanguage('fr');
      // Narrow no-break spaces group the thousands in French.
      expect(formatRupees(8700).replace(/\s/g, ' ')).toBe('8 700 ₹');
      expect(formatRupees(5500.5).replace(/\s/g, ' ')).toBe('5 500,50 ₹');
      expect(formatNumber(4.5)).toBe('4,5');
      setNumberLanguage('ro');
      expect(formatRupees(1234567).replace(/\s/g, ' ')).toBe('1.234.567 ₹');
      setNumberLanguage('zh');
      expect(formatRupees(1234567)).toBe('₹12,34,567');
    } finally {
      setNumberLanguage('en');
    }
    expect(formatRupees(8700)).toBe('₹8,700');
  });
});

describe('formatDate', () => {
  it("shows an instant on India's clock and calendar, whatever the browser's time zone", () => {
    // 22:32 UTC on 3 December is 04:02 on 4 December in India: the day its date filter finds it under.
    expect(formatDate('2025-12-03T22:32:50Z', true)).toBe('2025.12.04 04:02');
    expect(formatDate('2025-12-03T22:32:50Z')).toBe('2025.12.04');
    expect(formatDate('2025-12-03T18:29:59Z')).toBe('2025.12.03');
    expect(formatDate(null)).toBe('NA');
  });

  it('keeps India’s clock from a browser whose zone changes to or from daylight saving near the instant', () => {
    const zone = process.env.TZ;
    try {
      // 2026-03-08: Los Angeles moves its clocks forward at 10:00 UTC; 2026-03-29: Paris at 01:00 UTC.
      process.env.TZ = 'America/Los_Angeles';
      expect(formatDate('2026-03-08T04:30:00Z', true)).toBe('2026.03.08 10:00');
      expect(formatDate('2026-11-01T02:00:00Z', true)).toBe('2026.11.01 07:30');
      process.env.TZ = 'Europe/Paris';
      expect(formatDate('2026-03-29T00:00:00Z', true)).toBe('2026.03.29 05:30');
      expect(formatDate('2026-10-24T22:00:00Z', true)).toBe('2026.10.25 03:30');
      expect(toYmd(businessToday(new Date('2026-03-28T20:00:00Z')))).toBe('2026-03-29');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('businessToday', () => {
  it('is the calendar day in India, whatever the browser’s zone, as a local midnight', () => {
    // 20:00 in New York is 06:30 the next morning in Hyderabad.
    expect(toYmd(businessToday(new Date('2026-11-26T20:00:00-05:00')))).toBe('2026-11-27');
    expect(toYmd(businessToday(new Date('2026-11-26T18:29:00Z')))).toBe('2026-11-26');
    expect(toYmd(businessToday(new Date('2026-11-26T18:30:00Z')))).toBe('2026-11-27');
    const today = businessToday(new Date('2026-11-26T12:00:00Z'));
    expect([today.getHours(), today.getMinutes()]).toEqual([0, 0]);
  });
});

describe('shortenText', () => {
  it('leaves a text that fits, and cuts a longer one with "…"', () => {
    expect(shortenText('Kokapet', 10)).toBe('Kokapet');
    expect(shortenText('Plot 14, Road No. 3', 7)).toBe('Plot 14…');
  });

  it('never cuts inside an emoji or a Telugu letter with its signs', () => {
    // 🏡 is two UTF-16 units: a cut between them showed "�".
    expect(shortenText('తెలుగు 🏡 house', 8)).toBe('తెలుగు …');
    expect(shortenText('తెలుగు 🏡 house', 9)).toBe('తెలుగు 🏡…');
    // తె is a consonant and a vowel sign: one letter to a reader, two code units.
    expect(shortenText('తెలుగు', 1)).toBe('…');
    expect(shortenText('తెలుగు', 2)).toBe('తె…');
  });
});

describe('breakableRuns', () => {
  it('leaves texts whose words are short enough as they are', () => {
    expect(breakableRuns('Plot 14, Road No. 3, Kokapet, Rangareddy district')).toBeNull();
    expect(breakableRuns('PR-000000000123')).toBeNull();
  });

  it('cuts a run longer than the limit into pieces of the limit, keeping every character', () => {
    const word = 'A'.repeat(60);
    expect(breakableRuns(`No. ${word} end`, 24)).toEqual([`No. ${'A'.repeat(24)}`, 'A'.repeat(24), `${'A'.repeat(12)} end`]);
    expect(breakableRuns('https://example.com/a/very/long/path/without/spaces', 24)?.join('')).toBe(
      'https://example.com/a/very/long/path/without/spaces',
    );
  });

  it('counts Telugu letters with their signs as one, and never cuts between them', () => {
    const word = 'తెలుగు'.repeat(10); // 30 letters to a reader, 60 code units
    const pieces = breakableRuns(word, 24)!;
    expect(pieces).toEqual(['తెలుగు'.repeat(8), 'తెలుగు'.repeat(2)]);
  });
});
