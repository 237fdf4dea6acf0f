import { describe, expect, it } from 'vitest';
import { parseServerMessage, resourceLabels, serverMessageTexts, serverText, type ServerMessageKey } from '@shared/serverMessages';

/** Values for each placeholder, with spaces and punctuation like the real ones. */
const sampleArgs: Record<string, string[]> = {
  label: Object.values(resourceLabels),
  size: ['10', '2.5'],
  extensions: ['.jpg, .jpeg, .png'],
  extension: ['png', 'xlsx'],
  header: ['x-amz-acl'],
  value: ['public-read'],
  files: ['orders/a b.png, orders/c.png'],
  id: ['not-a-uuid', 'has "quotes" and spaces'],
  method: ['GET', 'DELETE'],
  allowed: ['GET, HEAD', 'POST'],
  path: ['/api/v1/nope', '/api/v1/admin/property/get/ not found'],
  reason: ['Unexpected end of file', 'row 3: bad quote: "x'],
  columns: ['Area Of Plot', 'Address, Images'],
  row: ['12', '100000'],
  limit: ['100000'],
  minutes: ['1', '15'],
  name: ['April listings.xlsx', 'plots: phase 2, final.csv'],
  importedAt: ['2026-11-27T07:10:00.000Z'],
  processedRows: ['0', '9500'],
  left: ['1', '4'],
  tries: ['5'],
  count: ['5'],
};

const placeholdersOf = (template: string) => [...template.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]);

/** Every combination of sample values for a template's placeholders. */
function argSets(template: string): Record<string, string>[] {
  return placeholdersOf(template).reduce<Record<string, string>[]>(
    (sets, name) => sets.flatMap((set) => sampleArgs[name].map((value) => ({ ...set, [name]: value }))),
    [{}],
  );
}

describe('server messages catalogue', () => {
  it('has sample values for every placeholder it uses', () => {
    const used = new Set(Object.values(serverMessageTexts).flatMap(placeholdersOf));
    expect([...used].filter((name) => !(name in sampleArgs))).toEqual([]);
  });

  it('every text the server sends is recognised with its key and values', () => {
    for (const [key, template] of Object.entries(serverMessageTexts) as [ServerMessageKey, string][]) {
      for (const args of argSets(template)) {
        const text = (serverText as (k: ServerMessageKey, a?: Record<string, string>) => string)(key, args);
        expect({ text, parsed: parseServerMessage(text) }).toEqual({ text, parsed: { key: `app.server.${key}`, args } });
      }
    }
  });

  it('builds the exact English texts the server has always sent', () => {
    expect(serverText('created', { label: 'Property' })).toBe('Property created successfully');
    expect(serverText('statusUpdated', { label: 'Plot requirement' })).toBe('Plot requirement status updated successfully');
    expect(serverText('otpSentToCustomer')).toBe('OTP sent to the customer');
    expect(serverText('uploadTooLarge', { size: 10 })).toBe('Files up to 10 MB are accepted');
    expect(serverText('routeNotFound', { method: 'GET', path: '/api/v1/x' })).toBe('Route GET /api/v1/x not found');
  });

  it('reads a label with spaces whole', () => {
    expect(parseServerMessage('Plot requirement created successfully')).toEqual({ key: 'app.server.created', args: { label: 'Plot requirement' } });
    expect(parseServerMessage('Construction lead not found')).toEqual({ key: 'app.server.notFound', args: { label: 'Construction lead' } });
    expect(parseServerMessage('Plot requirement status updated successfully')).toEqual({
      key: 'app.server.statusUpdated',
      args: { label: 'Plot requirement' },
    });
  });

  it('tells the specific texts from the generic "<label> not found"', () => {
    expect(parseServerMessage('File not found')?.key).toBe('app.server.fileNotFound');
    expect(parseServerMessage('Spreadsheet file not found')?.key).toBe('app.server.spreadsheetNotFound');
    expect(parseServerMessage('Route GET /api/v1/order not found')).toEqual({
      key: 'app.server.routeNotFound',
      args: { method: 'GET', path: '/api/v1/order' },
    });
  });

  it('does not recognise other texts', () => {
    for (const text of [
      '',
      'Something went wrong',
      'Widget created successfully',
      'property created successfully',
      'Property created successfully!',
      ' Property created successfully',
      'Plot number taken',
      'app.validation.address',
    ]) {
      expect({ text, parsed: parseServerMessage(text) }).toEqual({ text, parsed: null });
    }
  });
});
