import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '@admin/layout/appStore';
import { ROLE_KEY } from '@admin/providers/storage';

describe('the preferences store', () => {
  afterEach(() => localStorage.clear());

  it('keeps the preferences through the reset react-admin runs after a 401, which left the role', () => {
    appStore.setup();
    localStorage.setItem(ROLE_KEY, 'admin');
    appStore.setItem('locale', 'fr');
    appStore.setItem('property.listParams', { perPage: 25 });
    appStore.reset();
    expect(appStore.getItem('locale')).toBe('fr');
    expect(appStore.getItem('property.listParams')).toEqual({ perPage: 25 });
  });

  it('is emptied when the storage was cleared (Logout, 5000): the role is gone', () => {
    appStore.setup();
    appStore.setItem('locale', 'fr');
    appStore.reset();
    expect(appStore.getItem('locale')).toBeUndefined();
  });
});
