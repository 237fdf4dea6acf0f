import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CheckedUpload } from '../../src/server/modules/uploads/checkedUpload';

/** Streams `chunks` through a CheckedUpload; resolves with what came out, or rejects with its error. */
async function through(ext: string, limit: number, chunks: Buffer[]): Promise<Buffer> {
  const out: Buffer[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _e, done) => (out.push(chunk), done()) });
  await pipeline(Readable.from(chunks), new CheckedUpload(ext, limit, () => Object.assign(new Error('wrong type'), { httpStatus: 415 })), sink);
  return Buffer.concat(out);
}

const zipHead = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

describe('an upload body checked as it streams', () => {
  it('passes a body of the right type through unchanged, small or spread over many chunks', async () => {
    expect((await through('.csv', 1000, [Buffer.from('a,b\n1,2\n')])).toString()).toBe('a,b\n1,2\n');
    const chunks = [zipHead, ...Array.from({ length: 20 }, (_, i) => Buffer.alloc(1000, i))];
    expect((await through('.xlsx', 100_000, chunks)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('fails with 413 as soon as the body outgrows the limit, without a content-length to go by', async () => {
    await expect(through('.csv', 10_000, Array.from({ length: 20 }, () => Buffer.alloc(1000, 'x')))).rejects.toMatchObject({ httpStatus: 413, statusCode: 5032 });
  });

  it('fails once the first bytes show another type, and on an empty body', async () => {
    await expect(through('.xlsx', 100_000, [Buffer.alloc(8000, 'x')])).rejects.toMatchObject({ httpStatus: 415 });
    await expect(through('.csv', 100_000, [Buffer.from('a,b\n'), Buffer.from([0, 1, 2])])).rejects.toMatchObject({ httpStatus: 415 });
    await expect(through('.csv', 100_000, [])).rejects.toMatchObject({ httpStatus: 400, message: 'The file is empty' });
  });
});
