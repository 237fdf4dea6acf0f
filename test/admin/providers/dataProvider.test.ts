import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ALREADY_DELETED } from '@admin/providers/alreadyDeleted';
import { createDataProvider, GET_MANY_AT_ONCE } from '@admin/providers/dataProvider';
import { createHttpClient } from '@admin/providers/httpClient';
import { createMessageBus } from '@admin/notifications/messageBus';
import { TOKEN_KEY } from '@admin/providers/storage';
import { statusCodes } from '@shared/api';
import { apiUrl, itemBody, listBody, recordRequests, withMswServer } from '@test/helpers/msw';
import { scriptedXhr } from '@test/helpers/scriptedXhr';

const server = withMswServer();
const provider = () => createDataProvider({ httpClient: createHttpClient({ delayMs: 0, bus: createMessageBus() }) });
const ok = (data: unknown = {}, message = 'Done') => HttpResponse.json({ message, data });

describe('dataProvider: lists', () => {
  it('getList sends the list query of the route and answers results with ids and the total', async () => {
    const calls = recordRequests(server);
    server.use(http.get(apiUrl('admin/property/list'), () => HttpResponse.json(listBody([{ _id: 'p1' }, { _id: 'p2' }], { total: 42 }))));
    const result = await provider().getList('property', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'hyd', statusFilter: 2, startDate: '2024-03-01', endDate: new Date(2024, 2, 31) },
    });
    expect(result).toEqual({ data: [{ _id: 'p1', id: 'p1' }, { _id: 'p2', id: 'p2' }], total: 42 });
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({
      pageNo: '3',
      pageSize: '20',
      orderBy: 'createdAt',
      orderDirection: 'desc',
      search: 'hyd',
      statusFilter: '2',
      startDate: '2024-03-01',
      endDate: '2024-03-31',
    });
  });

  it('getListAll reads the list 100 rows a page, stops at maxRows and reports the whole total', async () => {
    const calls = recordRequests(server);
    server.use(
      http.get(apiUrl('construction/list'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('pageNo'));
        const rows = Array.from({ length: 100 }, (_, i) => ({ _id: `c${(page - 1) * 100 + i}` }));
        return HttpResponse.json(listBody(rows, { total: 250 }));
      }),
    );
    const progress: [number, number][] = [];
    const result = await provider().getListAll('construction-leads', {
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'villa' },
      maxRows: 150,
      onProgress: (done, of) => progress.push([done, of]),
    });
    expect(result.total).toBe(250);
    expect(result.data).toHaveLength(150);
    expect(result.data[149]).toEqual({ _id: 'c149', id: 'c149' });
    expect(calls.map((c) => [c.url.searchParams.get('pageNo'), c.url.searchParams.get('pageSize'), c.url.searchParams.get('search')])).toEqual([
      ['1', '100', 'villa'],
      ['2', '100', 'villa'],
    ]);
    expect(progress).toEqual([
      [100, 150],
      [150, 150],
    ]);
  });

  it('reads a page wider than the API serves (Select all asks for 250) as the API pages covering it', async () => {
    const calls = recordRequests(server);
    server.use(
      http.get(apiUrl('construction/list'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (Number(query.get('pageSize')) > 100) return HttpResponse.json({ statusCode: 5010, message: 'Invalid value', errors: [] }, { status: 400 });
        const page = Number(query.get('pageNo'));
        const rows = Array.from({ length: Math.max(0, Math.min(100, 620 - (page - 1) * 100)) }, (_, i) => ({ _id: `c${(page - 1) * 100 + i}` }));
        return HttpResponse.json(listBody(rows, { total: 620 }));
      }),
    );
    const params = { sort: { field: 'createdAt', order: 'DESC' as const }, filter: { q: 'villa' } };
    const all = await provider().getList('construction-leads', { ...params, pagination: { page: 1, perPage: 250 } });
    expect([all.total, all.data.length, all.data[0].id, all.data[249].id]).toEqual([620, 250, 'c0', 'c249']);
    expect(calls.map((c) => [c.url.searchParams.get('pageNo'), c.url.searchParams.get('pageSize'), c.url.searchParams.get('search')])).toEqual([
      ['1', '100', 'villa'],
      ['2', '100', 'villa'],
      ['3', '100', 'villa'],
    ]);
    // The third page of 250 (rows 500–619): the API's pages 6 and 7, the last one short.
    const third = await provider().getList('construction-leads', { ...params, pagination: { page: 3, perPage: 250 } });
    expect([third.data.length, third.data[0].id, third.data[119].id]).toEqual([120, 'c500', 'c619']);
  });

  it('events and plots to buy always carry statusFilter 1', async () => {
    const calls = recordRequests(server);
    server.use(
      http.get(apiUrl('event/list'), () => HttpResponse.json(listBody([]))),
      http.get(apiUrl('plot/plot-to-buy/list'), () => HttpResponse.json(listBody([]))),
    );
    await provider().getList('events', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    await provider().getList('plot-to-buy', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { statusFilter: 3 } });
    expect(calls[0].url.searchParams.get('statusFilter')).toBe('1');
    expect(calls[0].url.searchParams.get('orderBy')).toBe('name');
    expect(calls[1].url.searchParams.get('statusFilter')).toBe('1');
    expect(calls[1].url.searchParams.has('orderBy')).toBe(false);
  });

  it('service orders filter on status, reviews on reviewType', async () => {
    const calls = recordRequests(server);
    server.use(
      http.get(apiUrl('order/admin/list'), () => HttpResponse.json(listBody([]))),
      http.get(apiUrl('review/admin/list'), () => HttpResponse.json(listBody([]))),
    );
    await provider().getList('service-order', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { status: 'Pending' } });
    await provider().getList('review', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { reviewType: 2 } });
    expect(calls[0].url.searchParams.get('status')).toBe('Pending');
    expect(calls[1].url.searchParams.get('reviewType')).toBe('2');
  });

  it('the gallery list reports totalPages: total = totalPages × page size', async () => {
    server.use(http.get(apiUrl('admin/property/image/list'), () => HttpResponse.json(listBody([{ _id: 'g1', url: 'a.png' }], { totalPages: 4 }))));
    const result = await provider().getList('image-upload', { pagination: { page: 1, perPage: 12 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(result.total).toBe(48);
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
  });

  it('a list answer without a total is a clear error', async () => {
    server.use(http.get(apiUrl('admin/blog/list'), () => HttpResponse.json({ message: 'ok', data: { results: [] } })));
    await expect(
      provider().getList('blog', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    ).rejects.toThrow(/"blog" has no data\.meta\.total/);
  });

  it('getManyReference fills the path parameter: the rows of a spreadsheet batch', async () => {
    const calls = recordRequests(server);
    server.use(http.get(apiUrl('admin/property/excel/file/content/b7'), () => HttpResponse.json(listBody([{ _id: 'r1', rowNumber: 2 }]))));
    const result = await provider().getManyReference('property-excel-rows', {
      target: 'batchId',
      id: 'b7',
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'rowNumber', order: 'ASC' },
      filter: {},
    });
    expect(result.data[0].id).toBe('r1');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ pageNo: '1', pageSize: '50', orderBy: 'rowNumber', orderDirection: 'asc' });
  });
});

describe('dataProvider: records', () => {
  it('getOne and getMany map _id to id', async () => {
    server.use(http.get(apiUrl('admin/blog/get/:id'), ({ params }) => HttpResponse.json(itemBody({ _id: params.id, title: `t${params.id}` }))));
    expect((await provider().getOne('blog', { id: 'b1' })).data).toEqual({ _id: 'b1', id: 'b1', title: 'tb1' });
    const many = await provider().getMany('blog', { ids: ['b1', 'b2'] });
    expect(many.data.map((r) => r.id)).toEqual(['b1', 'b2']);
  });

  it('getMany of many records keeps a few calls in flight at once, leaving the browser room for other requests', async () => {
    let inFlight = 0;
    let most = 0;
    server.use(
      http.get(apiUrl('admin/blog/get/:id'), async ({ params }) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return HttpResponse.json(itemBody({ _id: params.id }));
      }),
    );
    const ids = Array.from({ length: 30 }, (_, i) => `b${i}`);
    const many = await provider().getMany('blog', { ids });
    expect(many.data.map((r) => r.id)).toEqual(ids);
    expect(most).toBe(GET_MANY_AT_ONCE);
  });

  it('create posts the data without id and answers the created record', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const calls = recordRequests(server);
    server.use(http.post(apiUrl('admin/blog/create'), () => ok({ _id: 'n1', title: 'New' }, 'Blog created')));
    const result = await provider().create('blog', { data: { id: 'ignored', title: 'New' } });
    expect(result.data).toEqual({ _id: 'n1', id: 'n1', title: 'New' });
    expect(await calls[0].json()).toEqual({ title: 'New' });
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok');
  });

  it("update uses the route's method: POST for property, PUT for blog", async () => {
    const calls = recordRequests(server);
    server.use(
      http.post(apiUrl('admin/property/update/p1'), () => ok({ _id: 'p1', address: 'A' })),
      http.put(apiUrl('admin/blog/update/b1'), () => ok({ _id: 'b1', title: 'T' })),
    );
    const images = [{ _id: 'i1', url: 'x.jpg', isDeleted: true }];
    const property = await provider().update('property', { id: 'p1', data: { id: 'p1', _id: 'p1', address: 'A', images }, previousData: { id: 'p1' } });
    await provider().update('blog', { id: 'b1', data: { id: 'b1', title: 'T' }, previousData: { id: 'b1' } });
    expect(property.data.id).toBe('p1');
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(await calls[0].json()).toEqual({ _id: 'p1', address: 'A', images });
    expect(await calls[1].json()).toEqual({ title: 'T' });
  });

  it('update sends the version it loaded (previousData.updatedAt) as If-Match, and answers the saved record', async () => {
    const calls = recordRequests(server);
    server.use(http.put(apiUrl('review/admin/update/r1'), () => ok({ _id: 'r1', name: 'New', updatedAt: '2024-05-02T10:00:00.001Z' })));
    const loaded = { id: 'r1', _id: 'r1', name: 'Old', description: 'D', updatedAt: '2024-05-02T09:00:00.000Z' };
    const saved = await provider().update('review', { id: 'r1', data: { ...loaded, name: 'New' }, previousData: loaded });
    expect(calls[0].headers.get('If-Match')).toBe('"2024-05-02T09:00:00.000Z"');
    // The body is the entity's fields as before (spec §7): the version travels in the header only.
    expect(await calls[0].json()).toEqual({ _id: 'r1', name: 'New', description: 'D', updatedAt: '2024-05-02T09:00:00.000Z' });
    // The answer's version is the one a next save from the same form sends.
    expect(saved.data).toEqual({ id: 'r1', _id: 'r1', name: 'New', updatedAt: '2024-05-02T10:00:00.001Z' });
    // Values without it (a form that leaves it out): previousData's alone.
    await provider().update('review', { id: 'r1', data: { name: 'New' }, previousData: loaded });
    expect(calls[1].headers.get('If-Match')).toBe('"2024-05-02T09:00:00.000Z"');
    expect(await calls[1].json()).toEqual({ name: 'New' });
  });

  it("a form's own updatedAt (a draft kept across a new sign-in) wins over previousData, the record fetched again", async () => {
    const calls = recordRequests(server);
    server.use(http.put(apiUrl('admin/blog/update/b1'), () => ok({ _id: 'b1' })));
    const refetched = { id: 'b1', title: 'Theirs', updatedAt: '2024-05-02T11:00:00.000Z' };
    await provider().update('blog', { id: 'b1', data: { id: 'b1', title: 'Mine', updatedAt: '2024-05-02T09:00:00.000Z' }, previousData: refetched });
    expect(calls[0].headers.get('If-Match')).toBe('"2024-05-02T09:00:00.000Z"');
  });

  it('update without a loaded version (no previousData, or one without updatedAt; updateMany) sends no If-Match', async () => {
    const calls = recordRequests(server);
    server.use(http.post(apiUrl('admin/service/update/:id'), ({ params }) => ok({ _id: params.id })));
    await provider().update('services', { id: 's1', data: { title: 'T' }, previousData: { id: 's1' } });
    await provider().update('services', { id: 's2', data: { title: 'T' }, previousData: undefined as never });
    await provider().updateMany('services', { ids: ['s3'], data: { isActive: false } });
    expect(calls.map((c) => c.headers.has('If-Match'))).toEqual([false, false, false]);
  });

  it("a refused stale save (409) rejects with the server's message, shown once, for the form's root error", async () => {
    const bus = createMessageBus();
    const shown: string[][] = [];
    bus.subscribe((m) => shown.push(m.messages));
    const message = 'Someone else changed this record after you opened it, so it was not saved. Your entries are still in the form: press "Get their changes" beside Save (or Refresh in the top bar) to take their changes while keeping yours, then save again.';
    server.use(http.post(apiUrl('admin/property/update/p1'), () => HttpResponse.json({ statusCode: 5022, message, errors: [] }, { status: 409 })));
    const dp = createDataProvider({ httpClient: createHttpClient({ delayMs: 0, bus }) });
    const previousData = { id: 'p1', address: 'A', updatedAt: '2024-05-02T09:00:00.000Z' };
    const error = await dp.update('property', { id: 'p1', data: { ...previousData, address: 'B' }, previousData }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, message, body: { statusCode: 5022, errors: { root: { serverError: message } } } });
    expect(shown).toEqual([[message]]);
  });

  it('delete, deleteMany and updateMany make one call per id', async () => {
    const calls = recordRequests(server);
    server.use(
      http.delete(apiUrl('review/admin/delete/:id'), () => ok()),
      http.put(apiUrl('review/admin/update/:id'), ({ params }) => ok({ _id: params.id })),
    );
    const removed = await provider().delete('review', { id: 'r1', previousData: { id: 'r1', name: 'N' } });
    expect(removed.data).toEqual({ id: 'r1', name: 'N' });
    expect((await provider().deleteMany('review', { ids: ['r2', 'r3'] })).data).toEqual(['r2', 'r3']);
    expect((await provider().updateMany('review', { ids: ['r4', 'r5'], data: { isActive: false } })).data).toEqual(['r4', 'r5']);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'DELETE /api/v1/review/admin/delete/r1',
      'DELETE /api/v1/review/admin/delete/r2',
      'DELETE /api/v1/review/admin/delete/r3',
      'PUT /api/v1/review/admin/update/r4',
      'PUT /api/v1/review/admin/update/r5',
    ]);
    expect(await calls[3].json()).toEqual({ isActive: false });
  });

  it('a delete of a record already deleted (404) resolves, marked as such, with no error shown; other refusals reject as before', async () => {
    const bus = createMessageBus();
    const shown: string[][] = [];
    bus.subscribe((m) => shown.push(m.messages));
    server.use(
      http.delete(apiUrl('review/admin/delete/gone'), () => HttpResponse.json({ statusCode: 5020, message: 'Review not found', errors: [] }, { status: 404 })),
      http.delete(apiUrl('review/admin/delete/locked'), () => HttpResponse.json({ statusCode: 5022, message: 'Locked', errors: [] }, { status: 409 })),
    );
    const dp = createDataProvider({ httpClient: createHttpClient({ delayMs: 0, bus }) });
    const removed = await dp.delete('review', { id: 'gone', previousData: { id: 'gone', name: 'N' } });
    expect(removed.data).toEqual({ id: 'gone', name: 'N', [ALREADY_DELETED]: true });
    expect(shown).toEqual([]);
    await expect(dp.delete('review', { id: 'locked' })).rejects.toMatchObject({ status: 409 });
    expect(shown).toEqual([['Locked']]);
  });

  it('a resource or call the contract lacks rejects without a request', async () => {
    const calls = recordRequests(server);
    await expect(provider().getOne('nope', { id: 1 })).rejects.toThrow(/Unknown resource "nope"/);
    await expect(provider().delete('events', { id: 1 })).rejects.toThrow(/"events" has no delete call/);
    await expect(provider().toggleStatus('image-upload', { id: 1 })).rejects.toThrow(/"image-upload" has no status update call/);
    expect(calls).toHaveLength(0);
  });
});

describe('dataProvider: custom calls', () => {
  it('status calls: toggle without body, lead status with a body, plot-to-buy action in the path', async () => {
    const calls = recordRequests(server);
    server.use(
      http.patch(apiUrl('admin/service/status/update/s1'), () => ok({ _id: 's1', isActive: false }, 'Status updated')),
      http.post(apiUrl('public/contact-us/update/status/c1'), () => ok({ _id: 'c1', status: 2 })),
      http.patch(apiUrl('plot/plot-to-buy/status/update/t1/3'), () => ok({ _id: 't1', status: 3 })),
    );
    const toggled = await provider().toggleStatus('services', { id: 's1' });
    expect(toggled).toEqual({ data: { _id: 's1', id: 's1', isActive: false }, message: 'Status updated' });
    await provider().setLeadStatus('support', { id: 'c1', status: 2 });
    await provider().setPlotToBuyStatus({ id: 't1', action: 3 });
    expect(await calls[0].text()).toBe('');
    expect(calls[0].headers.get('If-Match')).toBeNull();
    expect(await calls[1].json()).toEqual({ status: 2 });
    expect(calls[2].url.pathname).toBe('/api/v1/plot/plot-to-buy/status/update/t1/3');
  });

  it('a toggle carries the version the list showed (If-Match), for the server to refuse it over a newer change', async () => {
    const calls = recordRequests(server);
    server.use(http.patch(apiUrl('admin/blog/status/update/b1'), () => ok({ _id: 'b1', isActive: false })));
    await provider().toggleStatus('blog', { id: 'b1', version: '2026-11-27T10:00:00.000Z' });
    expect(calls[0].headers.get('If-Match')).toBe('"2026-11-27T10:00:00.000Z"');
  });

  it('a plot-to-buy status carries the version the row showed', async () => {
    const calls = recordRequests(server);
    server.use(http.patch(apiUrl('plot/plot-to-buy/status/update/t1/2'), () => ok({ _id: 't1', status: 2 })));
    await provider().setPlotToBuyStatus({ id: 't1', action: 2, version: '2026-11-27T10:00:00.000Z' });
    expect(calls[0].headers.get('If-Match')).toBe('"2026-11-27T10:00:00.000Z"');
  });

  it('a lead status carries the version the row showed too (another admin\'s change was overwritten silently)', async () => {
    const calls = recordRequests(server);
    server.use(http.post(apiUrl('public/contact-us/update/status/c1'), () => ok({ _id: 'c1', status: 3 })));
    await provider().setLeadStatus('support', { id: 'c1', status: 3, version: '2026-11-27T10:00:00.000Z' });
    expect(calls[0].headers.get('If-Match')).toBe('"2026-11-27T10:00:00.000Z"');
    expect(await calls[0].json()).toEqual({ status: 3 });
  });

  it('OTP calls and order completion', async () => {
    const calls = recordRequests(server);
    server.use(
      http.get(apiUrl('order/admin/generate-user-otp/o1'), () => ok({}, 'OTP sent')),
      http.get(apiUrl('order/admin/re-generate-user-otp/o1'), () => ok({}, 'OTP sent again')),
      http.get(apiUrl('order/admin/generate-admin-otp/o1'), () => ok({}, 'Admin OTP sent')),
      http.post(apiUrl('order/admin/complete-order/o1'), () => ok({ _id: 'o1', status: 'Completed' }, 'Order completed')),
    );
    const dp = provider();
    expect(await dp.generateUserOtp('o1')).toEqual({ message: 'OTP sent' });
    expect(await dp.regenerateUserOtp('o1')).toEqual({ message: 'OTP sent again' });
    expect(await dp.generateAdminOtp('o1')).toEqual({ message: 'Admin OTP sent' });
    const body = { otp: 1234, images: ['a.jpg', 'b.jpg'], submissionType: 2 as const };
    const completed = await dp.completeOrder('o1', body);
    expect(completed.data).toMatchObject({ id: 'o1', status: 'Completed' });
    expect(await calls[3].json()).toEqual(body);
  });

  it('OTP answers show their message although they are GETs', async () => {
    server.use(http.get(apiUrl('order/admin/generate-user-otp/o1'), () => ok({}, 'OTP sent')));
    const bus = createMessageBus();
    const shown: string[] = [];
    bus.subscribe((m) => shown.push(...m.messages));
    await createDataProvider({ httpClient: createHttpClient({ delayMs: 0, bus }) }).generateUserOtp('o1');
    expect(shown).toEqual(['OTP sent']);
  });

  it('uploadFile asks the resource for a signed URL, PUTs the file and answers the stored prefix', async () => {
    const calls = recordRequests(server);
    server.use(
      http.post(apiUrl('admin/blog/signed-url'), () => ok({ signedUrl: apiUrl('storage/upload?sig=1'), fileNameWithPrefix: 'blog/x/pic.png' })),
      http.put(apiUrl('storage/upload'), () => new HttpResponse(null, { status: 200 })),
    );
    const progress: number[] = [];
    const file = new File(['png-bytes'], 'pic.png', { type: 'image/png' });
    await expect(provider().uploadFile('blog', file, (p) => progress.push(p))).resolves.toBe('blog/x/pic.png');
    expect(await calls[0].json()).toEqual({ fileName: 'pic.png' });
    expect(calls[1].method).toBe('PUT');
    expect(calls[1].headers.get('x-amz-acl')).toBe('public-read');
    expect(calls[1].headers.get('content-type')).toBe('image/png');
    expect(progress.at(-1)).toBe(100);
  });

  it("uploadFile rejects with 'Failed to upload file to S3' when the PUT is not 200", async () => {
    server.use(
      http.post(apiUrl('admin/service/signed-url'), () => ok({ signedUrl: apiUrl('storage/upload?sig=1'), fileNameWithPrefix: 'service/a.jpg' })),
      http.put(apiUrl('storage/upload'), () => new HttpResponse('denied', { status: 403 })),
    );
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    await expect(provider().uploadFile('services', file)).rejects.toThrow('Failed to upload file to S3');
  });

  it('uploadSpreadsheet uploads through the excel signed URL then registers the batch', async () => {
    const calls = recordRequests(server);
    server.use(
      http.post(apiUrl('admin/property/excel/signed-url'), () => ok({ signedUrl: apiUrl('storage/upload?sig=2'), fileNameWithPrefix: 'excel/1/list.xlsx' })),
      http.put(apiUrl('storage/upload'), () => new HttpResponse(null, { status: 200 })),
      http.post(apiUrl('admin/property/excel/upload-file'), () => ok({ _id: 'batch1', status: 2 }, 'File uploaded')),
    );
    const file = new File(['xlsx'], 'list.xlsx');
    const result = await provider().uploadSpreadsheet(file);
    expect(result).toEqual({ data: { _id: 'batch1', id: 'batch1', status: 2 }, message: 'File uploaded' });
    expect(calls[1].headers.get('content-type')).toBe('application/octet-stream');
    expect(await calls[2].json()).toEqual({ fileName: 'excel/1/list.xlsx', originalFileName: 'list.xlsx', unlessImportedBefore: true });
  });

  it('reports 100 % only once storage has answered: every byte sent and no answer yet is 99 % (the Cancel stays)', async () => {
    // Every byte sent at once, the answer only when the test says.
    const xhr = scriptedXhr([0, 200, 400], 400, { answerAtOnce: false });
    server.use(http.post(apiUrl('admin/blog/signed-url'), () => ok({ signedUrl: apiUrl('storage/upload?sig=6'), fileNameWithPrefix: 'blog/y/pic.png' })));
    vi.stubGlobal('XMLHttpRequest', xhr.Xhr);
    try {
      const progress: number[] = [];
      const done = provider().uploadFile('blog', new File(['png'], 'pic.png', { type: 'image/png' }), (p) => progress.push(p));
      await vi.waitFor(() => expect(progress.length).toBeGreaterThan(2));
      expect(progress).toEqual([0, 0, 50, 99]);
      xhr.control.answer();
      await expect(done).resolves.toBe('blog/y/pic.png');
      expect(progress.at(-1)).toBe(100);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uploadSpreadsheet cancelled during the upload registers nothing', async () => {
    const calls = recordRequests(server);
    const cancel = new AbortController();
    server.use(
      http.post(apiUrl('admin/property/excel/signed-url'), () => ok({ signedUrl: apiUrl('storage/upload?sig=4'), fileNameWithPrefix: 'excel/4/list.xlsx' })),
      http.put(apiUrl('storage/upload'), () => {
        cancel.abort();
        return new HttpResponse(null, { status: 200 });
      }),
      http.post(apiUrl('admin/property/excel/upload-file'), () => ok({ _id: 'batch4', status: 2 })),
    );
    await expect(provider().uploadSpreadsheet(new File(['xlsx'], 'list.xlsx'), undefined, cancel.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls.some((c) => c.url.pathname.endsWith('/excel/upload-file'))).toBe(false);
  });

  it('uploadSpreadsheet registers nothing for a file imported before and names that import; registerSpreadsheet then imports it', async () => {
    const calls = recordRequests(server);
    const args = { name: 'March.xlsx', importedAt: '2026-03-01T09:30:00.000Z', processedRows: '120', batchId: 'b0' };
    server.use(
      http.post(apiUrl('admin/property/excel/signed-url'), () => ok({ signedUrl: apiUrl('storage/upload?sig=3'), fileNameWithPrefix: 'excel/2/list.xlsx' })),
      http.put(apiUrl('storage/upload'), () => new HttpResponse(null, { status: 200 })),
      http.post(apiUrl('admin/property/excel/upload-file'), async ({ request }) => {
        const body = (await request.json()) as { unlessImportedBefore?: boolean };
        if (!body.unlessImportedBefore) return ok({ _id: 'batch2', status: 2 }, 'File uploaded');
        const message = 'This file was imported before, as March.xlsx on 2026-03-01T09:30:00.000Z: 120 properties were created from it';
        return HttpResponse.json({ statusCode: statusCodes.IMPORT_REPEATED, message, errors: [{ field: 'fileName', message, args }] }, { status: 409 });
      }),
    );
    const bus = createMessageBus();
    const shown: string[] = [];
    bus.subscribe((m) => shown.push(...m.messages));
    const dp = createDataProvider({ httpClient: createHttpClient({ delayMs: 0, bus }) });
    const result = await dp.uploadSpreadsheet(new File(['xlsx'], 'list.xlsx'));
    expect(result).toEqual({
      fileName: 'excel/2/list.xlsx',
      originalFileName: 'list.xlsx',
      repeated: { name: 'March.xlsx', importedAt: '2026-03-01T09:30:00.000Z', processedRows: 120, batchId: 'b0' },
    });
    // The upload card asks the admin: no toast.
    expect(shown).toEqual([]);

    const again = await dp.registerSpreadsheet({ fileName: 'excel/2/list.xlsx', originalFileName: 'list.xlsx' });
    expect(again.data).toMatchObject({ _id: 'batch2' });
    expect(await calls.at(-1)!.json()).toEqual({ fileName: 'excel/2/list.xlsx', originalFileName: 'list.xlsx' });
  });

  it('uploadSpreadsheet leaves a failure to the upload card, without a toast (the card says it); other uploads toast it', async () => {
    server.use(http.post(apiUrl('admin/property/excel/signed-url'), () => HttpResponse.error()), http.post(apiUrl('admin/service/signed-url'), () => HttpResponse.error()));
    const bus = createMessageBus();
    const shown: string[] = [];
    bus.subscribe((m) => shown.push(...m.messages));
    const dp = createDataProvider({ httpClient: createHttpClient({ delayMs: 0, bus }) });
    await expect(dp.uploadSpreadsheet(new File(['xlsx'], 'list.xlsx'))).rejects.toMatchObject({ message: 'app.common.unreachable' });
    expect(shown).toEqual([]);
    await expect(dp.uploadFile('services', new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).rejects.toMatchObject({ message: 'app.common.unreachable' });
    expect(shown).toEqual(['app.common.unreachable']);
  });

  it('uploadGalleryImages posts multipart `file` parts with the token and reports progress', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    let parts = 0;
    let contentType: string | null = null;
    let auth: string | null = null;
    server.use(
      http.post(apiUrl('admin/property/images/upload'), async ({ request }) => {
        auth = request.headers.get('authorization');
        contentType = request.headers.get('content-type');
        // jsdom's XHR hands msw the parts but not their names or bytes, so only the parts are counted here.
        parts = (await request.formData()).getAll('file').length;
        return ok([{ _id: 'g1', url: 'gallery/a.png' }, { _id: 'g2', url: 'gallery/b.jpg' }], 'Uploaded');
      }),
    );
    const progress: number[] = [];
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];
    const result = await provider().uploadGalleryImages(files, (p) => progress.push(p));
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(parts).toBe(2);
    expect(auth).toBe('Bearer tok');
    expect(result.data.map((g) => g._id)).toEqual(['g1', 'g2']);
    expect(progress.at(-1)).toBe(100);
  });

  it('uploadGalleryImages shows no toast of its own: the gallery sums up what went up and names what was refused', async () => {
    let refuse = false;
    server.use(
      http.post(apiUrl('admin/property/images/upload'), () =>
        refuse ? HttpResponse.json({ statusCode: 1000, message: 'Only .jpg, .jpeg and .png', errors: [] }, { status: 400 }) : ok([{ _id: 'g1', url: 'gallery/a.png' }], 'Uploaded'),
      ),
    );
    const bus = createMessageBus();
    const shown: string[] = [];
    bus.subscribe((m) => shown.push(...m.messages));
    const dp = createDataProvider({ httpClient: createHttpClient({ delayMs: 0, bus }) });
    await dp.uploadGalleryImages([new File(['a'], 'a.png', { type: 'image/png' })]);
    refuse = true;
    await expect(dp.uploadGalleryImages([new File(['b'], 'b.png', { type: 'image/png' })])).rejects.toThrow('Only .jpg, .jpeg and .png');
    expect(shown).toEqual([]);
  });

  it('getDashboard sends the date filter and dates', async () => {
    const calls = recordRequests(server);
    const figures = { plotsForSaleCount: 3, totalIncome: 900 };
    server.use(http.get(apiUrl('admin/dashboard/dashboard'), () => ok(figures)));
    const result = await provider().getDashboard({ dateFilter: 7, startDate: '2024-01-01', endDate: '2024-01-07' });
    expect(result.data).toEqual(figures);
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ dateFilter: '7', startDate: '2024-01-01', endDate: '2024-01-07' });
  });
});
