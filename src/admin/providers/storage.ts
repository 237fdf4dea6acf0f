/**
 * The session as kept in localStorage (spec §4): the bearer token and the role. The token is also copied into a
 * cookie (SESSION_COOKIE) for the server's first rendering of a list page; localStorage's stays the one every call
 * sends.
 */
import { SESSION_COOKIE } from '@shared/auth';

export const TOKEN_KEY = 'token';
export const ROLE_KEY = 'role';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const getRole = (): string | null => localStorage.getItem(ROLE_KEY);

export function storeSession(token: string, role?: string) {
  localStorage.setItem(TOKEN_KEY, token);
  if (role !== undefined) localStorage.setItem(ROLE_KEY, role);
  writeSessionCookie(token);
}

/** A 401 ends the token only; the role and the user's preferences stay. */
export function removeToken() {
  localStorage.removeItem(TOKEN_KEY);
  writeSessionCookie(null);
}

/** Logout, statusCode 5000 and a 404 on the profile clear everything (spec §2, §4). */
export function clearStorage() {
  localStorage.clear();
  writeSessionCookie(null);
}

const SESSION_COOKIE_DAYS = 30;

function writeSessionCookie(token: string | null) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = token === null ? '; Max-Age=0' : `${encodeURIComponent(token)}; Max-Age=${SESSION_COOKIE_DAYS * 86_400}`;
  document.cookie = `${SESSION_COOKIE}=${value}; Path=/; SameSite=Strict${secure}`;
}

/** The token in the session cookie, null without one. */
export function sessionCookieToken(): string | null {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${SESSION_COOKIE}=`));
  try {
    const value = pair ? decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)) : '';
    return value === '' ? null : value;
  } catch {
    return null; // not one of ours (malformed): syncSessionCookie writes the stored token over it
  }
}

/** Makes the cookie follow the stored token (a session stored before the cookie existed, another tab's changes). */
export function syncSessionCookie() {
  const token = getToken();
  if (sessionCookieToken() !== token) writeSessionCookie(token);
}
