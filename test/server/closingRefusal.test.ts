/**
 * A request that reaches the server while it closes (a restart: here the next request on a kept-alive connection,
 * as an upload's last call after its file went up) is refused in the API's error shape, not Fastify's bare one.
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { statusCodes } from '@shared/api';
import { refuseWhileClosing } from '../../src/server/plugins/closingRefusal';
import { registerErrorHandling } from '../../src/server/plugins/errors';

type Answer = { status: number; connection: string | undefined; body: unknown };

const call = (agent: Agent, port: number, method: string, path: string) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('a server on its way down', () => {
  it('answers a request arriving on a kept-alive connection with 503 in the error shape, and closes the connection', async () => {
    const app = Fastify({ logger: false, return503OnClosing: false });
    registerErrorHandling(app);
    refuseWhileClosing(app);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    app.put('/api/v1/upload', async () => {
      started();
      await released;
      return { ok: true };
    });
    app.post('/api/v1/excel/upload-file', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const upload = call(agent, port, 'PUT', '/api/v1/upload');
      await inFlight;
      const closed = app.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      expect((await upload).body).toEqual({ ok: true });
      const last = await call(agent, port, 'POST', '/api/v1/excel/upload-file');
      expect(last.status).toBe(503);
      expect(last.connection).toBe('close');
      expect(last.body).toEqual({ statusCode: statusCodes.INTERNAL, message: 'The server is restarting. Try again in a moment.', errors: [] });
      await closed;
    } finally {
      agent.destroy();
    }
  });
});
