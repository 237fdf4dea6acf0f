import { describe, expect, it } from 'vitest';
import { readListResult } from '@admin/providers/listQuery';
import { propertyExcelRows } from '@shared/resources/property';

describe('the rows answer of a spreadsheet batch', () => {
  it('keeps the batch the server sends beside the rows as meta.batch, with its id', () => {
    const json = {
      data: {
        results: [{ _id: 'r1', rowNumber: 2 }],
        meta: { total: 1 },
        batch: { _id: 'b1', originalFileName: 'listing.xlsx', status: 4 },
      },
    };
    const result = readListResult(propertyExcelRows, json, {});
    expect(result.data).toEqual([{ _id: 'r1', id: 'r1', rowNumber: 2 }]);
    expect(result.total).toBe(1);
    expect(result.meta).toEqual({ batch: { _id: 'b1', id: 'b1', originalFileName: 'listing.xlsx', status: 4 } });
  });

  it('adds no meta to a plain list answer', () => {
    const result = readListResult(propertyExcelRows, { data: { results: [], meta: { total: 0 } } }, {});
    expect(result).toEqual({ data: [], total: 0 });
  });
});
