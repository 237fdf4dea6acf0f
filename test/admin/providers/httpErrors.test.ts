import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { retryUnlessRefused, toHttpError } from '@admin/providers/httpErrors';

describe('retrying a failed query', () => {
  it('never asks again after a 4xx answer: the server refused, and would refuse again', () => {
    for (const status of [400, 401, 404, 409, 422]) expect(retryUnlessRefused(0, toHttpError(status, { message: 'no' }))).toBe(false);
    expect(retryUnlessRefused(0, new HttpError('Invalid id', 400))).toBe(false);
  });

  it('tries up to 3 more times what may pass on its own: a 5xx answer, a network failure', () => {
    const serverError = toHttpError(503, null);
    const networkError = new TypeError('Failed to fetch');
    for (const error of [serverError, networkError]) {
      expect([0, 1, 2, 3].map((count) => retryUnlessRefused(count, error))).toEqual([true, true, true, false]);
    }
  });
});
