import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePassword } from '@shared/auth';
import { createLoginLimiter } from '../../src/server/modules/auth/loginLimiter';
import { RESET_CODES_PER_DAY } from '../../src/server/modules/auth/passwordReset';
import { adminsWithDefaultPassword } from '../../src/server/modules/auth/bootstrap';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../helpers/buildTestApp';

const NEW_PASSWORD = 'N3w!Passw0rd';

describe('auth and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/v1/auth/admin/login', payload: { email, password: encodePassword(password) }, token: null });

  it('logs in with a base64 password and returns an access token', async () => {
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: expect.any(String), data: { accessToken: expect.any(String) } });
  });

  it('accepts the email in any case', async () => {
    expect((await login(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown account and a non-base64 password with the same answer', async () => {
    const bodies = [
      await login(TEST_ADMIN.email, 'Wrong@1234'),
      await login('nobody@example.com', TEST_ADMIN.password),
      await t.inject({ method: 'POST', url: '/api/v1/auth/admin/login', payload: { email: 'other@example.com', password: '%%%' }, token: null }),
    ];
    for (const res of bodies) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 5001, message: 'Invalid email or password', errors: [] });
    }
  });

  it('validates the login body with the form messages', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/auth/admin/login', payload: { email: 'bad', password: '' }, token: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'email', message: 'app.validation.emailInvalid' },
      { field: 'password', message: 'app.validation.passwordRequired' },
    ]);
  });

  it('locks an account after repeated failures', async () => {
    const email = 'locked@example.com';
    for (let i = 0; i < 3; i++) expect((await login(email, 'Wrong@1234')).statusCode).toBe(401);
    const res = await login(email, 'Wrong@1234');
    expect(res.statusCode).toBe(429);
    expect(res.json().statusCode).toBe(5002);
    expect(res.headers['retry-after']).toBeTruthy();
    const minutes = Math.ceil(Number(res.headers['retry-after']) / 60);
    expect(res.json().message).toBe(`Too many failed logins: try again in ${minutes} min`);
  });

  it('counts failures in the database, so that every server process on it sees them', async () => {
    // A second limiter over the same database stands for a second server process behind the same address.
    const other = createLoginLimiter(t.app.ctx.db, { perAccount: 3, perAddress: 100, windowMs: 60_000 });
    const email = 'shared-lock@example.com';
    for (let i = 0; i < 3; i++) expect((await login(email, 'Wrong@1234')).statusCode).toBe(401);
    expect(await other.retryAfter(email, '203.0.113.9')).toBeGreaterThan(0);
    await other.succeed(email);
    expect((await login(email, 'Wrong@1234')).statusCode).toBe(401);
  });

  it('answers 401 Token Missing / Invalid Token', async () => {
    const missing = await t.inject({ method: 'GET', url: '/api/v1/auth/user/me', token: null });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ message: 'Token Missing' });
    const invalid = await t.inject({ method: 'GET', url: '/api/v1/auth/user/me', token: 'not-a-token' });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toMatchObject({ message: 'Invalid Token' });
  });

  it('returns the profile', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/auth/user/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ _id: expect.any(String), name: 'Administrator', email: TEST_ADMIN.email, status: 1, type: 'admin' });
  });

  it('validates a password change and changes nothing on error', async () => {
    const token = await t.login();
    const weak = await t.inject({ method: 'PATCH', url: '/api/v1/admin/user/update/password', payload: { password: 'short', confirmPassword: 'short' }, token });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContainEqual({ field: 'password', message: 'app.validation.passwordInvalid' });
    const mismatch = await t.inject({
      method: 'PATCH',
      url: '/api/v1/admin/user/update/password',
      payload: { password: NEW_PASSWORD, confirmPassword: 'Other!Passw0rd' },
      token,
    });
    expect(mismatch.json().errors).toEqual([{ field: 'confirmPassword', message: 'app.validation.passwordMismatch' }]);
    // The password in use again: refused on its field, and the sessions stay.
    const other = await t.login();
    const same = await t.inject({
      method: 'PATCH',
      url: '/api/v1/admin/user/update/password',
      payload: { password: TEST_ADMIN.password, confirmPassword: TEST_ADMIN.password },
      token,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([{ field: 'password', message: 'app.validation.passwordUnchanged' }]);
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/user/me', token: other })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/user/me', token })).statusCode).toBe(200);
  });

  it('checks the current password when it is sent (the admin form does): a wrong one changes nothing, the right one changes it', async () => {
    const token = await t.login();
    const change = (payload: object, as = token) => t.inject({ method: 'PATCH', url: '/api/v1/admin/user/update/password', payload, token: as });
    const wrong = await change({ currentPassword: 'Not!The0ne', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'currentPassword', message: 'app.validation.currentPasswordWrong' }]);
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/user/me', token })).statusCode).toBe(200);
    const empty = await change({ currentPassword: '', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(empty.json().errors).toContainEqual({ field: 'currentPassword', message: 'app.validation.currentPasswordRequired' });

    const right = await change({ currentPassword: TEST_ADMIN.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    expect((await login(TEST_ADMIN.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Back to the password the next tests sign in with.
    const back = await change({ currentPassword: NEW_PASSWORD, password: TEST_ADMIN.password, confirmPassword: TEST_ADMIN.password }, right.json().data.accessToken);
    expect(back.statusCode, back.body).toBe(200);
  });

  it('counts wrong current passwords like failed logins, with the same lockout', async () => {
    const locked = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '2' });
    try {
      const token = await locked.login();
      const change = (currentPassword: string) =>
        locked.inject({ method: 'PATCH', url: '/api/v1/admin/user/update/password', payload: { currentPassword, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, token });
      expect((await change('Wrong!One1')).statusCode).toBe(400);
      expect((await change('Wrong!Two2')).statusCode).toBe(400);
      const refused = await change(TEST_ADMIN.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many failed logins: try again in \d+ min$/);
    } finally {
      await locked.close();
    }
  });

  it('signing out ends that session only: its token then answers 5000, another session of the account still works', async () => {
    const leaving = await t.login();
    const staying = await t.login();
    const out = await t.inject({ method: 'POST', url: '/api/v1/auth/admin/logout', token: leaving });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ message: 'Logged out successfully' });
    const after = await t.inject({ method: 'GET', url: '/api/v1/auth/user/me', token: leaving });
    expect(after.statusCode).toBe(401);
    expect(after.json().statusCode).toBe(5000);
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/user/me', token: staying })).statusCode).toBe(200);
    // Without a session there is nothing to end.
    expect((await t.inject({ method: 'POST', url: '/api/v1/auth/admin/logout', token: null })).statusCode).toBe(401);
  });

  it('changes the password: a new token, every older session answers 5000', async () => {
    const other = await t.login();
    const current = await t.login();
    const res = await t.inject({
      method: 'PATCH',
      url: '/api/v1/admin/user/update/password',
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      token: current,
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.accessToken as string;
    for (const old of [other, current]) {
      const denied = await t.inject({ method: 'GET', url: '/api/v1/auth/user/me', token: old });
      expect(denied.statusCode).toBe(401);
      expect(denied.json().statusCode).toBe(5000);
    }
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/user/me', token: fresh })).statusCode).toBe(200);
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await login(TEST_ADMIN.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('signs in with the longest password a change accepts, Telugu letters (3 bytes each) included', async () => {
    const longest = `Aa1@${'హై'.repeat(62)}`;
    expect(longest).toHaveLength(128);
    const change = (password: string, token: string) =>
      t.inject({ method: 'PATCH', url: '/api/v1/admin/user/update/password', payload: { password, confirmPassword: password }, token });
    const changed = await change(longest, await t.login(TEST_ADMIN.email, NEW_PASSWORD));
    expect(changed.statusCode).toBe(200);
    const signedIn = await login(TEST_ADMIN.email, longest);
    expect(signedIn.statusCode).toBe(200);
    expect((await login(TEST_ADMIN.email, `${longest}x`)).statusCode).toBe(401);
    expect((await change(NEW_PASSWORD, signedIn.json().data.accessToken)).statusCode).toBe(200);
  });

  it('refuses registration unless ALLOW_REGISTRATION=1', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/admin/register',
      payload: { name: 'New', email: 'new@example.com', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      token: null,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().statusCode).toBe(5023);
    // The register page asks first, without a session.
    const status = await t.inject({ method: 'GET', url: '/api/v1/auth/admin/register', token: null });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ message: 'Registration is disabled; ask an administrator for an account', data: { open: false } });
  });

  it('resets a forgotten password with the emailed code', async () => {
    const unknown = await t.inject({ method: 'POST', url: '/api/v1/auth/admin/forgot-password', payload: { email: 'ghost@example.com' }, token: null });
    expect(unknown.statusCode).toBe(200);
    const known = await t.inject({ method: 'POST', url: '/api/v1/auth/admin/forgot-password', payload: { email: TEST_ADMIN.email }, token: null });
    expect(known.json().message).toBe(unknown.json().message);
    await t.app.ctx.tasks.settled();

    const token = await t.login(TEST_ADMIN.email, NEW_PASSWORD);
    const outbox = await t.inject({ method: 'GET', url: '/api/v1/dev/outbox', token });
    const message = outbox.json().data.results[0];
    expect(message).toMatchObject({ to: TEST_ADMIN.email, channel: 'email', otp: expect.stringMatching(/^\d{4}$/) });
    const code = message.otp as string;
    const wrong = String(((Number(code) - 999) % 9000) + 1000);

    const bad = await t.inject({ method: 'POST', url: '/api/v1/auth/admin/verify-code', payload: { email: TEST_ADMIN.email, code: wrong }, token: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().statusCode).toBe(5070);
    // Under the code field too it says the code is wrong, not that four digits are missing.
    expect(bad.json().errors).toEqual([{ field: 'code', message: bad.json().message }]);
    const good = await t.inject({ method: 'POST', url: '/api/v1/auth/admin/verify-code', payload: { email: TEST_ADMIN.email, code }, token: null });
    expect(good.statusCode).toBe(200);

    const reset = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/admin/reset-password',
      payload: { email: TEST_ADMIN.email, code, password: TEST_ADMIN.password, confirmPassword: TEST_ADMIN.password },
      token: null,
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/user/me', token })).json().statusCode).toBe(5000);
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
    // A used code cannot be used again.
    const again = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/admin/reset-password',
      payload: { email: TEST_ADMIN.email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      token: null,
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('registration when enabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ALLOW_REGISTRATION: '1' });
  });
  afterAll(() => t.close());

  it('creates an admin who can log in, and refuses a duplicate email', async () => {
    const payload = { name: 'Second', email: 'second@example.com', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const res = await t.inject({ method: 'POST', url: '/api/v1/auth/admin/register', payload, token: null });
    expect(res.statusCode).toBe(200);
    expect(await t.login('second@example.com', NEW_PASSWORD)).toEqual(expect.any(String));
    const dup = await t.inject({ method: 'POST', url: '/api/v1/auth/admin/register', payload, token: null });
    expect(dup.statusCode).toBe(409);
    expect((await t.inject({ method: 'GET', url: '/api/v1/auth/admin/register', token: null })).json().data).toEqual({ open: true });
  });
});

describe('password reset codes for one account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it(`are sent at most ${RESET_CODES_PER_DAY} a day, with the same answer after that, and the last one sent still works`, async () => {
    const ask = () => t.inject({ method: 'POST', url: '/api/v1/auth/admin/forgot-password', payload: { email: TEST_ADMIN.email }, token: null });
    const answers = [];
    for (let i = 0; i <= RESET_CODES_PER_DAY; i++) {
      answers.push((await ask()).json());
      await t.app.ctx.tasks.settled();
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);

    const token = await t.login();
    const sent = (await t.inject({ method: 'GET', url: '/api/v1/dev/outbox?perPage=50', token })).json().data.results as { to: string; otp: string }[];
    const codes = sent.filter((m) => m.to === TEST_ADMIN.email);
    expect(codes).toHaveLength(RESET_CODES_PER_DAY);
    const verify = await t.inject({ method: 'POST', url: '/api/v1/auth/admin/verify-code', payload: { email: TEST_ADMIN.email, code: codes[0].otp }, token: null });
    expect(verify.statusCode).toBe(200);
  });
});

describe('failed logins counted per client address behind a proxy (TRUST_PROXY)', () => {
  const failTwiceThenSignIn = async (t: TestApp) => {
    const login = (email: string, password: string, client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/admin/login',
        headers: { 'x-forwarded-for': client },
        payload: { email, password: encodePassword(password) },
      });
    for (const ghost of ['ghost1@example.com', 'ghost2@example.com']) expect((await login(ghost, 'Wrong#pass1', '203.0.113.7')).statusCode).toBe(401);
    return {
      otherClient: (await login(TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.9')).statusCode,
      sameClient: (await login(TEST_ADMIN.email, TEST_ADMIN.password, '203.0.113.7')).statusCode,
    };
  };

  it('trusts X-Forwarded-For from the configured proxy: one client’s failures do not lock the others out', async () => {
    const t = await buildTestApp({ TRUST_PROXY: 'loopback', LOGIN_MAX_FAILURES_PER_ADDRESS: '2' });
    try {
      expect(await failTwiceThenSignIn(t)).toEqual({ otherClient: 200, sameClient: 429 });
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For without it: the connection’s address is the client’s', async () => {
    const t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '2' });
    try {
      expect(await failTwiceThenSignIn(t)).toEqual({ otherClient: 429, sameClient: 429 });
    } finally {
      await t.close();
    }
  });
});

describe('the documented bootstrap password', () => {
  it('is reported at every start while an admin still has it, and no longer once it is changed', async () => {
    const t = await buildTestApp();
    try {
      expect(await adminsWithDefaultPassword(t.app.ctx)).toEqual([TEST_ADMIN.email]);
      const changed = await t.inject({
        method: 'PATCH',
        url: '/api/v1/admin/user/update/password',
        payload: { currentPassword: TEST_ADMIN.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await adminsWithDefaultPassword(t.app.ctx)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
