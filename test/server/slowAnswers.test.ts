/** Reads slower than a second reach the log at warn level, with their route and time; quick ones and writes do not. */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSlowAnswers } from '../../src/server/plugins/slowAnswers';

describe('slow answers', () => {
  it('are logged as warnings, reads only', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    logSlowAnswers(app, 50);
    const wait = async () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 80));
    app.get('/slow/:id', wait);
    app.post('/slow', wait);
    app.get('/quick', async () => ({ ok: true }));
    try {
      await app.inject({ method: 'GET', url: '/slow/7?pageNo=9' });
      await app.inject({ method: 'POST', url: '/slow' });
      await app.inject({ method: 'GET', url: '/quick' });
      const warnings = lines.filter((line) => line.msg === 'slow answer');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, route: '/slow/:id', url: '/slow/7?pageNo=9', statusCode: 200 });
      expect(warnings[0].ms).toBeGreaterThanOrEqual(50);
    } finally {
      await app.close();
    }
  });
});
