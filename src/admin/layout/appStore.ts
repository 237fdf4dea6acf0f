import { localStorageStore } from 'react-admin';

/**
 * The preferences store (language, colour preset, light/dark mode, list settings), shared by the
 * stand-alone login page and the admin so both read the same choices.
 */
export const appStore = localStorageStore(undefined, 'EstateAdmin');
