/**
 * Whether a list page the server rendered (prerender/listPage.tsx) may stay on screen until the admin's code
 * replaces it: only where that code's first render would show the same page, i.e. the session the server rendered
 * for is the stored one, the screen is wide enough for the desktop layout, and nothing the server could not know
 * changes the page (colour preset, dark mode, language, a folded menu, selected rows, column choices, a
 * list's stored scroll position, search and filters). The page runs it inline, just before the markup (before the first paint), as
 * `(keepServerPage)(config)`: it must stay self-contained (no imports, no helpers) and tolerate anything
 * localStorage holds. When it says no, the page loads as it would without the server's rows.
 */
export const SERVER_PAGE_ID = 'server-page';
/** Beside it, what screen readers hear while it is inert ("Loading", as the spinner it stands in for says). */
export const SERVER_PAGE_STATUS_ID = 'server-page-status';
export const SKIP_SERVER_PAGE_ATTRIBUTE = 'data-skip-server-page';
export const SERVER_ANSWERS_ID = 'server-answers';

export type ServerPageCheckConfig = {
  tokenKey: string;
  /** sessionTag() of the token the page was rendered for. */
  session: string;
  storePrefix: string;
  themeNameKey: string;
  defaultTheme: string;
  defaultLocale: string;
  /** The list's resource, whose stored parameters, selection, columns and scroll the page depends on. */
  resource: string;
  /** Whether the address has a query: react-admin then ignores the stored list parameters. */
  hasQuery: boolean;
  /** The list parameters the page was rendered with (the list's defaults for an address without a query). */
  rendered: { sort: string; order: string; page: number; perPage: number };
  /** The narrowest window that gets the desktop layout (the theme's md breakpoint). */
  minWidth: number;
};

/**
 * A short tag of a session's token (FNV-1a, 32 bits, hex): the page records which session it was rendered for
 * without carrying the token itself. keepServerPage repeats it inline (it must be self-contained).
 */
export function sessionTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

export function keepServerPage(config: ServerPageCheckConfig): boolean {
  const storage = window.localStorage;
  const stored = (key: string) => storage.getItem(config.storePrefix + '.' + key);
  const token = storage.getItem(config.tokenKey);
  if (!token) return false;
  // The session the page was rendered for: the stored one may have changed since the cookie was sent.
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  if (hash.toString(16) !== config.session) return false;
  if (!window.matchMedia('(min-width: ' + config.minWidth + 'px)').matches) return false;
  const mode = stored('theme');
  if (mode ? mode !== '"light"' : window.matchMedia('(prefers-color-scheme: dark)').matches) return false;
  const themeName = stored(config.themeNameKey);
  if (themeName && themeName !== JSON.stringify(config.defaultTheme)) return false;
  const locale = stored('locale');
  if (locale && locale !== JSON.stringify(config.defaultLocale)) return false;
  const sidebar = stored('sidebar.open');
  if (sidebar && sidebar !== 'true') return false;
  const selected = stored(config.resource + '.selectedIds');
  if (selected && selected !== '[]') return false;
  // react-admin restores the list's scroll position once it renders.
  const scroll = stored(config.resource + '.list.scrollPosition');
  if (scroll && scroll !== '0') return false;
  // Chosen columns: react-admin's DataTable keeps the hidden ones under `<resource>.datatable` ([] once all are shown
  // again) and their order under `<resource>.datatable_columnRanks`; its older configurable components under
  // `preferences.…`.
  const columns = config.storePrefix + '.' + config.resource + '.datatable';
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i) || '';
    if (key === columns ? storage.getItem(key) !== '[]' : key.indexOf(columns) === 0) return false;
    if (key.indexOf(config.storePrefix + '.preferences.') === 0) return false;
  }
  if (config.hasQuery) return true;
  // ra-core's hasCustomParams: stored list parameters count once the user changed anything.
  const params = JSON.parse(stored(config.resource + '.listParams') || 'null') as Record<string, unknown> | null;
  if (!params) return true;
  const filter = params.filter;
  const custom = typeof filter === 'object' && filter !== null && (Object.keys(filter).length > 0 || params.order != null || params.page !== 1 || params.perPage != null || params.sort != null);
  if (!custom) return true;
  // Stored parameters that are the rendered ones (a list opened from the menu writes its defaults into the address,
  // and react-admin stores them) render the same page.
  const r = config.rendered;
  return (
    Object.keys(filter as object).length === 0 &&
    (params.sort == null || params.sort === r.sort) &&
    (params.order == null || params.order === r.order) &&
    Number(params.page == null ? 1 : params.page) === r.page &&
    Number(params.perPage == null ? r.perPage : params.perPage) === r.perPage
  );
}
