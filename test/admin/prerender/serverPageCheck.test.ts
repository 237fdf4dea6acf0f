/**
 * A list page the server rendered stays on screen only where the admin's first render shows the same page
 * (serverPageCheck.ts, run inline before paint); and the session cookie the server renders it for follows the
 * stored token (providers/storage.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepServerPage, type ServerPageCheckConfig } from '@admin/prerender/serverPageCheck';
import { clearStorage, removeToken, sessionCookieToken, storeSession, syncSessionCookie } from '@admin/providers/storage';

const config: ServerPageCheckConfig = {
  tokenKey: 'token',
  cookieName: 'estate_session',
  storePrefix: 'RaStoreEstateAdmin',
  themeNameKey: 'themeName',
  defaultTheme: 'default',
  defaultLocale: 'en',
  resource: 'property',
  hasQuery: false,
  minWidth: 900,
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
    expect(keepServerPage(config)).toBe(true);
  });

  it('keeps it when the address has a query, whatever list parameters are stored', () => {
    stored('property.listParams', { filter: { q: 'kokapet' }, sort: 'address', order: 'ASC' });
    expect(keepServerPage({ ...config, hasQuery: true })).toBe(true);
  });

  const hiding: [string, () => void][] = [
    ['no session stored', () => localStorage.removeItem('token')],
    ['another session stored than the cookie’s', () => localStorage.setItem('token', 'token-2')],
    ['no cookie', () => (document.cookie = 'estate_session=; Path=/; Max-Age=0')],
    ['a phone or tablet width', () => screen({ width: 820 })],
    ['a system dark mode and nothing stored', () => screen({ dark: true })],
    ['a stored dark mode', () => stored('theme', 'dark')],
    ['another colour preset', () => stored('themeName', 'ocean')],
    ['another language', () => stored('locale', 'te')],
    ['a folded menu', () => stored('sidebar.open', false)],
    ['selected rows', () => stored('property.selectedIds', ['a1'])],
    ['chosen columns', () => stored('property.datatable', ['propertyNo'])],
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
  });
});
