import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createMessageBus } from '@admin/notifications/messageBus';
import { createAuthCalls } from '@admin/providers/authCalls';
import { AFTER_LOGIN_PATH, createAuthProvider } from '@admin/providers/authProvider';
import { createHttpClient } from '@admin/providers/httpClient';
import { ROLE_KEY, TOKEN_KEY } from '@admin/providers/storage';
import { apiUrl, recordRequests, withMswServer } from '@test/helpers/msw';

const server = withMswServer();
const httpClient = () => createHttpClient({ delayMs: 0, bus: createMessageBus() });
const auth = () => createAuthProvider({ httpClient: httpClient() });

describe('authProvider', () => {
  it('logs in with the password base64-encoded, keeps token and role, lands on the dashboard', async () => {
    const calls = recordRequests(server);
    server.use(http.post(apiUrl('auth/admin/login'), () => HttpResponse.json({ message: 'Welcome', data: { accessToken: 'jwt-1' } })));
    const result = await auth().login({ email: 'admin@example.com', password: 'Secret#1ü' });
    expect(await calls[0].json()).toEqual({ email: 'admin@example.com', password: 'U2VjcmV0IzHDvA==' });
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-1');
    expect(localStorage.getItem(ROLE_KEY)).toBe('admin');
    expect(result).toEqual({ redirectTo: AFTER_LOGIN_PATH });
    expect(AFTER_LOGIN_PATH).toBe('/dashboard/default');
  });

  it('a refused login rejects with the server message and stores nothing', async () => {
    server.use(http.post(apiUrl('auth/admin/login'), () => HttpResponse.json({ statusCode: 5001, message: 'Invalid credentials', errors: [] }, { status: 400 })));
    await expect(auth().login({ email: 'a@b.co', password: 'x' })).rejects.toThrow('Invalid credentials');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('checkAuth rejects without a token (to /login, no toast) and resolves with one', async () => {
    await expect(auth().checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    localStorage.setItem(TOKEN_KEY, 't');
    await expect(auth().checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError: a 401 removes the token and logs out', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    localStorage.setItem(ROLE_KEY, 'admin');
    server.use(http.get(apiUrl('admin/blog/list'), () => HttpResponse.json({ message: 'Invalid Token' }, { status: 401 })));
    const error = await httpClient()({ method: 'GET', path: 'admin/blog/list' }).catch((e: unknown) => e);
    await expect(auth().checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBe('admin');
  });

  it('the logout react-admin runs after a 401 keeps the role and the preferences: only the token went (spec §4, §8)', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    localStorage.setItem(ROLE_KEY, 'admin');
    localStorage.setItem('RaStoreEstateAdmin.locale', '"fr"');
    localStorage.setItem('RaStoreEstateAdmin.property.listParams', '{"perPage":25}');
    const calls = recordRequests(server);
    server.use(http.get(apiUrl('admin/blog/list'), () => HttpResponse.json({ message: 'Invalid Token' }, { status: 401 })));
    const error = await httpClient()({ method: 'GET', path: 'admin/blog/list' }).catch((e: unknown) => e);
    await expect(auth().checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(await auth().logout({})).toBe('/login');
    expect(localStorage.getItem(ROLE_KEY)).toBe('admin');
    expect(localStorage.getItem('RaStoreEstateAdmin.locale')).toBe('"fr"');
    expect(localStorage.getItem('RaStoreEstateAdmin.property.listParams')).toBe('{"perPage":25}');
    // No session left to end on the server.
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/admin/blog/list']);
  });

  it('checkError: statusCode 5000 clears all storage and logs out', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    localStorage.setItem('RaStore.theme', '"theme3"');
    server.use(http.get(apiUrl('admin/blog/list'), () => HttpResponse.json({ statusCode: 5000, message: 'Session revoked', errors: [] }, { status: 403 })));
    const error = await httpClient()({ method: 'GET', path: 'admin/blog/list' }).catch((e: unknown) => e);
    localStorage.setItem('RaStore.theme', '"theme3"');
    await expect(auth().checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(localStorage.length).toBe(0);
  });

  it('checkError: other failures keep the session', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    server.use(http.get(apiUrl('admin/blog/get/x'), () => HttpResponse.json({ statusCode: 5020, message: 'Not found', errors: [] }, { status: 404 })));
    const error = await httpClient()({ method: 'GET', path: 'admin/blog/get/x' }).catch((e: unknown) => e);
    await expect(auth().checkError(error)).resolves.toBeUndefined();
    await expect(auth().checkError(new Error('boom'))).resolves.toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t');
  });

  it('getIdentity reads the profile with the token', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    const calls = recordRequests(server);
    const me = { _id: 'u1', name: 'Asha Admin', email: 'a@b.co', status: 1, type: 'admin' };
    server.use(http.get(apiUrl('auth/user/me'), () => HttpResponse.json({ message: 'ok', data: me })));
    expect(await auth().getIdentity!()).toEqual({ ...me, id: 'u1', fullName: 'Asha Admin' });
    expect(calls[0].headers.get('authorization')).toBe('Bearer t');
  });

  it('a 404 on the profile clears storage', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    localStorage.setItem(ROLE_KEY, 'admin');
    server.use(http.get(apiUrl('auth/user/me'), () => HttpResponse.json({ statusCode: 5020, message: 'User not found', errors: [] }, { status: 404 })));
    await expect(auth().getIdentity!()).rejects.toThrow('User not found');
    expect(localStorage.length).toBe(0);
  });

  it('logout clears all of localStorage and goes to /login; permissions are the stored role', async () => {
    localStorage.setItem(ROLE_KEY, 'admin');
    expect(await auth().getPermissions!({})).toBe('admin');
    localStorage.setItem(TOKEN_KEY, 't');
    localStorage.setItem('RaStore.locale', '"zh"');
    server.use(http.post(apiUrl('auth/admin/logout'), () => HttpResponse.json({ message: 'Logged out successfully', data: {} })));
    expect(await auth().logout({})).toBe('/login');
    expect(localStorage.length).toBe(0);
  });

  it('logout ends the session on the server too, with the token it held, without waiting for the answer', async () => {
    const calls = recordRequests(server);
    let answer: (response: Response) => void = () => undefined;
    server.use(http.post(apiUrl('auth/admin/logout'), () => new Promise<Response>((resolve) => (answer = resolve))));
    localStorage.setItem(TOKEN_KEY, 'jwt-9');
    // Signed out at once, the server's answer still pending.
    expect(await auth().logout({})).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await vi.waitFor(() => expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/v1/auth/admin/logout']));
    expect(calls[0].headers.get('authorization')).toBe('Bearer jwt-9');
    answer(HttpResponse.json({ statusCode: 5000, message: 'Session is no longer valid', errors: [] }, { status: 401 }));
    // Signed out already (no token): nothing to end.
    await auth().logout({});
    expect(calls).toHaveLength(1);
  });
});

describe('auth calls of the public and password pages', () => {
  it('updatePassword sends plain passwords, the current one too, and stores the new token', async () => {
    localStorage.setItem(TOKEN_KEY, 'old');
    const calls = recordRequests(server);
    server.use(http.patch(apiUrl('admin/user/update/password'), () => HttpResponse.json({ message: 'Password updated', data: { accessToken: 'new' } })));
    const result = await createAuthCalls({ httpClient: httpClient() }).updatePassword({ currentPassword: 'Old!Pass1', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' });
    expect(result).toEqual({ message: 'Password updated' });
    expect(await calls[0].json()).toEqual({ currentPassword: 'Old!Pass1', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' });
    expect(calls[0].headers.get('authorization')).toBe('Bearer old');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new');
  });

  it('a refusal of these forms is no toast: the form shows it, on its field or above the button', async () => {
    const bus = createMessageBus();
    const published: unknown[] = [];
    bus.subscribe((message) => published.push(message));
    const calls = createAuthCalls({ httpClient: createHttpClient({ delayMs: 0, bus }) });
    const taken = { statusCode: 5022, message: 'An account with this email already exists', errors: [{ field: 'email', message: 'An account with this email already exists' }] };
    server.use(
      http.post(apiUrl('auth/admin/register'), () => HttpResponse.json(taken, { status: 409 })),
      http.patch(apiUrl('admin/user/update/password'), () => HttpResponse.json({ statusCode: 1000, message: 'app.validation.passwordUnchanged', errors: [{ field: 'password', message: 'app.validation.passwordUnchanged' }] }, { status: 400 })),
    );
    await expect(calls.register({ name: 'Asha', email: 'asha@example.com', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' })).rejects.toThrow();
    localStorage.setItem(TOKEN_KEY, 't');
    await expect(calls.updatePassword({ currentPassword: 'Old!Pass1', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' })).rejects.toThrow();
    expect(published).toEqual([]);
  });

  it('register, forgot password, verify code and reset password post to their public routes without a token', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    const calls = recordRequests(server);
    server.use(http.post(apiUrl('auth/admin/:step'), () => HttpResponse.json({ message: 'ok' })));
    const calls$ = createAuthCalls({ httpClient: httpClient() });
    await calls$.register({ name: 'N', email: 'a@b.co', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' });
    await calls$.forgotPassword({ email: 'a@b.co' });
    await calls$.verifyCode({ email: 'a@b.co', code: '1234' });
    await calls$.resetPassword({ email: 'a@b.co', code: '1234', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' });
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/api/v1/auth/admin/register',
      '/api/v1/auth/admin/forgot-password',
      '/api/v1/auth/admin/verify-code',
      '/api/v1/auth/admin/reset-password',
    ]);
    expect(calls.every((c) => c.headers.get('authorization') === null)).toBe(true);
  });
});
