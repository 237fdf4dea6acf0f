/**
 * The preferences store's application key: its localStorage keys are `RaStore<key>.<name>` (react-admin's
 * naming). Apart from appStore.ts so that code running before react-admin has loaded can read the store.
 */
export const APP_STORE_KEY = 'EstateAdmin';
export const APP_STORE_PREFIX = `RaStore${APP_STORE_KEY}`;
