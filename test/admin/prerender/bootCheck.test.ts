/**
 * index.html keeps its prerendered login form on screen only for visitors who get exactly that page: signed out,
 * not on a public page, default language, colour preset and light mode (bootCheck.ts, run inline before paint).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepPrerenderedLogin, type BootCheckConfig } from '@admin/prerender/bootCheck';

const config: BootCheckConfig = {
  tokenKey: 'token',
  publicPaths: ['/register', '/contact-us'],
  storePrefix: 'RaStoreEstateAdmin',
  themeNameKey: 'themeName',
  defaultTheme: 'default',
  defaultLocale: 'en',
};

function systemPrefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), media: query }));
}

describe('keeping the prerendered login form', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/login');
    systemPrefersDark(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps it for a first-time, signed-out visitor', () => {
    expect(keepPrerenderedLogin(config)).toBe(true);
  });

  it('keeps it when the stored choices are the defaults (English, light, default preset)', () => {
    localStorage.setItem('RaStoreEstateAdmin.locale', '"en"');
    localStorage.setItem('RaStoreEstateAdmin.theme', '"light"');
    localStorage.setItem('RaStoreEstateAdmin.themeName', '"default"');
    systemPrefersDark(true); // a stored "light" wins over the system
    expect(keepPrerenderedLogin(config)).toBe(true);
  });

  it.each([
    ['a signed-in visitor', () => localStorage.setItem('token', 'abc')],
    ['a public page', () => window.history.replaceState(null, '', '/contact-us')],
    ['a stored dark mode', () => localStorage.setItem('RaStoreEstateAdmin.theme', '"dark"')],
    ['a system dark mode and nothing stored', () => systemPrefersDark(true)],
    ['another colour preset', () => localStorage.setItem('RaStoreEstateAdmin.themeName', '"ocean"')],
    ['another language', () => localStorage.setItem('RaStoreEstateAdmin.locale', '"fr"')],
  ])('hides it for %s', (_, arrange) => {
    arrange();
    expect(keepPrerenderedLogin(config)).toBe(false);
  });
});
