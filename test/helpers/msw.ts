/**
 * msw 2 for http-layer tests: one server per test file, every unhandled request fails the test.
 *
 *   const server = withMswServer();
 *   server.use(http.get(apiUrl('admin/blog/list'), () => HttpResponse.json(listBody([]))));
 *   const calls = recordRequests(server);
 *
 * msw intercepts fetch and XMLHttpRequest (upload progress events included) in the jsdom environment.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RequestHandler } from 'msw';

/** The API prefix as the admin resolves it in jsdom (`/api/v1` against the page's origin). */
export const apiUrl = (path = '') => new URL(`/api/v1/${path.replace(/^\/+/, '')}`, globalThis.location.href).href;

export function withMswServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    // recordRequests' listeners last one test.
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}

export type RecordedRequest = {
  method: string;
  url: URL;
  headers: Headers;
  /** The body as text ('' when none); multipart bodies are not decoded. */
  text: () => Promise<string>;
  json: () => Promise<unknown>;
};

/** Every request the server sees from now until the end of the current test. */
export function recordRequests(server: SetupServer): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const copy = request.clone();
    const text = copy.text();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      text: () => text,
      json: async () => JSON.parse(await text),
    });
  };
  server.events.on('request:start', listener);
  return requests;
}

/** The envelope of a list answer. */
export const listBody = <T>(results: T[], meta: { total?: number; totalPages?: number } = { total: results.length }) => ({
  message: 'Fetched',
  data: { results, meta },
});

/** The envelope of a single-item answer. */
export const itemBody = <T>(data: T, message = 'Fetched') => ({ message, data });
