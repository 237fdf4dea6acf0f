/** Romanian: react-admin's texts (written here, no published package) plus the application's. Loaded on demand. */
import { appRo } from './ro/app';
import { raRo } from './ro/ra';

export const ro = { ...raRo, app: appRo };
