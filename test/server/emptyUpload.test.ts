import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

/**
 * A 0-byte file sent to a signed URL (the admin refuses it before sending; a script or another client may not): the
 * answer is the API's error shape saying the file is empty, not a bare 400, and nothing is stored.
 */
describe('signed upload of an empty file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signed = async (route: string, fileName: string) => {
    const res = await t.inject({ method: 'POST', url: `/api/v1/${route}`, payload: { fileName } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { signedUrl: string; fileNameWithPrefix: string };
  };

  const emptyAnswer = { statusCode: 5033, message: 'The file is empty', errors: [] };

  it.each([
    ['admin/property/excel/signed-url', 'empty.csv', 'text/csv'],
    ['admin/property/excel/signed-url', 'empty.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['admin/service/signed-url', 'empty.png', 'image/png'],
    ['admin/property/signed-url', 'empty.pdf', 'application/octet-stream'],
  ])('%s %s (%s): 400 in the usual error shape, nothing stored', async (route, fileName, contentType) => {
    const { signedUrl, fileNameWithPrefix } = await signed(route, fileName);
    const res = await t.inject({
      method: 'PUT',
      url: signedUrl,
      payload: Buffer.alloc(0),
      headers: { 'x-amz-acl': 'public-read', 'content-type': contentType },
      token: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(emptyAnswer);
    const folder = path.dirname(path.join(t.dataDir, 'storage', fileNameWithPrefix));
    expect(await readdir(folder).catch(() => [] as string[])).toEqual([]);
  });

  it('answers the same over a real connection, as a browser sends it (content-length: 0)', async () => {
    const { signedUrl } = await signed('admin/property/excel/signed-url', 'empty.csv');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'PUT', path: signedUrl, agent: false, headers: { 'x-amz-acl': 'public-read', 'content-type': 'text/csv', 'content-length': '0', connection: 'close' } },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual(emptyAnswer);
  });
});
