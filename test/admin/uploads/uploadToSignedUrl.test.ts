import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_FAILED, uploadToSignedUrl } from '@admin/uploads/uploadToSignedUrl';
import { apiUrl, recordRequests, withMswServer } from '@test/helpers/msw';
import { scriptedXhr } from '@test/helpers/scriptedXhr';

const server = withMswServer();
const signedUrl = () => apiUrl('storage/put/abc?signature=s1');

describe('uploadToSignedUrl', () => {
  it('PUTs the file with its content type and the public-read ACL, reporting progress up to 100', async () => {
    const calls = recordRequests(server);
    server.use(http.put(apiUrl('storage/put/abc'), () => new HttpResponse(null, { status: 200 })));
    const progress: number[] = [];
    await uploadToSignedUrl(new File(['0123456789'], 'pic.jpg', { type: 'image/jpeg' }), signedUrl(), (p) => progress.push(p));
    expect(calls[0].method).toBe('PUT');
    expect(calls[0].url.searchParams.get('signature')).toBe('s1');
    expect(calls[0].headers.get('content-type')).toBe('image/jpeg');
    expect(calls[0].headers.get('x-amz-acl')).toBe('public-read');
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(progress).toEqual([100]);
  });

  it('reports each upload progress event of the browser as a percentage', async () => {
    // msw only emits the final upload event, so this one test drives the XHR events itself.
    vi.stubGlobal('XMLHttpRequest', scriptedXhr([0, 100, 200, 400], 400).Xhr);
    try {
      const progress: number[] = [];
      await uploadToSignedUrl(new File(['0123456789'], 'pic.png', { type: 'image/png' }), signedUrl(), (p) => progress.push(p));
      expect(progress).toEqual([0, 25, 50, 100]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends a file without a type as application/octet-stream', async () => {
    const calls = recordRequests(server);
    server.use(http.put(apiUrl('storage/put/abc'), () => new HttpResponse(null, { status: 200 })));
    await uploadToSignedUrl(new File(['x'], 'data.bin'), signedUrl());
    expect(calls[0].headers.get('content-type')).toBe('application/octet-stream');
  });

  it.each([201, 403, 500])("an answer of %i rejects with 'Failed to upload file to S3'", async (status) => {
    server.use(http.put(apiUrl('storage/put/abc'), () => new HttpResponse('no', { status })));
    await expect(uploadToSignedUrl(new File(['x'], 'a.png', { type: 'image/png' }), signedUrl())).rejects.toThrow(UPLOAD_FAILED);
  });

  it('a refusal in the API error shape keeps its reason beside the spec text', async () => {
    const message = 'The file is named .png but its content is not a .png file';
    server.use(http.put(apiUrl('storage/put/abc'), () => HttpResponse.json({ statusCode: 5033, message, errors: [] }, { status: 400 })));
    const failure = uploadToSignedUrl(new File(['not a png'], 'fake.png', { type: 'image/png' }), signedUrl());
    await expect(failure).rejects.toThrow(UPLOAD_FAILED);
    await expect(failure).rejects.toMatchObject({ name: 'UploadError', fileName: 'fake.png', reason: message, mayPassOnRetry: false });
  });

  it('a server failure (5xx) may pass on a second try; the field offers it', async () => {
    server.use(http.put(apiUrl('storage/put/abc'), () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(uploadToSignedUrl(new File(['x'], 'a.png'), signedUrl())).rejects.toMatchObject({ fileName: 'a.png', mayPassOnRetry: true });
  });

  it("a network failure rejects with 'Failed to upload file to S3', because the server could not be reached", async () => {
    server.use(http.put(apiUrl('storage/put/abc'), () => HttpResponse.error()));
    const failure = uploadToSignedUrl(new File(['x'], 'a.png'), signedUrl());
    await expect(failure).rejects.toThrow(UPLOAD_FAILED);
    await expect(failure).rejects.toMatchObject({ fileName: 'a.png', reason: 'app.common.unreachable', mayPassOnRetry: true });
  });
});
