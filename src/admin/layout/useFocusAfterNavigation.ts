import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { clearSignedInJustNow, isJustSignedIn } from './signInFocus';

/** How long a page may take to show its heading (a lazily loaded view) before the focus is left alone. */
const WAIT_FOR_HEADING_MS = 3000;

/**
 * After a move to another page that left the focus nowhere (the Save or Delete that led there went away with its
 * page), the focus goes to the new page's heading, so a keyboard or screen-reader user goes on from the page
 * instead of from the top of the document (the app bar and the whole menu again). Also after signing in. Not on
 * the first page of a visit, nor when something already holds the focus (a menu entry just clicked, a field a page
 * focuses itself).
 */
export function useFocusAfterNavigation() {
  const { pathname } = useLocation();
  // By address, not by effect run: StrictMode runs a mount's effect twice.
  const firstPath = useRef(pathname);
  const moved = useRef(false);
  useEffect(() => {
    if (pathname !== firstPath.current) moved.current = true;
    const first = !moved.current;
    if (first && !isJustSignedIn()) return;
    const until = performance.now() + WAIT_FOR_HEADING_MS;
    const main = () => document.getElementById('main-content');
    // On the first page there is no old page: its heading may already be on screen.
    const oldHeading = first ? null : (main()?.querySelector('h1') ?? null);
    // The router may keep the old page on screen until the new one is loaded: its Save can still hold the focus.
    const before = document.activeElement;
    const beforeInPage = before !== null && before !== document.body && Boolean(main()?.contains(before));
    let frame = 0;
    // The sign-in's mark serves its first page once, whatever happens there.
    const done = () => {
      if (first) clearSignedInJustNow();
    };
    const focusHeading = () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      if (!lost && !(beforeInPage && active === before)) return done();
      const heading = main()?.querySelector<HTMLElement>('h1');
      if (heading && heading !== oldHeading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        done();
      } else if (performance.now() < until) frame = requestAnimationFrame(focusHeading);
      else done();
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
