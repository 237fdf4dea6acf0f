import { readdir, readFile, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileNameOf, MAX_SPREADSHEET_BYTES, MAX_UPLOAD_BYTES } from '@shared/uploads';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const acl = { 'x-amz-acl': 'public-read', 'content-type': 'application/octet-stream' };

describe('signed uploads and stored files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signed = async (path: string, fileName: string) => {
    const res = await t.inject({ method: 'POST', url: `/api/v1/${path}`, payload: { fileName } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { signedUrl: string; fileNameWithPrefix: string };
  };
  const put = (url: string, body: Buffer | string, headers: Record<string, string> = acl) => t.inject({ method: 'PUT', url, payload: body, headers, token: null });

  it('signs for each resource, stores the PUT body and serves it with its content type', async () => {
    for (const path of ['admin/service/signed-url', 'admin/blog/signed-url', 'review/admin/signed-url', 'admin/property/signed-url']) {
      const { signedUrl, fileNameWithPrefix } = await signed(path, 'My Photo (1).PNG');
      expect(signedUrl).toMatch(/^\/api\/v1\/storage\/upload\/.+\?expires=\d+&kind=\w.*&signature=[0-9a-f]{64}$/);
      expect(fileNameWithPrefix).toMatch(/My-Photo-1\.png$/);
      const res = await put(signedUrl, png);
      expect(res.statusCode, res.body).toBe(200);
      const file = await t.inject({ method: 'GET', url: `/storage/${fileNameWithPrefix}`, token: null });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.equals(png)).toBe(true);
    }
  });

  it('keeps a Telugu file name in the stored key, readable again without the id; accents only lose their marks', async () => {
    const { signedUrl, fileNameWithPrefix } = await signed('admin/property/signed-url', 'తెలుగు బ్రోచర్ 2.PDF');
    // The name was "file.pdf": nothing of it was ASCII.
    expect(fileNameOf(fileNameWithPrefix)).toBe('తెలుగు-బ్రోచర్-2.pdf');
    expect(fileNameWithPrefix).toMatch(/^[A-Za-z0-9._~\-/]+$/);
    expect((await put(signedUrl, Buffer.from('%PDF-1.7 test'), { ...acl, 'content-type': 'application/pdf' })).statusCode).toBe(200);
    const file = await t.inject({ method: 'GET', url: `/storage/${fileNameWithPrefix}`, token: null });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(fileNameOf((await signed('admin/service/signed-url', 'Café à Kollur.jpg')).fileNameWithPrefix)).toBe('Cafe-a-Kollur.jpg');
    expect(fileNameOf((await signed('admin/service/signed-url', '😀.jpg')).fileNameWithPrefix)).toBe('file.jpg');
  });

  it('accepts the exact content type instead of a binary one, and a pdf brochure for properties only', async () => {
    const { signedUrl } = await signed('admin/property/signed-url', 'brochure.pdf');
    expect((await put(signedUrl, Buffer.from('%PDF-1.7 test'), { ...acl, 'content-type': 'application/pdf' })).statusCode).toBe(200);
    const refused = await t.inject({ method: 'POST', url: '/api/v1/admin/blog/signed-url', payload: { fileName: 'brochure.pdf' } });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().statusCode).toBe(5033);
  });

  it('refuses a tampered signature, key or kind', async () => {
    const { signedUrl } = await signed('admin/service/signed-url', 'a.png');
    const tamperedSignature = signedUrl.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    const tamperedKey = signedUrl.replace('/a.png', '/b.png').replace(/-a\.png/, '-b.png');
    const tamperedKind = signedUrl.replace('kind=image', 'kind=spreadsheet');
    for (const url of [tamperedSignature, tamperedKey, tamperedKind, signedUrl.split('?')[0]]) {
      const res = await put(url, png);
      expect(res.statusCode).toBe(403);
      expect(res.json().statusCode).toBe(5030);
    }
  });

  it('refuses an expired URL', async () => {
    const { signedUrl } = await signed('admin/service/signed-url', 'a.png');
    const expiresAt = Number(new URL(signedUrl, 'http://x').searchParams.get('expires'));
    const realNow = Date.now;
    Date.now = () => (expiresAt + 1) * 1000;
    try {
      const res = await put(signedUrl, png);
      expect(res.statusCode).toBe(403);
      expect(res.json().statusCode).toBe(5031);
    } finally {
      Date.now = realNow;
    }
  });

  it('refuses a PUT without x-amz-acl: public-read', async () => {
    const { signedUrl } = await signed('admin/service/signed-url', 'a.png');
    const res = await put(signedUrl, png, { 'content-type': 'application/octet-stream' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/x-amz-acl/);
  });

  it('refuses an oversize body', async () => {
    const { signedUrl } = await signed('admin/service/signed-url', 'a.png');
    const res = await put(signedUrl, Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().statusCode).toBe(5032);
  });

  it('streams a spreadsheet far larger than the image limit to storage, byte for byte', async () => {
    const { signedUrl, fileNameWithPrefix } = await signed('admin/property/excel/signed-url', 'big.csv');
    const row = 'address,propertyNo,pricePerSqft\n' + 'Plot 12 Kokapet Hyderabad,P-12,5500\n'.repeat(40_000);
    const csv = Buffer.from(row.repeat(Math.ceil((MAX_UPLOAD_BYTES + 2 * 1024 * 1024) / row.length)));
    expect(csv.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const res = await put(signedUrl, csv, { ...acl, 'content-type': 'text/csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readFile(path.join(t.dataDir, 'storage', fileNameWithPrefix))).equals(csv)).toBe(true);
  });

  it('refuses a spreadsheet announced over its limit before reading it', async () => {
    const { signedUrl } = await signed('admin/property/excel/signed-url', 'huge.csv');
    const res = await put(signedUrl, 'a,b\n', { ...acl, 'content-length': String(MAX_SPREADSHEET_BYTES + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 5032, message: 'Files up to 100 MB are accepted' });
  });

  it('answers a body refused halfway with its error, over a real connection, and keeps no partial file', async () => {
    const { signedUrl, fileNameWithPrefix } = await signed('admin/property/excel/signed-url', 'fake.xlsx');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // Chunked (no content-length), and not a zip: the type check fails once the first 4 kB are in.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'PUT', path: signedUrl, headers: { ...acl, 'transfer-encoding': 'chunked', connection: 'close' }, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      for (let i = 0; i < 64; i++) req.write(Buffer.alloc(16 * 1024, 'x'));
      req.end();
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 5033 });
    const folder = path.dirname(path.join(t.dataDir, 'storage', fileNameWithPrefix));
    const stored = await readdir(folder).catch(() => [] as string[]);
    expect(stored.filter((name) => name.includes('fake') || name.endsWith('.part'))).toEqual([]);
  });

  it('refuses a .csv saved as UTF-16 (Excel\'s "Unicode text") saying to save it as CSV UTF-8', async () => {
    const text = 'Address,Property No\r\nPlot 1,KKP-1\r\n';
    for (const body of [Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]), Buffer.from(text, 'utf16le')]) {
      const { signedUrl } = await signed('admin/property/excel/signed-url', 'units.csv');
      const res = await put(signedUrl, body, { ...acl, 'content-type': 'text/csv' });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('This .csv is saved as UTF-16 ("Unicode text"): save it as "CSV UTF-8" in Excel and upload it again');
    }
  });

  it('refuses wrong types: extension at signing, content type, content that is not an image, empty body', async () => {
    const exe = await t.inject({ method: 'POST', url: '/api/v1/admin/service/signed-url', payload: { fileName: 'virus.exe' } });
    expect(exe.statusCode).toBe(415);
    const { signedUrl } = await signed('admin/service/signed-url', 'a.png');
    expect((await put(signedUrl, png, { ...acl, 'content-type': 'text/html' })).statusCode).toBe(415);
    const notPng = await put(signedUrl, Buffer.from('<script>alert(1)</script>'));
    expect(notPng.statusCode).toBe(415);
    expect(notPng.json().message).toBe('The file is named .png but its content is not a .png file');
    expect((await put(signedUrl, Buffer.alloc(0))).statusCode).toBe(400);
    const missingName = await t.inject({ method: 'POST', url: '/api/v1/admin/service/signed-url', payload: {} });
    expect(missingName.statusCode).toBe(400);
  });

  it('answers 404 for missing or unsafe stored paths', async () => {
    expect((await t.inject({ method: 'GET', url: '/storage/nothing/here.png', token: null })).statusCode).toBe(404);
    // The URL is normalised to /etc/passwd, an app route: the SPA answers, never the file.
    expect((await t.inject({ method: 'GET', url: '/storage/../../etc/passwd', token: null })).body).not.toMatch(/root:/);
    await writeFile(path.join(t.dataDir, 'outside.png'), 'SECRET-CONTENT');
    for (const url of ['/storage/%2e%2e/outside.png', '/storage/..%2Foutside.png', '/storage/a/..%2F..%2Foutside.png']) {
      const res = await t.inject({ method: 'GET', url, token: null });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toMatch(/SECRET-CONTENT/);
    }
  });

  it('needs a token to sign', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/admin/service/signed-url', payload: { fileName: 'a.png' }, token: null });
    expect(res.statusCode).toBe(401);
  });
});

describe('image gallery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Files under storage/gallery, half-written ones included. */
  const galleryFilesStored = async () =>
    (await readdir(path.join(t.dataDir, 'storage', 'gallery'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).length;

  const multipart = (files: { name: string; body: Buffer }[]) => {
    const boundary = '----test-boundary';
    const parts = files.map((f) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: image/png\r\n\r\n`),
        f.body,
        Buffer.from('\r\n'),
      ]),
    );
    return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('uploads several images and lists them 12 a page with totalPages', async () => {
    const files = Array.from({ length: 13 }, (_, i) => ({ name: `g${i}.png`, body: png }));
    const res = await t.inject({ method: 'POST', url: '/api/v1/admin/property/images/upload', ...multipart(files) });
    expect(res.statusCode, res.body).toBe(201);
    const uploaded = res.json().data as { _id: string; url: string; createdAt: string }[];
    expect(uploaded).toHaveLength(13);
    expect(await galleryFilesStored()).toBe(13);
    expect((await t.inject({ method: 'GET', url: `/storage/${uploaded[0].url}`, token: null })).statusCode).toBe(200);

    const page1 = (await t.inject({ method: 'GET', url: '/api/v1/admin/property/image/list?pageNo=1' })).json().data;
    expect(page1.results).toHaveLength(12);
    expect(page1.meta).toEqual({ total: 13, totalPages: 2 });
    const page2 = (await t.inject({ method: 'GET', url: '/api/v1/admin/property/image/list?pageNo=2&pageSize=12' })).json().data;
    expect(page2.results).toHaveLength(1);
  });

  it('refuses a non-image file and stores nothing', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/v1/admin/property/image/list' })).json().data.meta.total;
    const filesBefore = await galleryFilesStored();
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/property/images/upload',
      ...multipart([
        { name: 'ok.png', body: png },
        { name: 'bad.png', body: Buffer.from('not an image') },
      ]),
    });
    expect(res.statusCode).toBe(415);
    // The name says .png: the message says what is wrong with it, not which extensions are allowed.
    expect(res.json().errors).toEqual([{ field: 'fileName', message: 'The file is named .png but its content is not a .png file' }]);
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/property/image/list' })).json().data.meta.total).toBe(before);
    expect(await galleryFilesStored()).toBe(filesBefore);
  });

  it('refuses an image over the limit after good ones; no file of the request is left in storage', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/v1/admin/property/image/list' })).json().data.meta.total;
    const filesBefore = await galleryFilesStored();
    const large = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES, 7)]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/property/images/upload',
      ...multipart([
        { name: 'first.png', body: png },
        { name: 'large.png', body: large },
      ]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 5032, message: 'File is too large' });
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/property/image/list' })).json().data.meta.total).toBe(before);
    expect(await galleryFilesStored()).toBe(filesBefore);
  });

  it('reads the rest of a body refused at an early file, so that a client still sending it finishes and gets the answer', async () => {
    const token = await t.login();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { headers } = multipart([]);
    const boundary = headers['content-type'].split('boundary=')[1];
    const head = (name: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`);
    // A browser sends a refused small file, then keeps sending a large one: 24 MB, past what socket buffers hold.
    // A raw socket, so that only the server decides whether the body keeps flowing.
    const body = [Buffer.concat([head('fake.png'), Buffer.from('not an image\r\n'), head('large.png'), png]), ...Array.from({ length: 384 }, () => Buffer.alloc(64 * 1024, 7)), Buffer.from(`\r\n--${boundary}--\r\n`)];
    const length = body.reduce((sum, chunk) => sum + chunk.length, 0);
    const outcome = await new Promise<{ status: number; sentAll: boolean }>((resolve, reject) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1');
      const timer = setTimeout(() => {
        socket.destroy();
        resolve({ status: Number(answer.split(' ')[1] ?? 0), sentAll: false });
      }, 15_000);
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      void (async () => {
        socket.write(
          `POST /api/v1/admin/property/images/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
            `Content-Type: ${headers['content-type']}\r\nContent-Length: ${length}\r\n\r\n`,
        );
        for (const chunk of body) if (!socket.write(chunk)) await new Promise((drained) => socket.once('drain', drained));
        // Every byte is handed to the kernel and the server has read all but what its buffers hold.
        socket.end(() => {
          clearTimeout(timer);
          resolve({ status: Number(answer.split(' ')[1] ?? 0), sentAll: true });
        });
      })();
    });
    expect(outcome).toEqual({ status: 415, sentAll: true });
  });

  it('refuses more than 20 files in one upload, saying so (it read "Request body is too large"); nothing is stored', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/v1/admin/property/image/list' })).json().data.meta.total;
    const res = await t.inject({ method: 'POST', url: '/api/v1/admin/property/images/upload', ...multipart(Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.png`, body: png }))) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 5051, message: 'At most 20 files per upload' });
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/property/image/list' })).json().data.meta.total).toBe(before);
  });

  it('refuses a request that is not multipart, or has no file', async () => {
    const json = await t.inject({ method: 'POST', url: '/api/v1/admin/property/images/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const empty = await t.inject({ method: 'POST', url: '/api/v1/admin/property/images/upload', ...multipart([]) });
    expect(empty.statusCode).toBe(400);
  });

  it('answers a form-data body without its boundary, or cut off inside a file, with a 400 saying so; nothing is stored', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/v1/admin/property/image/list' })).json().data.meta.total;
    const { headers, payload } = multipart([{ name: 'cut.png', body: png }]);
    const cutOff = payload.subarray(0, payload.length - 200);
    for (const request of [
      { headers: { 'content-type': 'multipart/form-data' }, payload: 'abc' },
      { headers, payload: cutOff },
    ]) {
      const res = await t.inject({ method: 'POST', url: '/api/v1/admin/property/images/upload', ...request });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 5050, message: 'The upload arrived cut off or malformed: send the images again' });
    }
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/property/image/list' })).json().data.meta.total).toBe(before);
  });
});
