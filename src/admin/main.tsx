/**
 * Entry point, kept small (~9 kB gzipped) so it runs as soon as the page arrives: for a signed-in visitor it
 * sends the page's first requests (boot/bootPrefetch.ts: the profile, and the list's first page on a list route)
 * and starts the admin's code and the code of the list the URL names (routeViews) at once, in parallel with the
 * first screen's code (Root: React, MUI, the stand-alone login page), instead of after it has run. A signed-out
 * visitor loads Root only. The prefetch is part of the entry rather than a chunk of its own: its modules (the
 * contracts, the list query) are then not split into extra shared chunks (71 files for the first list instead
 * of 81), at 5 kB more on the login page.
 */
import { prefetchBootData } from './boot/bootPrefetch';
import { startMode } from './layout/startMode';
import { getToken, syncSessionCookie } from './providers/storage';
import { preloadListView } from './resources/routeViews';

const { pathname } = window.location;
syncSessionCookie();
if (startMode(pathname, Boolean(getToken())) === 'admin') {
  prefetchBootData(window.location);
  import('./App').catch(() => undefined); // Root's lazy <App> imports it again and reports a failure
  preloadListView(pathname); // in this entry, not a chunk of its own: the list's code starts with the admin's
}
import('./Root')
  .then(({ renderRoot }) => renderRoot())
  .catch((error: unknown) => {
    console.error('The admin could not load.', error);
  });
