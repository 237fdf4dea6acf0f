import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createMessageBus, type ServerMessage } from '@admin/notifications/messageBus';
import { createHttpClient, routeRequest } from '@admin/providers/httpClient';
import { WRONG_SERVICES, type AppHttpError } from '@admin/providers/httpErrors';
import { ROLE_KEY, TOKEN_KEY } from '@admin/providers/storage';
import { rememberBootFetch } from '@admin/providers/bootFetch';
import { authRoutes } from '@shared/auth';
import { apiUrl, recordRequests, withMswServer } from '@test/helpers/msw';

const server = withMswServer();

function setup() {
  const bus = createMessageBus();
  const published: ServerMessage[] = [];
  bus.subscribe((m) => published.push(m));
  const client = createHttpClient({ delayMs: 0, bus });
  return { client, published, bus };
}

const failure = (request: Promise<unknown>) =>
  request.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: AppHttpError) => error,
  );

describe('httpClient requests', () => {
  it('asks again when the early request it would take got no answer (sent offline): the page gets its rows', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const url = apiUrl('admin/property/list') + '?pageNo=1';
    rememberBootFetch(url, 'tok-1', Promise.reject(new TypeError('Failed to fetch')));
    const calls = recordRequests(server);
    server.use(http.get(apiUrl('admin/property/list'), () => HttpResponse.json({ message: 'ok', data: { results: [], meta: { total: 0 } } })));
    const { client, published } = setup();
    const response = await client({ method: 'GET', path: 'admin/property/list', query: { pageNo: 1 } });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(published).toEqual([]);
    localStorage.clear();
  });

  it('sends the bearer token from localStorage, JSON bodies and the query, under /api/v1', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const calls = recordRequests(server);
    server.use(http.post(apiUrl('admin/blog/create'), () => HttpResponse.json({ message: 'Created', data: { _id: 'b1' } })));
    const { client } = setup();
    const response = await client({ method: 'POST', path: 'admin/blog/create', body: { title: 'x' }, query: { a: 1, b: '', c: undefined } });

    expect(response.json).toEqual({ message: 'Created', data: { _id: 'b1' } });
    expect(calls[0].url.pathname).toBe('/api/v1/admin/blog/create');
    expect(calls[0].url.search).toBe('?a=1');
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok-1');
    expect(calls[0].headers.get('content-type')).toBe('application/json');
    expect(await calls[0].json()).toEqual({ title: 'x' });
  });

  it('sends no token to a public route', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const calls = recordRequests(server);
    server.use(http.post(apiUrl('auth/admin/login'), () => HttpResponse.json({ message: 'ok', data: { accessToken: 't' } })));
    await setup().client(routeRequest(authRoutes.login, { body: { email: 'a@b.co', password: 'eA==' } }));
    expect(calls[0].headers.get('authorization')).toBeNull();
  });

  it('shows the server message of a successful write, not of a read', async () => {
    server.use(
      http.patch(apiUrl('admin/blog/status/update/1'), () => HttpResponse.json({ message: 'Status updated', data: {} })),
      http.get(apiUrl('admin/blog/get/1'), () => HttpResponse.json({ message: 'Fetched', data: { _id: '1' } })),
    );
    const { client, published } = setup();
    await client({ method: 'PATCH', path: 'admin/blog/status/update/1' });
    await client({ method: 'GET', path: 'admin/blog/get/1' });
    expect(published).toEqual([{ type: 'success', messages: ['Status updated'] }]);
  });

  it('passes the AbortSignal through and shows nothing for an aborted call', async () => {
    server.use(http.get(apiUrl('slow'), async () => new Promise(() => {})));
    const { client, published } = setup();
    const controller = new AbortController();
    const pending = client({ method: 'GET', path: 'slow', signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect((error as unknown as Error).name).toBe('AbortError');
    expect(published).toEqual([]);
  });

  it('waits the configured delay before sending', async () => {
    server.use(http.get(apiUrl('ping'), () => HttpResponse.json({ message: 'pong' })));
    const calls = recordRequests(server);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const client = createHttpClient({ delayMs: 500, bus: createMessageBus() });
      const pending = client({ method: 'GET', path: 'ping' });
      await vi.advanceTimersByTimeAsync(499);
      expect(calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      await expect(pending).resolves.toMatchObject({ status: 200 });
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('httpClient errors (spec §8)', () => {
  it('known statusCode with an errors array: each error message is shown and lands on its field', async () => {
    server.use(
      http.post(apiUrl('admin/property/create'), () =>
        HttpResponse.json(
          {
            statusCode: 1000,
            message: 'Validation failed',
            errors: [
              { field: 'address', message: 'app.validation.address' },
              { field: 'images', message: 'app.validation.minImages' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { client, published } = setup();
    const error = await failure(client({ method: 'POST', path: 'admin/property/create', body: {} }));

    expect(published).toEqual([{ type: 'error', messages: ['app.validation.address', 'app.validation.minImages'] }]);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Validation failed');
    expect(error.body.errors).toEqual({
      address: 'app.validation.address',
      images: 'app.validation.minImages',
      root: { serverError: 'Validation failed' },
    });
    expect(error.body.statusCode).toBe(1000);
  });

  it('an unknown statusCode shows the response message', async () => {
    server.use(
      http.get(apiUrl('x'), () =>
        HttpResponse.json({ statusCode: 4242, message: 'Odd failure', errors: [{ field: 'a', message: 'hidden' }] }, { status: 400 }),
      ),
    );
    const { client, published } = setup();
    const error = await failure(client({ method: 'GET', path: 'x' }));
    expect(published).toEqual([{ type: 'error', messages: ['Odd failure'] }]);
    expect(error.message).toBe('Odd failure');
  });

  it('a known statusCode without errors shows the message', async () => {
    server.use(http.get(apiUrl('x'), () => HttpResponse.json({ statusCode: 5020, message: 'Not found', errors: [] }, { status: 404 })));
    const { client, published } = setup();
    await failure(client({ method: 'GET', path: 'x' }));
    expect(published).toEqual([{ type: 'error', messages: ['Not found'] }]);
  });

  it('notifyErrors: false leaves a refusal to the caller, but still announces an ended session', async () => {
    server.use(
      http.post(apiUrl('refused'), () => HttpResponse.json({ statusCode: 1000, message: 'Only .jpg, .jpeg and .png', errors: [] }, { status: 400 })),
      http.post(apiUrl('ended'), () => HttpResponse.json({ message: 'Invalid Token' }, { status: 401 })),
    );
    const { client, published } = setup();
    const refused = await failure(client({ method: 'POST', path: 'refused', body: {}, notifyErrors: false }));
    expect(refused.message).toBe('Only .jpg, .jpeg and .png');
    expect(published).toEqual([]);
    await failure(client({ method: 'POST', path: 'ended', body: {}, notifyErrors: false }));
    expect(published).toEqual([{ type: 'error', messages: ['Session is no longer valid, please log in again'] }]);
  });

  it("no body reads 'Wrong Services'", async () => {
    server.use(http.get(apiUrl('x'), () => new HttpResponse(null, { status: 500 })));
    const { client, published } = setup();
    const error = await failure(client({ method: 'GET', path: 'x' }));
    expect(error.message).toBe(WRONG_SERVICES);
    expect(error.status).toBe(500);
    expect(published).toEqual([{ type: 'error', messages: [WRONG_SERVICES] }]);
  });

  it('a gateway\'s or a restarting server\'s answer without our body (502, 503, 504, an HTML page) says the server is unavailable', async () => {
    const unavailable = (status: string) => `@@react-admin@@${JSON.stringify({ message: 'app.common.unavailable', args: { status } })}`;
    for (const status of [502, 503, 504]) {
      server.use(http.post(apiUrl('x'), () => new HttpResponse('<html><body>Bad Gateway</body></html>', { status, headers: { 'content-type': 'text/html' } })));
      const { client, published } = setup();
      const error = await failure(client({ method: 'POST', path: 'x', body: {} }));
      expect(error.status).toBe(status);
      expect(error.message).toBe(unavailable(String(status)));
      expect(published).toEqual([{ type: 'error', messages: [unavailable(String(status))] }]);
    }
  });

  it('sends a write again, after no answer or a gateway’s 502, with the Idempotency-Key it went with; a new write with a new one', async () => {
    const keys: (string | null)[] = [];
    let answers = [() => HttpResponse.error(), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }), () => HttpResponse.json({ message: 'Created', data: {} }, { status: 201 })];
    server.use(
      http.post(apiUrl('review/admin/create'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        const answer = answers[0];
        answers = answers.length > 1 ? answers.slice(1) : answers;
        return answer();
      }),
      http.get(apiUrl('review/admin/list'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ message: 'ok', data: { results: [], meta: { total: 0 } } });
      }),
    );
    const { client } = setup();
    const save = (name: string) => client({ method: 'POST', path: 'review/admin/create', body: { name } });
    await failure(save('Padma'));
    await failure(save('Padma'));
    expect((await save('Padma')).status).toBe(201);
    // Answered: the same body again is a new write, and so is another body.
    expect((await save('Padma')).status).toBe(201);
    expect((await save('Ravi')).status).toBe(201);
    await client({ method: 'GET', path: 'review/admin/list' });
    const [first, second, third, fourth, other, read] = keys;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set([first, fourth, other]).size).toBe(3);
    expect(read).toBeNull();
  });

  it('a success whose body was cut off says the answer could not be read; a write says it may have been made, and goes again with its key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.get(apiUrl('review/admin/list'), () => new HttpResponse('{"message":"ok","data":{"results":[{"_id"', { status: 200, headers: { 'content-type': 'application/json' } })),
      http.post(apiUrl('review/admin/create'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return new HttpResponse('', { status: 201 });
      }),
    );
    const { client, published } = setup();
    const list = await failure(client({ method: 'GET', path: 'review/admin/list' }));
    expect(list.message).toBe('app.common.unreadable');
    const save = () => failure(client({ method: 'POST', path: 'review/admin/create', body: { name: 'Padma' } }));
    expect((await save()).message).toBe('app.common.unreadableWrite');
    await save();
    expect(keys[1]).toBe(keys[0]);
    expect(published.map((m) => m.messages)).toEqual([['app.common.unreadable'], ['app.common.unreadableWrite'], ['app.common.unreadableWrite']]);
  });

  it('a request that gets no answer says that the server could not be reached (a text of the admin, translated)', async () => {
    server.use(http.get(apiUrl('x'), () => HttpResponse.error()));
    const { client, published } = setup();
    const error = await failure(client({ method: 'GET', path: 'x' }));
    expect(error.status).toBe(0);
    expect(error.message).toBe('app.common.unreachable');
    expect(published).toEqual([{ type: 'error', messages: ['app.common.unreachable'] }]);
  });

  it('a call with no answer in time gives up and says so; a write adds that the change may have been made', async () => {
    server.use(
      http.get(apiUrl('stalled'), async () => new Promise(() => {})),
      http.put(apiUrl('stalled'), async () => new Promise(() => {})),
    );
    const bus = createMessageBus();
    const published: ServerMessage[] = [];
    bus.subscribe((m) => published.push(m));
    const client = createHttpClient({ delayMs: 0, bus, timeoutMs: 50 });

    const read = await failure(client({ method: 'GET', path: 'stalled' }));
    expect(read.status).toBe(0);
    expect(read.message).toBe('app.common.noAnswer');
    const write = await failure(client({ method: 'PUT', path: 'stalled', body: { name: 'Anil' } }));
    expect(write.message).toBe('app.common.noAnswerWrite');
    expect(published).toEqual([
      { type: 'error', messages: ['app.common.noAnswer'] },
      { type: 'error', messages: ['app.common.noAnswerWrite'] },
    ]);
  });

  it('gives up on an early request (sent at boot) that gets no answer in time, as on its own', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    rememberBootFetch(apiUrl('admin/property/list') + '?pageNo=1', 'tok-1', new Promise(() => {}));
    const bus = createMessageBus();
    const client = createHttpClient({ delayMs: 0, bus, timeoutMs: 50 });
    const error = await failure(client({ method: 'GET', path: 'admin/property/list', query: { pageNo: 1 } }));
    expect(error.message).toBe('app.common.noAnswer');
  });

  it('a call answered in time is not cut off, and one the caller aborts stays an abort', async () => {
    server.use(
      http.get(apiUrl('prompt'), () => HttpResponse.json({ data: { ok: true } })),
      http.get(apiUrl('stalled'), async () => new Promise(() => {})),
    );
    const bus = createMessageBus();
    const published: ServerMessage[] = [];
    bus.subscribe((m) => published.push(m));
    const client = createHttpClient({ delayMs: 0, bus, timeoutMs: 200 });
    expect((await client({ method: 'GET', path: 'prompt' })).json).toEqual({ data: { ok: true } });
    const controller = new AbortController();
    const pending = client({ method: 'GET', path: 'stalled', signal: controller.signal });
    controller.abort();
    expect(((await failure(pending)) as unknown as Error).name).toBe('AbortError');
    // The deadline of the answered call was cleared: nothing is announced after it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(published).toEqual([]);
  });

  it('statusCode 5000 clears all of localStorage', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    localStorage.setItem(ROLE_KEY, 'admin');
    localStorage.setItem('RaStore.locale', '"fr"');
    server.use(http.get(apiUrl('x'), () => HttpResponse.json({ statusCode: 5000, message: 'Session ended', errors: [] }, { status: 401 })));
    await failure(setup().client({ method: 'GET', path: 'x' }));
    expect(localStorage.length).toBe(0);
  });

  it('HTTP 401 removes the token only, and says in plain words that the session ended', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    localStorage.setItem(ROLE_KEY, 'admin');
    server.use(http.get(apiUrl('x'), () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    const { client, published } = setup();
    const error = await failure(client({ method: 'GET', path: 'x' }));
    expect(error.status).toBe(401);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBe('admin');
    expect(published).toEqual([{ type: 'error', messages: ['Session is no longer valid, please log in again'] }]);
  });

  it('other errors keep the session', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    server.use(http.get(apiUrl('x'), () => HttpResponse.json({ statusCode: 5020, message: 'Nope', errors: [] }, { status: 404 })));
    await failure(setup().client({ method: 'GET', path: 'x' }));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t');
  });

  it('remembers the error texts so a second notification of the same failure can be dropped', async () => {
    server.use(http.get(apiUrl('x'), () => HttpResponse.json({ statusCode: 1000, message: 'Bad', errors: [{ field: 'a', message: 'A' }, { field: 'b', message: 'B' }] }, { status: 400 })));
    const { client, bus } = setup();
    await failure(client({ method: 'GET', path: 'x' }));
    expect(bus.wasRecentlyPublished('Bad')).toBe(true);
    expect(bus.wasRecentlyPublished('A')).toBe(true);
    expect(bus.wasRecentlyPublished('other')).toBe(false);
  });
});
