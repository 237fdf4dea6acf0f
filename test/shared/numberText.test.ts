import { describe, expect, it } from 'vitest';
import { numberText, parseNumberText } from '@shared/numberText';

describe('parseNumberText', () => {
  it('reads English and Chinese numbers: a decimal point, commas grouping in threes or the Indian way', () => {
    const read = (text: string) => parseNumberText(text, false);
    expect(['1500', '1500.50', '-2.5', '1,500', '1,500.5', '1,50,000', '12,34,567.25', '₹ 4,500', '1 500'].map(read)).toEqual([
      1500, 1500.5, -2.5, 1500, 1500.5, 150000, 1234567.25, 4500, 1500,
    ]);
  });

  it('reads a comma that no grouping ends with as the decimal comma a visitor meant, and refuses the rest', () => {
    expect(parseNumberText('1500,50', false)).toBe(1500.5);
    expect(parseNumberText('4,5', false)).toBe(4.5);
    for (const text of ['1,5000', '12,34,5', '5,500,50', '1.500,5', 'abc', '', ',', '1..5']) {
      expect(parseNumberText(text, false), text).toBeUndefined();
    }
  });

  it('reads French and Romanian numbers: a decimal comma, spaces or dots grouping thousands, a lone decimal point', () => {
    const read = (text: string) => parseNumberText(text, true);
    // U+202F and U+00A0 are the spaces French formatting writes between thousands.
    expect(['1500,50', '1\u202f500,5', '1\u00a0500', '1.500', '1.234.567,5', '4,5', '12.5', '0.125', '1 500', '-3,25'].map(read)).toEqual([
      1500.5, 1500.5, 1500, 1500, 1234567.5, 4.5, 12.5, 0.125, 1500, -3.25,
    ]);
    for (const text of ['1,500,5', '1.50,5', 'x', '']) expect(read(text), text).toBeUndefined();
  });
});

describe('numberText', () => {
  it('writes a number for a form in the language’s own decimal separator, without grouping', () => {
    expect(numberText(1500.5, true)).toBe('1500,5');
    expect(numberText(1500.5, false)).toBe('1500.5');
    expect(numberText(150000, true)).toBe('150000');
  });
});
