/**
 * The reader thread's side (see readerThread.ts): runs one read job at a time with `readChunks`, pulling the
 * file's bytes from the main thread as the parser asks for them, and sending each event once the main thread has
 * room for it (credits), so at most a couple of chunks wait in memory.
 */
import { Readable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { readChunks } from './rowChunks';
import type { ToReader, FromReader } from './readerThread';

const port = parentPort!;
const send = (message: FromReader) => port.postMessage(message);

let input: Readable | null = null;
let credits = 0;
let cancelled = false;
let creditArrived: (() => void) | null = null;

const wakeUp = () => {
  creditArrived?.();
  creditArrived = null;
};

async function run(job: Extract<ToReader, { type: 'job' }>['job']) {
  credits = 0;
  cancelled = false;
  const file = new Readable({ read: () => send({ type: 'needData' }) });
  input = file;
  try {
    for await (const event of readChunks(file, job)) {
      while (credits === 0 && !cancelled) await new Promise<void>((resolve) => (creditArrived = resolve));
      if (cancelled) break;
      credits -= 1;
      send({ type: 'event', event });
    }
  } finally {
    input = null;
    file.destroy();
    send({ type: 'jobDone' });
  }
}

port.on('message', (message: ToReader) => {
  switch (message.type) {
    case 'job':
      void run(message.job);
      break;
    case 'data':
      input?.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      break;
    case 'dataEnd':
      input?.push(null);
      break;
    case 'dataError':
      input?.destroy(new Error(message.message));
      break;
    case 'credit':
      credits += 1;
      wakeUp();
      break;
    case 'cancel':
      cancelled = true;
      input?.destroy();
      wakeUp();
      break;
  }
});
