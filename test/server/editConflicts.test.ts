/**
 * Optimistic concurrency on every update route: `If-Match: "<updatedAt as loaded>"` (README "API"). A stale version is
 * refused (409, the API's error shape, nothing written); a fresh one saves and moves updatedAt on; no header saves as
 * the spec's calls always did. Against the real embedded database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusCodes } from '@shared/api';
import { resourceLabel, serverText } from '@shared/serverMessages';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { FIXTURE_FILES, validBlog, validProperty, validReview, validService } from './fixtures';

type Call = { method: 'POST' | 'PUT'; base: string; body: (overrides: Record<string, unknown>) => Record<string, unknown>; field: string };

const routes: Record<string, Call> = {
  review: { method: 'PUT', base: '/api/v1/review/admin', body: (o) => validReview(o), field: 'name' },
  property: { method: 'POST', base: '/api/v1/admin/property', body: (o) => validProperty(o), field: 'address' },
  service: { method: 'POST', base: '/api/v1/admin/service', body: (o) => validService(o), field: 'title' },
  blog: { method: 'PUT', base: '/api/v1/admin/blog', body: (o) => validBlog(o), field: 'title' },
};

const conflict = {
  statusCode: statusCodes.CONFLICT,
  message: serverText('editConflict'),
  errors: [],
};

describe('update with a version precondition (If-Match)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.store(...FIXTURE_FILES, 'r.jpg');
  });
  afterAll(() => t.close());

  const create = async ({ base, body }: Call) => {
    const res = await t.inject({ method: 'POST', url: `${base}/create`, payload: body({}) });
    expect(res.statusCode).toBe(201);
    return res.json().data as Record<string, unknown> & { _id: string; updatedAt: string };
  };
  const update = (call: Call, id: string, overrides: Record<string, unknown>, version?: string) =>
    t.inject({
      method: call.method,
      url: `${call.base}/update/${id}`,
      payload: call.body(overrides),
      headers: version === undefined ? {} : { 'if-match': version },
    });
  const stored = async (call: Call, id: string) => (await t.inject({ method: 'GET', url: `${call.base}/get/${id}` })).json().data as Record<string, unknown>;

  describe.each(Object.entries(routes))('%s', (_, call) => {
    it('refuses a stale version (409, nothing changed), saves a fresh one with a new updatedAt, and saves without one', async () => {
      const loaded = await create(call);
      const tabA = await update(call, loaded._id, { [call.field]: 'Changed in tab A' }, `"${loaded.updatedAt}"`);
      expect(tabA.statusCode).toBe(200);
      const savedA = tabA.json().data;
      expect(savedA[call.field]).toBe('Changed in tab A');
      expect(savedA.updatedAt).not.toBe(loaded.updatedAt);
      expect(Date.parse(savedA.updatedAt)).toBeGreaterThan(Date.parse(loaded.updatedAt));
      expect(await stored(call, loaded._id)).toEqual(savedA);

      // Tab B still holds the version it loaded: refused, and tab A's change stays.
      const tabB = await update(call, loaded._id, { [call.field]: loaded[call.field] }, `"${loaded.updatedAt}"`);
      expect(tabB.statusCode).toBe(409);
      expect(tabB.json()).toEqual(conflict);
      expect(await stored(call, loaded._id)).toEqual(savedA);

      // The tab that saved holds the answer's version: it saves again without reloading.
      const again = await update(call, loaded._id, { [call.field]: 'Changed again in tab A' }, `"${savedA.updatedAt}"`);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.updatedAt).not.toBe(savedA.updatedAt);

      // No precondition: the spec's call, saved as before.
      const plain = await update(call, loaded._id, { [call.field]: 'Saved without a version' });
      expect(plain.statusCode).toBe(200);
      expect((await stored(call, loaded._id))[call.field]).toBe('Saved without a version');
    });
  });

  it('takes the version quoted or bare, weak or strong, and * as "whatever is stored"; a malformed one is a 400 naming the header', async () => {
    const call = routes.review;
    const loaded = await create(call);
    const bare = await update(call, loaded._id, { name: 'Bare version' }, loaded.updatedAt);
    expect(bare.statusCode).toBe(200);
    const any = await update(call, loaded._id, { name: 'Any version' }, '*');
    expect(any.statusCode).toBe(200);
    const weak = await update(call, loaded._id, { name: 'Weak version' }, `W/"${any.json().data.updatedAt}"`);
    expect(weak.statusCode).toBe(200);
    // Not "Someone else changed this record": nobody did, the header was unreadable (audit).
    for (const header of ['"yesterday"', '""', '"2024-13-45T00:00:00.000Z"', `"${loaded.updatedAt}", garbage`]) {
      const malformed = await update(call, loaded._id, { name: 'Malformed version' }, header);
      expect(malformed.statusCode, header).toBe(400);
      expect(malformed.json().errors, header).toEqual([{ field: 'If-Match', message: serverText('ifMatchInvalid') }]);
    }
    expect((await stored(call, loaded._id)).name).toBe('Weak version');
  });

  it('answers 404, not 409, for a record that does not exist, saying the changes were not saved as it was deleted', async () => {
    const call = routes.review;
    const res = await update(call, '00000000-0000-4000-8000-000000000000', {}, '"2024-01-01T00:00:00.000Z"');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: statusCodes.NOT_FOUND, message: serverText('notFoundOnSave', { label: resourceLabel('review') }) });
    const deleted = await create(call);
    await t.inject({ method: 'DELETE', url: `${call.base}/delete/${deleted._id}` });
    const afterDelete = await update(call, deleted._id, { name: 'Typed meanwhile' });
    expect(afterDelete.statusCode).toBe(404);
    expect(afterDelete.json().message).toBe('Review not found: it was deleted after you opened it, so your changes were not saved. They are still in the form.');
  });

  it('lets only one of two saves made at the same instant from the same version pass', async () => {
    const call = routes.property;
    const loaded = await create(call);
    const version = `"${loaded.updatedAt}"`;
    const answers = await Promise.all([
      update(call, loaded._id, { address: 'First tab' }, version),
      update(call, loaded._id, { address: 'Second tab' }, version),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    expect(await stored(call, loaded._id)).toEqual(winner);
  });

  it('leaves the status toggle as it is (no body, no precondition needed) and counts it as a change', async () => {
    const call = routes.review;
    const loaded = await create(call);
    const toggled = await t.inject({ method: 'PATCH', url: `${call.base}/status/update/${loaded._id}` });
    expect(toggled.statusCode).toBe(200);
    // A form opened before the toggle would send isActive back as it was: refused.
    const stale = await update(call, loaded._id, { name: 'Stale' }, `"${loaded.updatedAt}"`);
    expect(stale.statusCode).toBe(409);
    expect((await stored(call, loaded._id)).isActive).toBe(false);
  });

  it('refuses a status toggle sent with an older version (409, status unchanged); with the current one, or none, it flips', async () => {
    const call = routes.blog;
    const loaded = await create(call);
    const toggle = (version?: string) =>
      t.inject({ method: 'PATCH', url: `${call.base}/status/update/${loaded._id}`, headers: version === undefined ? {} : { 'if-match': version } });
    // Tab B switches the post off.
    const tabB = await toggle(`"${loaded.updatedAt}"`);
    expect(tabB.statusCode).toBe(200);
    expect(tabB.json().data.isActive).toBe(false);
    // Tab A, still showing it active, switches it off too: refused, not flipped back on.
    const tabA = await toggle(`"${loaded.updatedAt}"`);
    expect(tabA.statusCode).toBe(409);
    expect(tabA.json()).toEqual({ statusCode: statusCodes.CONFLICT, message: serverText('statusConflict'), errors: [] });
    expect((await stored(call, loaded._id)).isActive).toBe(false);
    // With the version it now shows, A's toggle goes through; the spec's call without one still toggles.
    expect((await toggle(`"${tabB.json().data.updatedAt}"`)).json().data.isActive).toBe(true);
    expect((await toggle()).json().data.isActive).toBe(false);
    const missing = await t.inject({ method: 'PATCH', url: `${call.base}/status/update/00000000-0000-4000-8000-000000000000`, headers: { 'if-match': `"${loaded.updatedAt}"` } });
    expect(missing.statusCode).toBe(404);
  });
});
