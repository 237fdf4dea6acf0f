import { describe, expect, it } from 'vitest';
import { pathAfterLogin, startMode } from '@admin/layout/startMode';

describe('first page load', () => {
  it('gives a signed-out visitor the stand-alone login page, whatever the admin path', () => {
    expect(startMode('/', false)).toBe('login');
    expect(startMode('/login', false)).toBe('login');
    expect(startMode('/property/list', false)).toBe('login');
  });

  it('gives the admin to a signed-in visitor and to anyone on a public page', () => {
    expect(startMode('/property/list', true)).toBe('admin');
    expect(startMode('/login', true)).toBe('admin');
    for (const path of ['/register', '/forgot-password', '/check-mail', '/reset-password', '/code-verification', '/contact-us']) {
      expect(startMode(path, false)).toBe('admin');
    }
  });

  it('returns to the deep link asked for, else to where the login answer says', () => {
    expect(pathAfterLogin('/property/form/42?x=1', '/dashboard/default')).toBe('/property/form/42?x=1');
    expect(pathAfterLogin('/', '/dashboard/default')).toBe('/dashboard/default');
    expect(pathAfterLogin('/login', '/dashboard/default')).toBe('/dashboard/default');
  });
});
