/**
 * Entry point, kept to a few hundred bytes so it runs as soon as the page arrives: for a signed-in visitor it
 * starts the admin's code and the code of the list the URL names (routeViews) at once, in parallel with the
 * first screen's code (Root: React, MUI, the stand-alone login page), instead of after it has run, and sends the
 * page's first requests (boot/bootPrefetch.ts, a small chunk of its own: the profile, and the list's first page
 * on a list route). A signed-out visitor loads Root only.
 */
import { startMode } from './layout/startMode';
import { getToken } from './providers/storage';
import { preloadListView } from './resources/routeViews';

const { pathname } = window.location;
if (startMode(pathname, Boolean(getToken())) === 'admin') {
  // First: its few small files then come before the admin's many (a browser fetches six at a time).
  import('./boot/bootPrefetch').then(({ prefetchBootData }) => prefetchBootData(window.location)).catch(() => undefined);
  import('./App').catch(() => undefined); // Root's lazy <App> imports it again and reports a failure
  preloadListView(pathname); // in this entry, not a chunk of its own: the list's code starts with the admin's
}
import('./Root')
  .then(({ renderRoot }) => renderRoot())
  .catch((error: unknown) => {
    console.error('The admin could not load.', error);
  });
