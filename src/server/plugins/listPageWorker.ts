/**
 * The list pages' renderer (serverPages.ts) in a worker thread. Rendering a page is ~40–100 ms of synchronous
 * work; on the server's own thread it held back the requests the page's head had just set off (the admin's
 * scripts, its other files), so the list became usable ~0.3 s later than without the server's rows. In a worker,
 * the server's thread keeps serving them; the API answers the page needs are still asked for here, through
 * Fastify's inject (`fetchApi`), and handed to the worker.
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiAnswer, ListPageRenderer, ServerPage } from './serverPages';

type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'fetch'; id: number; fetchId: number; url: string }
  | { type: 'done'; id: number; page: ServerPage | null; error?: string };

/** Plain JavaScript run by the worker: it imports the renderer and renders what it is asked, one message each. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const waiting = new Map();
let fetches = 0;
const loaded = import(workerData.url).then(
  (module) => { parentPort.postMessage({ type: 'ready' }); return module.renderListPage; },
  (error) => { parentPort.postMessage({ type: 'failed', error: String((error && error.stack) || error) }); return null; },
);
parentPort.on('message', async (message) => {
  if (message.type === 'answer') {
    const resolve = waiting.get(message.fetchId);
    waiting.delete(message.fetchId);
    if (resolve) resolve(message.answer);
    return;
  }
  const { id, pageUrl, token } = message;
  const fetchApi = (url) => new Promise((resolve) => {
    const fetchId = ++fetches;
    waiting.set(fetchId, resolve);
    parentPort.postMessage({ type: 'fetch', id, fetchId, url });
  });
  try {
    const render = await loaded;
    const page = render ? await render(pageUrl, token, fetchApi) : null;
    parentPort.postMessage({ type: 'done', id, page });
  } catch (error) {
    parentPort.postMessage({ type: 'done', id, page: null, error: String((error && error.stack) || error) });
  }
});
`;

export type ListPageWorker = { render: ListPageRenderer; close(): Promise<void> };

export function startListPageWorker(file: string, log: FastifyBaseLogger): ListPageWorker {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { url: pathToFileURL(file).href } });
  worker.unref(); // a server shutting down does not wait for it
  let ready = false;
  let broken = false;
  let renders = 0;
  const jobs = new Map<number, { fetchApi: (url: string) => Promise<ApiAnswer>; resolve: (page: ServerPage | null) => void }>();
  const failAll = () => {
    for (const job of jobs.values()) job.resolve(null);
    jobs.clear();
  };
  worker.on('message', (message: FromWorker) => {
    if (message.type === 'ready') ready = true;
    else if (message.type === 'failed') {
      broken = true;
      log.warn({ err: message.error }, 'the list pages renderer could not be loaded: list pages go out without their rows');
    } else if (message.type === 'fetch') {
      const job = jobs.get(message.id);
      const answer = job ? job.fetchApi(message.url) : Promise.resolve({ status: 499, text: '' });
      answer
        .catch(() => ({ status: 500, text: '' }))
        .then((result) => worker.postMessage({ type: 'answer', fetchId: message.fetchId, answer: result }))
        .catch(() => undefined);
    } else if (message.type === 'done') {
      if (message.error) log.warn({ err: message.error }, 'the list page could not be rendered; sending the bare page');
      jobs.get(message.id)?.resolve(message.page);
      jobs.delete(message.id);
    }
  });
  worker.on('error', (error) => {
    broken = true;
    log.warn({ err: error }, 'the list pages renderer stopped: list pages go out without their rows');
    failAll();
  });
  worker.on('exit', () => {
    broken = true;
    failAll();
  });
  return {
    // Until the renderer has loaded (or once it has failed), pages go out bare rather than wait.
    render: (pageUrl, token, fetchApi) =>
      !ready || broken
        ? Promise.resolve(null)
        : new Promise((resolve) => {
            const id = ++renders;
            jobs.set(id, { fetchApi, resolve });
            worker.postMessage({ type: 'render', id, pageUrl, token });
          }),
    async close() {
      await worker.terminate();
    },
  };
}
