/** What the server's log shows of a request (an operator reads it; so may others). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('hides a signed upload URL’s signature, which would let a reader upload to that key until it expires', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/admin/blog/signed-url', payload: { fileName: 'plan.png' } });
    const signedUrl = new URL((res.json().data as { signedUrl: string }).signedUrl, 'http://localhost');
    const signature = signedUrl.searchParams.get('signature')!;
    expect(signature.length).toBeGreaterThan(10);
    await t.inject({ method: 'PUT', url: `${signedUrl.pathname}${signedUrl.search}`, payload: Buffer.from('x'), headers: { 'x-amz-acl': 'public-read' }, token: null });
    const logged = lines.join('');
    expect(logged).toContain('signature=[hidden]');
    expect(logged).toContain('expires=');
    expect(logged).not.toContain(signature);
    // Nor the bearer token of the signed-url call.
    expect(logged).not.toMatch(/Bearer [A-Za-z0-9]/);
  });
});
