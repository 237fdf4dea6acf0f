/**
 * react-admin's authProvider for the admin session (spec §2, §4, §7; interface.md "Login").
 *
 * | react-admin    | behaviour                                                                              |
 * |----------------|----------------------------------------------------------------------------------------|
 * | login          | POST auth/admin/login {email, password: base64}; keeps data.accessToken and role 'admin' |
 * |                | in localStorage; lands on /dashboard/default (LoginPage returns to the page a session  |
 * |                | ended on instead)                                                                       |
 * | checkAuth      | no stored token → /login (without an error toast), keeping an open form's unsaved values  |
 * | checkError     | HTTP 401 → token removed, statusCode 5000 → storage cleared; both keep the open form's   |
 * |                | values (forms/sessionDraft.ts) and log out; else nothing                                 |
 * | getIdentity    | GET auth/user/me → {id, fullName: name, ...}; a 404 clears storage                        |
 * | logout         | with a token: clears ALL localStorage, ends the session on the server (revokeSession.ts);   |
 * |                | without (after a 401): keeps what is left; goes to /login                                |
 * | getPermissions | the stored role                                                                          |
 *
 * The error toasts themselves come from the http client, so the rejections here carry `message: false`.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { ADMIN_ROLE, authRoutes, encodePassword, type AdminUser } from '@shared/auth';
import { httpClient as defaultHttpClient, routeRequest, type HttpClient } from './httpClient';
import { isHttpError, isSessionRevoked } from './httpErrors';
import { revokeSession } from './revokeSession';
import { clearStorage, getRole, getToken, removeToken, storeSession } from './storage';
import { saveOpenFormDraft, saveUnsavedFormDraft } from '../forms/sessionDraft';

export const LOGIN_PATH = '/login';
export const AFTER_LOGIN_PATH = '/dashboard/default';

export type LoginParams = { email?: string; username?: string; password: string };

type TokenAnswer = { message?: string; data?: { accessToken?: string } };

/** Why a session check failed; react-admin redirects and shows no toast of its own. */
const sessionEnded = () => ({ redirectTo: LOGIN_PATH, message: false as const });

export function readAccessToken(json: TokenAnswer): string {
  const token = json.data?.accessToken;
  if (typeof token !== 'string' || token === '') throw new Error('The server answered without data.accessToken.');
  return token;
}

export function createAuthProvider({
  httpClient = defaultHttpClient,
  endSession = revokeSession,
}: { httpClient?: HttpClient; endSession?: (token: string) => void } = {}): AuthProvider {
  return {
    async login({ email, username, password }: LoginParams) {
      const { json } = await httpClient<TokenAnswer>(
        routeRequest(authRoutes.login, { body: { email: (email ?? username ?? '').trim(), password: encodePassword(password) } }),
      );
      storeSession(readAccessToken(json), ADMIN_ROLE);
      return { redirectTo: AFTER_LOGIN_PATH };
    },

    async checkAuth() {
      if (!getToken()) {
        // Signed out in another tab: what this tab's open form holds is kept, as when a request finds it out.
        saveUnsavedFormDraft();
        throw sessionEnded();
      }
    },

    async checkError(error: unknown) {
      if (!isHttpError(error)) return;
      if (isSessionRevoked(error.body)) {
        saveOpenFormDraft();
        clearStorage();
        throw sessionEnded();
      }
      if (error.status === 401) {
        saveOpenFormDraft();
        removeToken();
        throw sessionEnded();
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      try {
        const { json } = await httpClient<{ data?: AdminUser }>(routeRequest(authRoutes.me));
        const user = json.data;
        if (!user) throw new Error('The profile answer has no data.');
        return { ...user, id: user._id, fullName: user.name };
      } catch (error) {
        if (isHttpError(error) && error.status === 404) clearStorage();
        throw error;
      }
    },

    async logout() {
      const token = getToken();
      // No token: the session had already ended (a 401 removed the token, a 5000 or a missing profile cleared
      // everything), and react-admin logs out after it. Clearing here too took the language, the role and the
      // lists' settings with it, which a 401 keeps (spec §4, §8; audit).
      if (!token) return LOGIN_PATH;
      clearStorage();
      endSession(token);
      return LOGIN_PATH;
    },

    async getPermissions() {
      return getRole();
    },
  };
}

/** The application's authProvider, on the application's http client. */
export const authProvider = createAuthProvider();
