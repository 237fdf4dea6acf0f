/**
 * OTPs and reset codes e-mailed through a real SMTP server (smtp-server, on loopback): what the customer and the
 * admin receive, the code that then completes the order, and what a refusing mail server does to each call.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/server/db/tables/index';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../helpers/buildTestApp';
import { insertOrder } from './fixtures';

type Received = { from: string; to: string[]; body: string };

describe('mail delivery (SMTP_URL)', () => {
  const received: Received[] = [];
  let refuse = false;
  // While set, the mail server holds every message at RCPT TO until it is released.
  let held: Promise<void> | null = null;
  let smtp: SMTPServer;
  let t: TestApp;
  const images = ['orders/mail-1.jpg', 'orders/mail-2.jpg'];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const answer = () => callback(refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
        if (held) void held.then(answer);
        else answer();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            body: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Estate admin <otp@estate.test>' });
    await t.store(...images);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  const codeIn = (mail: Received) => /\b(\d{4})\b/.exec(mail.body.split('\r\n\r\n').slice(1).join('\n'))![1];

  it('e-mails the customer their OTP, which then completes the order', async () => {
    received.length = 0;
    const order = await insertOrder(t.app);
    const sent = await t.inject({ method: 'GET', url: `/api/v1/order/admin/generate-user-otp/${order._id}` });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('OTP sent to the customer');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'otp@estate.test', to: ['lakshmi@example.com'] });
    expect(received[0].body).toMatch(/^Subject: Your OTP for order /m);
    const done = await t.inject({ method: 'POST', url: `/api/v1/order/admin/complete-order/${order._id}`, payload: { otp: Number(codeIn(received[0])), images, submissionType: 2 } });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('e-mails the admin OTP to the signed-in admin', async () => {
    received.length = 0;
    const order = await insertOrder(t.app);
    expect((await t.inject({ method: 'GET', url: `/api/v1/order/admin/generate-admin-otp/${order._id}` })).statusCode).toBe(200);
    expect(received.map((mail) => mail.to)).toEqual([['admin@example.com']]);
  });

  it('says so when the mail server refuses an OTP (503), and issues no code: the one the customer holds still works', async () => {
    received.length = 0;
    const order = await insertOrder(t.app);
    expect((await t.inject({ method: 'GET', url: `/api/v1/order/admin/generate-user-otp/${order._id}` })).statusCode).toBe(200);
    const held = Number(codeIn(received[0]));
    refuse = true;
    try {
      const res = await t.inject({ method: 'GET', url: `/api/v1/order/admin/re-generate-user-otp/${order._id}` });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ statusCode: 5301, message: 'The e-mail could not be sent: the mail server did not take it. Try again in a moment' });
    } finally {
      refuse = false;
    }
    const complete = await t.inject({ method: 'POST', url: `/api/v1/order/admin/complete-order/${order._id}`, payload: { otp: held, images, submissionType: 2 } });
    expect(complete.statusCode, complete.body).toBe(200);
  });

  it('e-mails a reset code that resets the password; a refused one answers as any other address does', async () => {
    received.length = 0;
    const forgot = (email: string) => t.inject({ method: 'POST', url: '/api/v1/auth/admin/forgot-password', token: null, payload: { email } });
    expect((await forgot('admin@example.com')).statusCode).toBe(200);
    await t.app.ctx.tasks.settled();
    expect(received).toHaveLength(1);
    expect(received[0].body).toMatch(/^Subject: Your password reset code/m);
    const reset = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/admin/reset-password',
      token: null,
      payload: { email: 'admin@example.com', code: codeIn(received[0]), password: 'Mailed@2026', confirmPassword: 'Mailed@2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    refuse = true;
    try {
      const refused = await forgot('admin@example.com');
      const unknown = await forgot('nobody@example.com');
      expect([refused.statusCode, refused.json().message]).toEqual([unknown.statusCode, unknown.json().message]);
      await t.app.ctx.tasks.settled();
    } finally {
      refuse = false;
    }
  });

  it('answers forgot-password without waiting for the mail server, whose pace would tell which addresses are admins', async () => {
    received.length = 0;
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    try {
      const asked = await t.inject({ method: 'POST', url: '/api/v1/auth/admin/forgot-password', token: null, payload: { email: 'admin@example.com' } });
      expect(asked.statusCode).toBe(200);
      expect(received).toHaveLength(0);
    } finally {
      release();
      held = null;
    }
    await t.app.ctx.tasks.settled();
    expect(received).toHaveLength(1);
    expect(received[0].body).toMatch(/^Subject: Your password reset code/m);
  });

  it('keeps a mailed code out of the outbox table (DEV_OUTBOX off): only the mail has it', async () => {
    const { port } = smtp.server.address() as AddressInfo;
    const quiet = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, DEV_OUTBOX: '0' });
    try {
      received.length = 0;
      const asked = await quiet.inject({ method: 'POST', url: '/api/v1/auth/admin/forgot-password', payload: { email: TEST_ADMIN.email }, token: null });
      expect(asked.statusCode).toBe(200);
      await quiet.app.ctx.tasks.settled();
      const code = codeIn(received[0]);
      const kept = await quiet.app.ctx.db.select().from(outboxMessages);
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ to: TEST_ADMIN.email, otp: null });
      expect(kept[0].text).not.toContain(code);
      expect(kept[0].text).toContain('••••');
    } finally {
      await quiet.close();
    }
  });
});
