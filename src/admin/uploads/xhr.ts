/**
 * XMLHttpRequest as a promise: fetch cannot report upload progress, XHR can (issue 2, item 6).
 * Resolves with any HTTP status; rejects only when no answer came (network error or abort).
 */
import type { ProgressHandler } from '@admin/providers/types';

export type XhrRequest = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: XMLHttpRequestBodyInit | null;
  signal?: AbortSignal;
  onUploadProgress?: ProgressHandler;
};

export type XhrResponse = { status: number; text: string };

/** The message of a request that got no answer, as browsers' XHR give none. */
export const NETWORK_ERROR = 'Network Error';

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

export function sendXhr({ method, url, headers = {}, body = null, signal, onUploadProgress }: XhrRequest): Promise<XhrResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    let lastPercent = -1;
    const report = (percent: number) => {
      if (percent === lastPercent) return;
      lastPercent = percent;
      onUploadProgress?.(percent);
    };
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(Math.round((event.loaded / event.total) * 100));
      };
    }
    const handleAbort = () => xhr.abort();
    signal?.addEventListener('abort', handleAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', handleAbort);
    xhr.onload = () => {
      settle();
      // Small bodies may finish without a last progress event.
      if (xhr.status >= 200 && xhr.status < 300) report(100);
      resolve({ status: xhr.status, text: typeof xhr.responseText === 'string' ? xhr.responseText : '' });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError(NETWORK_ERROR));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(body);
  });
}
