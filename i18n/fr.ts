/** French: react-admin's published French texts plus the application's. Loaded on demand. */
import frenchMessages from 'ra-language-french';
import { appFr } from './fr/app';

export const fr = { ...frenchMessages, app: appFr };
