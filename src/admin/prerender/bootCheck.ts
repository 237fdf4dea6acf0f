/**
 * Whether the login form prerendered into index.html may stay on screen: only where Root.tsx would render exactly
 * that page, i.e. a signed-out visitor, not on a public page, with the default language, colour preset and light
 * mode. index.html runs it inline, before the first paint, as `(keepPrerenderedLogin)(config)`: it must stay
 * self-contained (no imports, no helpers) and tolerate anything localStorage holds.
 */
/** The element that holds the markup inside #root; the attribute on <html> that hides it. */
export const PRERENDERED_LOGIN_ID = 'prerendered-login';
export const SKIP_PRERENDER_ATTRIBUTE = 'data-skip-prerender';
/**
 * Marks the sign-in form itself: index.html's script stops its native submit (before React has taken it over) and
 * no other form's. The app renders inside the prerendered form's container once it has taken over: a guard on the
 * whole container stopped every react-admin form after a sign-in (react-admin does not submit a form whose submit
 * event was prevented), until a reload.
 */
export const LOGIN_FORM_ATTRIBUTE = 'data-login-form';
/** Set on the prerendered form's container by index.html's script when Enter was pressed before React took over. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-submit-pending';

/** Whether a sign-in was asked for before the form was interactive; asks once (the attribute is removed). */
export function takePendingSubmit(): boolean {
  const container = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_LOGIN_ID);
  if (!container?.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)) return false;
  container.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
  return true;
}

export type BootCheckConfig = {
  tokenKey: string;
  publicPaths: string[];
  /** react-admin's localStorageStore key prefix, e.g. `RaStoreEstateAdmin`. */
  storePrefix: string;
  themeNameKey: string;
  defaultTheme: string;
  defaultLocale: string;
};

export function keepPrerenderedLogin(config: BootCheckConfig): boolean {
  const storage = window.localStorage;
  const stored = (key: string) => storage.getItem(config.storePrefix + '.' + key);
  if (storage.getItem(config.tokenKey) || config.publicPaths.indexOf(window.location.pathname) >= 0) return false;
  const mode = stored('theme');
  if (mode ? mode !== '"light"' : window.matchMedia('(prefers-color-scheme: dark)').matches) return false;
  const themeName = stored(config.themeNameKey);
  if (themeName && themeName !== JSON.stringify(config.defaultTheme)) return false;
  const locale = stored('locale');
  return !locale || locale === JSON.stringify(config.defaultLocale);
}
