import { localStorageStore } from 'react-admin';
import { APP_STORE_KEY } from './storeKey';

export { APP_STORE_KEY, APP_STORE_PREFIX } from './storeKey';

/**
 * The preferences store (language, colour preset, light/dark mode, list settings), shared by the
 * stand-alone login page and the admin so both read the same choices.
 */
export const appStore = localStorageStore(undefined, APP_STORE_KEY);
