import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { insertOrder } from './fixtures';

const base = '/api/v1/order/admin';
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

describe('service orders and the OTP flow', () => {
  let t: TestApp;
  let images: string[];
  beforeAll(async () => {
    t = await buildTestApp();
    images = ['orders/done-1.jpg', 'orders/done-2.jpg'];
    for (const key of images) await t.app.ctx.storage.put(key, jpeg);
  });
  afterAll(() => t.close());

  const latestOtp = async (orderId: string) => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    const message = (res.json().data.results as { orderId: string; otp: string; to: string }[]).find((m) => m.orderId === orderId);
    return message!;
  };
  const complete = (id: string, body: Record<string, unknown>) => t.inject({ method: 'POST', url: `${base}/complete-order/${id}`, payload: body });
  const otherCode = (code: string) => String(((Number(code) - 999) % 9000) + 1000);

  it('lists orders filtered by status, and gets one', async () => {
    const pending = await insertOrder(t.app, { name: 'Filter Pending' });
    await insertOrder(t.app, { name: 'Filter Done', status: 'Completed', completedAt: new Date() });
    const all = (await t.inject({ method: 'GET', url: `${base}/list?search=Filter` })).json().data;
    expect(all.meta.total).toBe(2);
    const onlyPending = (await t.inject({ method: 'GET', url: `${base}/list?search=Filter&status=Pending` })).json().data;
    expect(onlyPending.results.map((r: { name: string }) => r.name)).toEqual(['Filter Pending']);
    expect((await t.inject({ method: 'GET', url: `${base}/list?status=Nope` })).statusCode).toBe(400);
    const one = await t.inject({ method: 'GET', url: `${base}/get/${pending._id}` });
    expect(one.json().data).toMatchObject({ _id: pending._id, status: 'Pending', submissionType: 0, location: null });
  });

  it('completes an order with the user OTP (SUBMIT) and refuses a second completion', async () => {
    const order = await insertOrder(t.app);
    const gen = await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` });
    expect(gen.statusCode).toBe(200);
    expect(gen.body).not.toMatch(/"otp"/);
    const sent = await latestOtp(order._id);
    expect(sent.to).toBe('lakshmi@example.com');
    expect(Number(sent.otp)).toBeGreaterThanOrEqual(1000);

    const wrong = await complete(order._id, { otp: otherCode(sent.otp), images, submissionType: 2 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ statusCode: 5070, message: 'Invalid user OTP' });
    // "0000" typed reaches the server as the number 0: four digits, a wrong code (codes are 1000–9999).
    const zeros = await complete(order._id, { otp: 0, images, submissionType: 2 });
    expect(zeros.json()).toMatchObject({ statusCode: 5070, message: 'Invalid user OTP' });

    const done = await complete(order._id, { otp: Number(sent.otp), images, submissionType: 2 });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'Completed', images, submissionType: 2, completedAt: expect.any(String) });

    const again = await complete(order._id, { otp: sent.otp, images, submissionType: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().statusCode).toBe(5074);
    expect((await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` })).json().statusCode).toBe(5074);
  });

  it('completes once when the completion is sent three times at once; the others read "already completed"', async () => {
    const order = await insertOrder(t.app);
    await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` });
    const otp = Number((await latestOtp(order._id)).otp);
    const answers = await Promise.all([1, 2, 3].map(() => complete(order._id, { otp, images, submissionType: 2 })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().statusCode).toBe(5074);
  });

  it('counts wrong codes sent at once one by one: of 8 guesses at once, 5 are compared and 3 refused as out of tries', async () => {
    const order = await insertOrder(t.app);
    await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` });
    const code = (await latestOtp(order._id)).otp;
    const answers = await Promise.all(Array.from({ length: 8 }, () => complete(order._id, { otp: otherCode(code), images, submissionType: 2 })));
    const codes = answers.map((res) => res.json().statusCode);
    expect(codes.filter((c) => c === 5070)).toHaveLength(5);
    expect(codes.filter((c) => c === 5072)).toHaveLength(3);
    expect((await complete(order._id, { otp: code, images, submissionType: 2 })).json().statusCode).toBe(5072);
  });

  it('generating again keeps the code the customer holds; re-generating sends a new one', async () => {
    const order = await insertOrder(t.app);
    await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` });
    const first = await latestOtp(order._id);
    const again = await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'The OTP sent to the customer earlier is still valid; use Re-generate OTP to send a new one',
      data: { expiresAt: expect.any(String) },
    });
    expect(await latestOtp(order._id)).toEqual(first); // nothing new sent
    await t.inject({ method: 'GET', url: `${base}/re-generate-user-otp/${order._id}` });
    expect(await latestOtp(order._id)).not.toEqual(first);
    expect((await complete(order._id, { otp: (await latestOtp(order._id)).otp, images, submissionType: 2 })).statusCode).toBe(200);
  });

  it('re-generating replaces the previous user OTP', async () => {
    const order = await insertOrder(t.app);
    await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` });
    const first = (await latestOtp(order._id)).otp;
    await t.inject({ method: 'GET', url: `${base}/re-generate-user-otp/${order._id}` });
    const second = (await latestOtp(order._id)).otp;
    if (first !== second) expect((await complete(order._id, { otp: first, images, submissionType: 2 })).statusCode).toBe(400);
    expect((await complete(order._id, { otp: second, images, submissionType: 2 })).statusCode).toBe(200);
  });

  it('sends at most 5 codes of a kind per order in 10 minutes, counting calls sent at once, then says when the next can go', async () => {
    const order = await insertOrder(t.app);
    const sentTo = async () => (await t.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).json().data.results.filter((m: { orderId: string }) => m.orderId === order._id).length;
    const before = await sentTo();
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.inject({ method: 'GET', url: `${base}/re-generate-user-otp/${order._id}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(answers.find((a) => a.statusCode === 429)!.json()).toMatchObject({
      statusCode: 5002,
      message: '5 codes were sent for this order in the last few minutes: the next can be sent in 10 min',
    });
    expect((await sentTo()) - before).toBe(5);
    // The admin's own code is another kind, and another order is not held back.
    expect((await t.inject({ method: 'GET', url: `${base}/generate-admin-otp/${order._id}` })).statusCode).toBe(200);
    const other = await insertOrder(t.app);
    expect((await t.inject({ method: 'GET', url: `${base}/re-generate-user-otp/${other._id}` })).statusCode).toBe(200);
  });

  it('FORCE_SUBMIT checks the admin OTP, sent to the admin, not the user one', async () => {
    const order = await insertOrder(t.app);
    await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` });
    const userCode = (await latestOtp(order._id)).otp;
    const noAdmin = await complete(order._id, { otp: userCode, images, submissionType: 1 });
    expect(noAdmin.json().statusCode).toBe(5073);
    await t.inject({ method: 'GET', url: `${base}/generate-admin-otp/${order._id}` });
    const adminMessage = await latestOtp(order._id);
    expect(adminMessage.to).toBe('admin@example.com');
    const res = await complete(order._id, { otp: adminMessage.otp, images, submissionType: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.submissionType).toBe(1);
  });

  it('locks the OTP after 5 wrong attempts, counting down the tries left under the boxes', async () => {
    const order = await insertOrder(t.app);
    await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` });
    const code = (await latestOtp(order._id)).otp;
    const said: string[] = [];
    for (let i = 0; i < 5; i++) {
      const wrong = (await complete(order._id, { otp: otherCode(code), images, submissionType: 2 })).json();
      expect(wrong).toMatchObject({ statusCode: 5070, message: 'Invalid user OTP' });
      said.push(wrong.errors[0].message);
    }
    expect(said).toEqual([
      'Invalid user OTP (tries left: 4)',
      'Invalid user OTP (tries left: 3)',
      'Invalid user OTP (tries left: 2)',
      'Invalid user OTP (tries left: 1)',
      'Invalid user OTP, and that was the last try: generate a new OTP',
    ]);
    const locked = await complete(order._id, { otp: code, images, submissionType: 2 });
    expect(locked.json().statusCode).toBe(5072);
    // A locked code is no use to the customer: Generate sends a new one.
    expect((await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` })).json().message).toBe('OTP sent to the customer');
    expect((await complete(order._id, { otp: (await latestOtp(order._id)).otp, images, submissionType: 2 })).statusCode).toBe(200);
  });

  it('refuses a code whose 10 minutes are over, on the OTP field, and Generate then sends a new one', async () => {
    const order = await insertOrder(t.app);
    await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` });
    const code = (await latestOtp(order._id)).otp;
    // Only the clock moves: the database's own timers keep running.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1000 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const late = await complete(order._id, { otp: code, images, submissionType: 2 });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ statusCode: 5071, message: 'The OTP has expired; generate a new OTP', errors: [{ field: 'otp', message: 'The OTP has expired; generate a new OTP' }] });
    expect((await t.inject({ method: 'GET', url: `${base}/get/${order._id}` })).json().data.status).toBe('Pending');
    expect((await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` })).json().message).toBe('OTP sent to the customer');
    expect((await complete(order._id, { otp: (await latestOtp(order._id)).otp, images, submissionType: 2 })).statusCode).toBe(200);
  });

  it('validates the completion body and stored images, leaving the order pending', async () => {
    const order = await insertOrder(t.app);
    await t.inject({ method: 'GET', url: `${base}/generate-user-otp/${order._id}` });
    const code = (await latestOtp(order._id)).otp;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ images, submissionType: 2 }, 'otp', 'app.validation.otpRequired'],
      [{ otp: '', images, submissionType: 2 }, 'otp', 'app.validation.otpRequired'],
      [{ otp: '12345', images, submissionType: 2 }, 'otp', 'app.validation.otpLength'],
      [{ otp: 12345, images, submissionType: 2 }, 'otp', 'app.validation.otpLength'],
      [{ otp: -1, images, submissionType: 2 }, 'otp', 'app.validation.otpLength'],
      [{ otp: 1.5, images, submissionType: 2 }, 'otp', 'app.validation.otpLength'],
      [{ otp: code, images: [], submissionType: 2 }, 'images', 'app.validation.orderImages'],
      [{ otp: code, images: [images[0]], submissionType: 2 }, 'images', 'app.validation.orderMinImages'],
      [{ otp: code, images, submissionType: 0 }, 'submissionType', 'app.validation.submissionType'],
      // Photos only (a brochure and an imported spreadsheet passed), each once, and at most 20.
      [{ otp: code, images: [images[0], 'demo/brochure-2.pdf'], submissionType: 2 }, 'images.1', 'app.validation.orderImageType'],
      [{ otp: code, images: ['excel/demo/properties.csv', images[1]], submissionType: 2 }, 'images.0', 'app.validation.orderImageType'],
      [{ otp: code, images: [images[0], images[0]], submissionType: 2 }, 'images', 'app.validation.orderImageRepeated'],
    ];
    for (const [body, field, message] of cases) {
      const res = await complete(order._id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    const tooMany = await complete(order._id, { otp: code, images: Array.from({ length: 21 }, (_, i) => `orders/done-${i}.jpg`), submissionType: 2 });
    expect(tooMany.json().errors).toContainEqual({ field: 'images', message: 'app.validation.tooManyItems', args: { max: '20' } });
    const notStored = await complete(order._id, { otp: code, images: ['orders/missing-1.jpg', images[0]], submissionType: 2 });
    expect(notStored.statusCode).toBe(400);
    expect(notStored.json().errors[0].field).toBe('images');
    const stillPending = await t.inject({ method: 'GET', url: `${base}/get/${order._id}` });
    expect(stillPending.json().data.status).toBe('Pending');
    expect((await complete(order._id, { otp: code, images, submissionType: 2 })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await t.inject({ method: 'GET', url: `${base}/generate-user-otp/00000000-0000-4000-8000-000000000001` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `${base}/generate-admin-otp/123` })).statusCode).toBe(400);
  });
});
