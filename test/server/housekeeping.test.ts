/** Sessions, codes and sent messages past use are removed; those still of use stay. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeRowsPastUse } from '../../src/server/housekeeping';
import { adminUsers, idempotentWrites, orderOtps, outboxMessages, passwordResetCodes, sessions } from '../../src/server/db/tables/index';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { insertOrder } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe('rows past use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('removes ended sessions after a week, codes two days after expiry, sent messages after 30 days, Idempotency-Key answers after a day, and keeps the rest', async () => {
    const { db } = t.app.ctx;
    const [admin] = await db.select().from(adminUsers).limit(1);
    const order = await insertOrder(t.app);
    await db.delete(sessions);
    await db.delete(outboxMessages);
    await db.insert(sessions).values([
      { userId: admin._id, tokenHash: 'expired-long-ago', expiresAt: ago(8) },
      { userId: admin._id, tokenHash: 'signed-out-long-ago', expiresAt: ago(-30), revokedAt: ago(9) },
      { userId: admin._id, tokenHash: 'expired-yesterday', expiresAt: ago(1) },
      { userId: admin._id, tokenHash: 'live', expiresAt: ago(-1) },
    ]);
    await db.insert(passwordResetCodes).values([
      { userId: admin._id, codeHash: 'old', expiresAt: ago(3) },
      { userId: admin._id, codeHash: 'today', expiresAt: ago(0.5) },
    ]);
    await db.insert(orderOtps).values([
      { orderId: order._id, kind: 'user', codeHash: 'old', expiresAt: ago(3) },
      { orderId: order._id, kind: 'user', codeHash: 'live', expiresAt: ago(-0.01) },
    ]);
    await db.insert(outboxMessages).values([
      { to: 'old@example.com', channel: 'email', text: 'old', createdAt: ago(31) },
      { to: 'new@example.com', channel: 'email', text: 'new', createdAt: ago(29) },
    ]);
    await db.insert(idempotentWrites).values([
      { key: 'admin:yesterday-and-more', request: 'POST x', status: 201, body: '{}', createdAt: ago(1.1) },
      { key: 'admin:an-hour-ago', request: 'POST x', status: 201, body: '{}', createdAt: ago(0.04) },
    ]);

    expect(await removeRowsPastUse(db)).toEqual({ sessions: 2, codes: 2, outbox: 1, idempotency: 1 });
    expect((await db.select().from(sessions)).map((s) => s.tokenHash).sort()).toEqual(['expired-yesterday', 'live']);
    expect((await db.select().from(passwordResetCodes)).map((c) => c.codeHash)).toEqual(['today']);
    expect((await db.select().from(orderOtps)).map((c) => c.codeHash)).toEqual(['live']);
    expect((await db.select().from(outboxMessages)).map((m) => m.to)).toEqual(['new@example.com']);
    expect((await db.select().from(idempotentWrites)).map((w) => w.key)).toEqual(['admin:an-hour-ago']);
    expect(await removeRowsPastUse(db)).toEqual({ sessions: 0, codes: 0, outbox: 0, idempotency: 0 });
  });
});
