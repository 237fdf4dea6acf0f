import { CHECK_MAIL_PATH, CODE_VERIFICATION_PATH, CONTACT_US_PATH, FORGOT_PASSWORD_PATH, LOGIN_PATH, REGISTER_PATH, RESET_PASSWORD_PATH } from './paths';

/** Pages anyone may open; they live in the admin bundle. */
export const PUBLIC_PATHS = new Set([REGISTER_PATH, FORGOT_PASSWORD_PATH, CHECK_MAIL_PATH, RESET_PASSWORD_PATH, CODE_VERIFICATION_PATH, CONTACT_US_PATH]);

export type StartMode = { mode: 'login' } | { mode: 'admin' };

/**
 * What the first page load renders. A signed-out visitor gets the stand-alone login page (small bundle);
 * a signed-in one, or anyone on a public page, gets the admin.
 */
export function startMode(pathname: string, hasToken: boolean): StartMode['mode'] {
  if (PUBLIC_PATHS.has(pathname)) return 'admin';
  return hasToken ? 'admin' : 'login';
}

/** Where to go after signing in from the stand-alone page: the deep link the visitor asked for, else the login's answer. */
export function pathAfterLogin(requested: string, fromLogin: string): string {
  const path = requested.split(/[?#]/)[0];
  return path === '/' || path === LOGIN_PATH || path === '' ? fromLogin : requested;
}
