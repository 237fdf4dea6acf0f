/**
 * A list page the server rendered stays on screen only where the admin's first render shows the same page
 * (serverPageCheck.ts, run inline before paint); and the session cookie the server renders it for follows the
 * stored token (providers/storage.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepServerPage, sessionTag, type ServerPageCheckConfig } from '@admin/prerender/serverPageCheck';
import { clearStorage, removeToken, sessionCookieToken, storeSession, syncSessionCookie } from '@admin/providers/storage';

const config: ServerPageCheckConfig = {
  tokenKey: 'token',
  session: sessionTag('token-1'),
  storePrefix: 'RaStoreEstateAdmin',
  themeNameKey: 'themeName',
  defaultTheme: 'default',
  defaultLocale: 'en',
  resource: 'property',
  hasQuery: false,
  rendered: { sort: 'createdAt', order: 'DESC', page: 1, perPage: 10 },
  minWidth: 1024,
};

function screen({ width = 1280, dark = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width: (\d+)px/.exec(query);
    return { matches: minWidth ? width >= Number(minWidth[1]) : dark && query.includes('dark'), media: query };
  });
}

const stored = (key: string, value: unknown) => localStorage.setItem(`RaStoreEstateAdmin.${key}`, JSON.stringify(value));

describe('keeping the list page the server rendered', () => {
  beforeEach(() => {
    clearStorage();
    storeSession('token-1', 'admin');
    screen();
  });
  afterEach(() => {
    clearStorage();
    vi.unstubAllGlobals();
  });

  it('keeps it for the session it was rendered for, on a desktop, with the default choices', () => {
    expect(keepServerPage(config)).toBe(true);
    stored('locale', 'en');
    stored('theme', 'light');
    stored('sidebar.open', true);
    stored('property.selectedIds', []);
    stored('property.listParams', { filter: {}, page: 1 }); // visited, nothing changed
    stored('leads.listParams', { filter: { status: 2 } }); // another list's
    stored('leads.datatable', ['email']);
    stored('property.datatable', []); // a column hidden, then shown again
    stored('property.list.scrollPosition', 0);
    document.cookie = 'estate_session=%E0%A4%A; Path=/'; // the cookie is only the server's: not read here
    expect(keepServerPage(config)).toBe(true);
  });

  it('keeps it when the stored list parameters are the ones it was rendered with (a list opened from the menu)', () => {
    stored('property.listParams', { filter: {}, displayedFilters: {}, sort: 'createdAt', order: 'DESC', page: 1, perPage: 10 });
    expect(keepServerPage(config)).toBe(true);
    stored('property.listParams', { filter: {}, displayedFilters: {}, sort: 'createdAt', order: 'DESC', page: 1, perPage: 25 });
    expect(keepServerPage(config)).toBe(false);
    stored('property.listParams', { filter: {}, sort: 'createdAt', order: 'ASC', page: 1, perPage: 10 });
    expect(keepServerPage(config)).toBe(false);
  });

  it('keeps it when the address has a query, whatever list parameters are stored', () => {
    stored('property.listParams', { filter: { q: 'kokapet' }, sort: 'address', order: 'ASC' });
    expect(keepServerPage({ ...config, hasQuery: true })).toBe(true);
  });

  const hiding: [string, () => void][] = [
    ['no session stored', () => localStorage.removeItem('token')],
    ['another session stored than the one it was rendered for', () => localStorage.setItem('token', 'token-2')],
    ['a phone or tablet width', () => screen({ width: 1000 })],
    ['a system dark mode and nothing stored', () => screen({ dark: true })],
    ['a stored dark mode', () => stored('theme', 'dark')],
    ['another colour preset', () => stored('themeName', 'ocean')],
    ['another language', () => stored('locale', 'te')],
    ['a folded menu', () => stored('sidebar.open', false)],
    ['selected rows', () => stored('property.selectedIds', ['a1'])],
    ['chosen columns', () => stored('property.datatable', ['propertyNo'])],
    ['reordered columns', () => stored('property.datatable_columnRanks', [1, 0, 2])],
    ['a scroll position to restore', () => stored('property.list.scrollPosition', 500)],
    ['chosen columns of an older configurable list', () => stored('preferences.property.datagrid.columns', ['0', '2'])],
    ['a stored search on this list', () => stored('property.listParams', { filter: { q: 'kokapet' } })],
    ['a stored sort on this list', () => stored('property.listParams', { filter: {}, sort: 'address', order: 'ASC' })],
    ['a stored page on this list', () => stored('property.listParams', { filter: {}, page: 3 })],
  ];
  it.each(hiding)('hides it for %s', (_, arrange) => {
    arrange();
    expect(keepServerPage(config)).toBe(false);
  });
});

describe('the session cookie', () => {
  afterEach(() => clearStorage());

  it('follows the stored token: stored, removed on a 401, cleared on logout, and caught up at boot', () => {
    storeSession('abc+/=', 'admin');
    expect(sessionCookieToken()).toBe('abc+/=');
    expect(document.cookie).toContain('estate_session=abc%2B%2F%3D');

    removeToken();
    expect(sessionCookieToken()).toBeNull();
    storeSession('def');
    clearStorage();
    expect(sessionCookieToken()).toBeNull();
    localStorage.setItem('token', 'stored-before-the-cookie-existed');
    syncSessionCookie();
    expect(sessionCookieToken()).toBe('stored-before-the-cookie-existed');
    localStorage.removeItem('token'); // another tab signed out
    syncSessionCookie();
    expect(sessionCookieToken()).toBeNull();
    document.cookie = 'estate_session=%E0%A4%A; Path=/'; // malformed: not ours
    expect(sessionCookieToken()).toBeNull();
    storeSession('ghi');
    syncSessionCookie();
    expect(sessionCookieToken()).toBe('ghi');
  });
});
