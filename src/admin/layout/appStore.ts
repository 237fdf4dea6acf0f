import { localStorageStore, type Store } from 'react-admin';
import { getRole } from '@admin/providers/storage';
import { APP_STORE_KEY } from './storeKey';

export { APP_STORE_KEY, APP_STORE_PREFIX } from './storeKey';

const preferences = localStorageStore(undefined, APP_STORE_KEY);

/**
 * The preferences store (language, colour preset, light/dark mode, list settings), shared by the
 * stand-alone login page and the admin so both read the same choices.
 *
 * react-admin empties it on every logout, the one it runs after a 401 included. A 401 ends the token only: the role
 * and the preferences stay (spec §4, §8), and the login came up in English with the lists' settings gone (audit).
 * So it is emptied only when the storage was cleared (Logout, statusCode 5000, a missing profile: the role went too).
 */
export const appStore: Store = {
  ...preferences,
  reset() {
    if (getRole() === null) preferences.reset();
  },
};
