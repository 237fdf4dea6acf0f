import { describe, expect, it } from 'vitest';
import { csvCell, csvText, unguardFormula, usesDecimalComma } from '@shared/csv';

describe('csvText', () => {
  it('writes RFC 4180 rows with CRLF and a byte-order mark, quoting what needs it', () => {
    expect(csvText([['Name', 'Note'], ['Ravi, Kumar', 'said "yes"\nthen left'], ['కోకాపేట', '₹ 5,500']])).toBe(
      '\uFEFFName,Note\r\n"Ravi, Kumar","said ""yes""\nthen left"\r\nకోకాపేట,"₹ 5,500"\r\n',
    );
  });

  it('guards formulas on request (exports), leaving numbers alone', () => {
    const row = ['=HYPERLINK("http://x")', '+cmd|x', '@SUM(A1)', '-5', '-12.5', '+91 98480-22338', 'plain'];
    expect(csvText([row], { guardFormulas: true })).toBe(`\uFEFF"'=HYPERLINK(""http://x"")",'+cmd|x,'@SUM(A1),-5,-12.5,+91 98480-22338,plain\r\n`);
    expect(csvText([['=1+1']])).toBe('\uFEFF=1+1\r\n'); // files our importer reads back keep their text
  });

  it('reads a guarded cell back as it was, and leaves every other text alone', () => {
    for (const text of ['=HYPERLINK("http://x")', '+cmd|x', '@SUM(A1)', '-x', 'plain', "'quoted", "'=x", '-5', "'-5", "'+91 98480-22338", ''])
      expect(unguardFormula(csvCell(text, { guardFormulas: true }).replace(/^"(.*)"$/s, '$1').replace(/""/g, '"')), text).toBe(text);
    expect(unguardFormula("'=1+1")).toBe('=1+1');
    expect(unguardFormula("'-5")).toBe("'-5"); // never guarded: a number
  });

  it('separates with semicolons on request, quoting cells that hold one', () => {
    expect(csvText([['Adresse', 'Prix'], ['Plot 1; Kokapet', '4 500,5']], { separator: ';' })).toBe('\uFEFFAdresse;Prix\r\n"Plot 1; Kokapet";4 500,5\r\n');
    expect(['fr', 'ro', 'fr-FR', 'en', 'zh'].map(usesDecimalComma)).toEqual([true, true, true, false, false]);
  });
});
