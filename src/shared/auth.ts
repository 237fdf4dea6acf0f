/**
 * Session calls (spec §5, §7) plus the public-page extensions. Their forms' zod schemas are in authSchemas.ts,
 * so that the login page and the admin's auth provider do not load zod.
 */
import { route } from './api';

export type { Login, PasswordChange, Register } from './authSchemas';

export const authRoutes = {
  login: route('POST', 'auth/admin/login', { public: true }),
  me: route('GET', 'auth/user/me'),
  updatePassword: route('PATCH', 'admin/user/update/password'),
  // Extensions: the spec lists the public pages but not their calls.
  register: route('POST', 'auth/admin/register', { public: true, extension: true }),
  /** Whether register can create accounts (`data.open`): the page says so before anyone fills it in. */
  registration: route('GET', 'auth/admin/register', { public: true, extension: true }),
  forgotPassword: route('POST', 'auth/admin/forgot-password', { public: true, extension: true }),
  verifyCode: route('POST', 'auth/admin/verify-code', { public: true, extension: true }),
  resetPassword: route('POST', 'auth/admin/reset-password', { public: true, extension: true }),
  /** Ends the session whose token it carries: signing out in the admin also ends it on the server. */
  logout: route('POST', 'auth/admin/logout', { extension: true }),
} as const;

/** What `auth/user/me` answers. */
export type AdminUser = { _id: string; name: string; email: string; status: number; type: string };
export const ADMIN_ROLE = 'admin';

/**
 * A copy of the session's token in a cookie (SameSite=Strict), written by the admin beside localStorage's: the API
 * never takes it as a credential; the server reads it only to send a list page with its first rows already in the
 * HTML (src/server/plugins/serverPages.ts).
 */
export const SESSION_COOKIE = 'estate_session';

/**
 * What `<html>` carries while registration is closed (ALLOW_REGISTRATION unset): the server marks the index.html it
 * serves, and the sign-in page's "Create an account" hides by it.
 */
export const REGISTRATION_CLOSED = { attribute: 'data-registration', value: 'closed' } as const;

export const encodePassword = (password: string) => btoa(String.fromCharCode(...new TextEncoder().encode(password)));
export const decodePassword = (encoded: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));
