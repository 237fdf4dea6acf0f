/** A request the client gives up on halfway (an upload's Cancel) is no server error: logged as information only. */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../src/server/plugins/errors';

describe('a request the client closes before its end', () => {
  it('is logged as information, not as an unexpected error', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    registerErrorHandling(app);
    // Like the signed upload: the body is streamed to storage as it comes.
    app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
    app.put('/upload', async (request) => {
      await pipeline(request.raw, new Writable({ write: (_chunk, _encoding, done) => done() }));
      return { ok: true };
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const req = httpRequest({ host: '127.0.0.1', port, method: 'PUT', path: '/upload', headers: { 'content-type': 'application/octet-stream', 'content-length': String(1024 * 1024) } });
      req.on('error', () => undefined);
      req.write(Buffer.alloc(16 * 1024));
      await new Promise((resolve) => setTimeout(resolve, 100));
      req.destroy();
      await expect.poll(() => lines.some((line) => line.msg === 'client closed the request before its end'), { timeout: 5000 }).toBe(true);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
