/**
 * Idempotency-Key: a write sent again after its answer was lost gets the first answer instead of running twice
 * (a second record, or its own first save read as someone else's change).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/server/db/tables/index';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

describe('Idempotency-Key on writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const create = (key: string, name: string, description = 'Sent twice') =>
    t.inject({ method: 'POST', url: '/api/v1/review/admin/create', headers: { 'idempotency-key': key }, payload: { name, description, reviewType: 1 } });
  const named = async (name: string) => t.app.ctx.db.select().from(reviews).where(eq(reviews.name, name));

  it('answers a create sent again with the same key with the first answer, and creates one record', async () => {
    const key = 'create-key-0123456789';
    const first = await create(key, 'Idempotent review');
    const again = await create(key, 'Idempotent review');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await named('Idempotent review')).toHaveLength(1);
    // Without a key, or with another one, a write is a write.
    expect((await create('create-key-other-0123', 'Idempotent review')).statusCode).toBe(201);
    expect(await named('Idempotent review')).toHaveLength(2);
  });

  it('refuses the key with another write, and runs again a write whose first sending failed', async () => {
    const key = 'reused-key-0123456789';
    expect((await create(key, 'Key once')).statusCode).toBe(201);
    const other = await create(key, 'Key twice');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was sent before with another request: send a new key for each change');
    expect(await named('Key twice')).toHaveLength(0);

    const failedKey = 'failed-key-0123456789';
    expect((await create(failedKey, 'Refused first', '')).statusCode).toBe(400);
    const fixed = await create(failedKey, 'Refused first', 'Now with a description');
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers an update sent again with its first answer, not with a conflict with itself', async () => {
    const record = (await create('update-base-0123456789', 'To update')).json().data;
    const update = () =>
      t.inject({
        method: 'PUT',
        url: `/api/v1/review/admin/update/${record._id}`,
        headers: { 'idempotency-key': 'update-key-0123456789', 'if-match': `"${record.updatedAt}"` },
        payload: { name: 'Updated once', description: 'Sent twice', reviewType: 1 },
      });
    const first = await update();
    expect(first.statusCode, first.body).toBe(200);
    const again = await update();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    // The same update without the key meets the version it made itself.
    const plain = await t.inject({
      method: 'PUT',
      url: `/api/v1/review/admin/update/${record._id}`,
      headers: { 'if-match': `"${record.updatedAt}"` },
      payload: { name: 'Updated once', description: 'Sent twice', reviewType: 1 },
    });
    expect(plain.statusCode).toBe(409);
  });

  it('refuses a key that is not one', async () => {
    const res = await create('short', 'Bad key');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'Idempotency-Key', message: 'An Idempotency-Key is 16 to 100 letters, digits, - or _' }]);
  });
});
