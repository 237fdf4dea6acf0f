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

  it('refuses rupees written "₹5,500" with a decimal comma: grouped the Indian way, or 5,5? It says so instead of guessing', () => {
    const read = (text: string) => parseNumberText(text, true);
    for (const text of ['₹5,500', '₹ 1,500', '₹150,000']) expect(read(text), text).toBeUndefined();
    expect(['₹5.500', '₹5 500', '₹5,50', '1,500', '17,387'].map(read)).toEqual([5500, 5500, 5.5, 1.5, 17.387]);
    expect(parseNumberText('₹5,500', false)).toBe(5500);
  });
});

describe('parseNumberText, Indian amounts', () => {
  it('reads Rs, Rs., INR before an amount and /- after it, as ₹', () => {
    const read = (text: string) => parseNumberText(text, false);
    expect(['Rs. 5500', 'Rs 5,500', 'rs.5500', 'INR 1,50,000', '5,500/-', 'Rs. 5,500/-', '₹ 4,500/-'].map(read)).toEqual([5500, 5500, 5500, 150000, 5500, 5500, 4500]);
    expect(parseNumberText('Rs.5.500', true)).toBe(5500);
    // With a decimal comma, "Rs 5,500" is as ambiguous as "₹5,500".
    expect(parseNumberText('Rs 5,500', true)).toBeUndefined();
    for (const text of ['Rs', 'Rsx 5', 'Rupees', '/-', '5/-/-']) expect(parseNumberText(text, false), text).toBeUndefined();
  });

  it('counts lakh and crore, in words or abbreviated, to whole paise', () => {
    const read = (text: string) => parseNumberText(text, false);
    expect(['1.5 lakh', '15 lakhs', '2 lac', '1.23 L', '1 crore', '2.5 Cr', '3 crores', '₹1.5 Cr', 'Rs. 45 lakh', '10L'].map(read)).toEqual([
      150000, 1500000, 200000, 123000, 10000000, 25000000, 30000000, 15000000, 4500000, 1000000,
    ]);
    expect(parseNumberText('1,5 lakh', true)).toBe(150000);
    for (const text of ['lakh', 'one lakh', '1.5 lakhx', 'L', '5 kL']) expect(parseNumberText(text, false), text).toBeUndefined();
  });
});

describe('numberText', () => {
  it('writes a number for a form in the language’s own decimal separator, without grouping', () => {
    expect(numberText(1500.5, true)).toBe('1500,5');
    expect(numberText(1500.5, false)).toBe('1500.5');
    expect(numberText(150000, true)).toBe('150000');
  });

  it('groups an amount as the lists show rupees (Indian grouping, or spaces with a decimal comma), and reads it back', () => {
    const cases: [number, boolean, string][] = [
      [150000, false, '1,50,000'],
      [1234567.25, false, '12,34,567.25'],
      [999, false, '999'],
      [-4500.5, false, '-4,500.5'],
      [150000.5, true, '150 000,5'],
      [1500, true, '1 500'],
    ];
    for (const [value, decimalComma, text] of cases) {
      expect(numberText(value, decimalComma, true)).toBe(text);
      expect(parseNumberText(text, decimalComma)).toBe(value);
    }
    // Beyond plain digits (1e21), as it is.
    expect(numberText(1e21, false, true)).toBe('1e+21');
  });
});
