import { localStorageStore } from 'react-admin';

/**
 * The preferences store (language, colour preset, light/dark mode, list settings), shared by the
 * stand-alone login page and the admin so both read the same choices.
 */
/** The store's application key: its localStorage keys are `RaStore<key>.<name>` (react-admin's naming). */
export const APP_STORE_KEY = 'EstateAdmin';
export const APP_STORE_PREFIX = `RaStore${APP_STORE_KEY}`;

export const appStore = localStorageStore(undefined, APP_STORE_KEY);
