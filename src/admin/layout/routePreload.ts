import { matchPath } from 'react-router-dom';

/** What a route renders, as far as preloading goes: a lazy view to load, or a redirect to follow. */
export type RouteTarget = { preload?: () => Promise<void>; redirectTarget?: string };
export type PreloadRoute = { path: string; view?: RouteTarget };

/** Where an address ends up once its alias redirects are followed, and the view shown there. */
export type ResolvedRoute = { pathname: string; view?: RouteTarget };

const MAX_HOPS = 3;

/**
 * Follows alias redirects (/property/list → /property) the way their <Navigate> would, filling the target's
 * `:params` from the alias's. Routes are tried in order: list specific paths before `:params`.
 */
export function routeResolver(routes: PreloadRoute[]) {
  return function resolveRoute(pathname: string, hops = 0): ResolvedRoute {
    for (const { path, view } of routes) {
      const match = matchPath({ path, end: true }, pathname);
      if (!match) continue;
      if (!view?.preload && view?.redirectTarget && hops < MAX_HOPS) {
        // The pathname is the address's (percent-encoded), and so are the params matchPath reads from it.
        const to = view.redirectTarget.replace(/:([A-Za-z]+)/g, (_, name: string) => match.params[name] ?? '');
        return resolveRoute(to, hops + 1);
      }
      return { pathname, view };
    }
    return { pathname };
  };
}

/** Loads the code of the view that `pathname` renders, following alias redirects, so its first render shows it at once. */
export function routePreloader(routes: PreloadRoute[]) {
  const resolveRoute = routeResolver(routes);
  return (pathname: string): Promise<void> => resolveRoute(pathname).view?.preload?.() ?? Promise.resolve();
}
