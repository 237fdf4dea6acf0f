/**
 * The import's reader thread: parsing the spreadsheet, validating rows and building each chunk's JSON
 * (rowChunks.ts) run in a worker thread, so on a machine with two cores they overlap with PGlite storing the
 * previous chunk in the main thread (PGlite is single-threaded and shares the main thread with everything else).
 * Profiled on a 10,000-row file, that reading half is about a quarter (.csv) to a third (.xlsx) of the import's
 * CPU time.
 *
 * The main thread keeps the storage stream (storage stays pluggable) and hands its bytes over as the thread's
 * parser asks for them; the thread sends events only against credits, so at most two chunks wait for the database.
 * One job at a time. The thread starts on first use (or `prewarm`, when an upload begins: starting it costs about
 * half a second) and ends after a minute without work.
 */
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { messageOf, type ReadEvent, type ReadJob } from './rowChunks';

export type ToReader =
  | { type: 'job'; job: ReadJob }
  | { type: 'data'; bytes: Uint8Array }
  | { type: 'dataEnd' }
  | { type: 'dataError'; message: string }
  | { type: 'credit' }
  | { type: 'cancel' };
export type FromReader = { type: 'needData' } | { type: 'event'; event: ReadEvent } | { type: 'jobDone' };

export type ReaderThread = {
  /** The events of reading `input` (see readChunks); returning early cancels the job. */
  read(input: Readable, job: ReadJob): AsyncGenerator<ReadEvent>;
  /** Starts the thread now if it is not running, so a coming job does not wait for it. */
  prewarm(): void;
  close(): Promise<void>;
};

/** Chunks the thread may have ready ahead of the database. */
const CREDITS = 2;
/** How long a cancelled job may take to wind down before the thread is replaced. */
const CANCEL_GRACE_MS = 2_000;

export function createReaderThread(options: { idleMs?: number } = {}): ReaderThread {
  const idleMs = options.idleMs ?? 60_000;
  let thread: Worker | null = null;
  let busy = false;
  let idleTimer: NodeJS.Timeout | null = null;

  const stopThread = async () => {
    const current = thread;
    thread = null;
    if (current) await current.terminate();
  };
  const ensureThread = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (thread) return thread;
    const started = new Worker(new URL('./readerThread.boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./readerThread.worker.ts', import.meta.url).href },
    });
    started.unref();
    // A thread that dies is replaced at the next job; the job it was running reports the error itself.
    started.on('error', () => undefined);
    started.on('exit', () => {
      if (thread === started) thread = null;
    });
    thread = started;
    return started;
  };
  const idleLater = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void stopThread(), idleMs);
    idleTimer.unref();
  };

  async function* read(input: Readable, job: ReadJob): AsyncGenerator<ReadEvent> {
    if (busy) throw new Error('The import reader thread runs one job at a time');
    busy = true;
    const worker = ensureThread();
    const post = (message: ToReader, transfer?: ArrayBuffer[]) => worker.postMessage(message, transfer);
    const bytes = input[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
    const queue: ReadEvent[] = [];
    let done = false;
    let failure: string | null = null;
    let wake: (() => void) | null = null;
    const wakeUp = () => {
      const waiting = wake;
      wake = null;
      waiting?.();
    };
    const sendData = async () => {
      try {
        const next = await bytes.next();
        if (next.done) return post({ type: 'dataEnd' });
        // A copy the thread can own: stream chunks may be views of a shared pool.
        const copy = typeof next.value === 'string' ? new TextEncoder().encode(next.value) : new Uint8Array(next.value);
        post({ type: 'data', bytes: copy }, [copy.buffer as ArrayBuffer]);
      } catch (error) {
        post({ type: 'dataError', message: messageOf(error) });
      }
    };
    const onMessage = (message: FromReader) => {
      if (message.type === 'needData') void sendData();
      else if (message.type === 'event') queue.push(message.event);
      else done = true;
      wakeUp();
    };
    const onExit = () => {
      failure ??= 'the reader thread stopped';
      wakeUp();
    };
    const onError = (error: unknown) => {
      failure = messageOf(error);
      wakeUp();
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    let lastRowNumber = job.resumeAfterRow;
    try {
      post({ type: 'job', job });
      for (let i = 0; i < CREDITS; i++) post({ type: 'credit' });
      for (;;) {
        const event = queue.shift();
        if (event) {
          post({ type: 'credit' });
          if (event.type === 'chunk') lastRowNumber = event.chunk.lastRowNumber;
          yield event;
          continue;
        }
        if (done) return;
        if (failure) {
          // The thread died mid-file: what was stored stays, and the batch ends as a file that stopped reading.
          yield { type: 'end', sawHeaders: lastRowNumber > job.resumeAfterRow, readError: failure, overLimit: false, lastRowNumber };
          return;
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      if (!done && !failure) {
        post({ type: 'cancel' });
        const finished = await Promise.race([
          new Promise<boolean>((resolve) => {
            const check = () => (done || failure ? resolve(true) : (wake = check));
            check();
          }),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CANCEL_GRACE_MS).unref()),
        ]);
        if (!finished) await stopThread();
      }
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (failure) await stopThread();
      input.destroy();
      busy = false;
      idleLater();
    }
  }

  return {
    read,
    prewarm() {
      if (busy) return;
      ensureThread();
      idleLater();
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      await stopThread();
    },
  };
}
