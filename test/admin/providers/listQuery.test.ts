import { describe, expect, it } from 'vitest';
import { readListResult, toListQuery, toYmd, withId, withoutId } from '@admin/providers/listQuery';
import { events, review } from '@shared/resources/content';
import { propertyLeads } from '@shared/resources/leads';
import { plotToBuy } from '@shared/resources/plots';
import { imageUpload, property, propertyExcelRows } from '@shared/resources/property';
import { serviceOrder } from '@shared/resources/serviceOrder';

const page = { page: 2, perPage: 25 };

describe('toListQuery', () => {
  it('maps paging, a sortable field, the direction in lower case, search and the status filter', () => {
    const query = toListQuery(property, property.routes.list, {
      pagination: page,
      sort: { field: 'pricePerSqft', order: 'ASC' },
      filter: { q: ' villa ', statusFilter: 2 },
    });
    expect(query).toEqual({ pageNo: 2, pageSize: 25, orderBy: 'pricePerSqft', orderDirection: 'asc', search: 'villa', statusFilter: 2 });
  });

  it('drops a sort field the contract does not list, and empty filter values', () => {
    const query = toListQuery(property, property.routes.list, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { search: '', statusFilter: null, startDate: undefined },
    });
    expect(query).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('accepts `search` as well as `q`', () => {
    expect(toListQuery(property, property.routes.list, { filter: { search: 'x' } })).toEqual({ search: 'x' });
  });

  it('formats dates as YYYY-MM-DD whether Date objects or strings', () => {
    const query = toListQuery(property, property.routes.list, {
      filter: { startDate: new Date(2024, 0, 5), endDate: '2024-02-03' },
    });
    expect(query).toEqual({ startDate: '2024-01-05', endDate: '2024-02-03' });
  });

  it('always sends the fixed query of events and plots to buy, over the user choice', () => {
    expect(toListQuery(events, events.routes.list, { filter: { statusFilter: 3 } })).toEqual({ statusFilter: 1 });
    expect(toListQuery(plotToBuy, plotToBuy.routes.list, {})).toEqual({ statusFilter: 1 });
  });

  it('passes the route-specific keys: order status, review type, lead type', () => {
    expect(toListQuery(serviceOrder, serviceOrder.routes.list, { filter: { status: 'Pending', statusFilter: 2 } })).toEqual({
      status: 'Pending',
    });
    expect(toListQuery(review, review.routes.list, { filter: { reviewType: 2 } })).toEqual({ reviewType: 2 });
    expect(toListQuery(propertyLeads, propertyLeads.routes.list, { filter: { leadType: 1, statusFilter: 0 } })).toEqual({
      leadType: 1,
      statusFilter: 0,
    });
  });

  it('sends only what the route takes: the gallery pages, nothing else', () => {
    const query = toListQuery(imageUpload, imageUpload.routes.list, {
      pagination: { page: 1, perPage: 12 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'x', other: 'y' },
    });
    expect(query).toEqual({ pageNo: 1, pageSize: 12 });
  });

  it('spreadsheet rows take no dates, and a row status', () => {
    expect(toListQuery(propertyExcelRows, propertyExcelRows.routes.list, { filter: { startDate: '2024-01-01' } })).toEqual({});
    expect(toListQuery(propertyExcelRows, propertyExcelRows.routes.list, { filter: { status: 3 } })).toEqual({ status: 3 });
  });
});

describe('readListResult', () => {
  it('returns results with id = _id and meta.total', () => {
    const result = readListResult(property, { data: { results: [{ _id: 'a', address: 'x' }], meta: { total: 31 } } }, {});
    expect(result).toEqual({ data: [{ _id: 'a', id: 'a', address: 'x' }], total: 31 });
  });

  it('computes the total of a totalPages list and keeps page info', () => {
    const result = readListResult(imageUpload, { data: { results: [{ _id: 'g' }], meta: { totalPages: 3 } } }, { pagination: { page: 2, perPage: 12 } });
    expect(result.total).toBe(36);
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });

  it('throws a clear error when the total is missing', () => {
    expect(() => readListResult(property, { data: { results: [], meta: {} } }, {})).toThrow(/"property" has no data\.meta\.total/);
    expect(() => readListResult(property, { data: {} }, {})).toThrow(/no data\.results/);
  });
});

describe('record ids', () => {
  it('maps _id to id coming in and drops id going out, keeping sub-items as they are', () => {
    const record = withId({ _id: 'p1', images: [{ _id: 'i1', url: 'a.jpg', isDeleted: false }] });
    expect(record.id).toBe('p1');
    expect(withoutId(record)).toEqual({ _id: 'p1', images: [{ _id: 'i1', url: 'a.jpg', isDeleted: false }] });
  });

  it('toYmd rejects what is not a date', () => {
    expect(toYmd('nonsense')).toBeUndefined();
    expect(toYmd(new Date('invalid'))).toBeUndefined();
  });
});
