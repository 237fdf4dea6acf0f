import { matchPath } from 'react-router-dom';

/** What a route renders, as far as preloading goes: a lazy view to load, or a redirect to follow. */
export type RouteTarget = { preload?: () => Promise<void>; redirectTarget?: string };
export type PreloadRoute = { path: string; view?: RouteTarget };

/**
 * Loads the code of the view that `pathname` renders, following alias redirects (/property/list → /property),
 * so that the first render shows it at once. Routes are tried in order: list specific paths before `:params`.
 */
export function routePreloader(routes: PreloadRoute[]) {
  return function preloadRouteView(pathname: string, hops = 0): Promise<void> {
    for (const { path, view } of routes) {
      const match = matchPath({ path, end: true }, pathname);
      if (!match) continue;
      if (view?.preload) return view.preload();
      if (view?.redirectTarget && hops < 3) {
        const to = view.redirectTarget.replace(/:([A-Za-z]+)/g, (_, name: string) => match.params[name] ?? '');
        return preloadRouteView(to, hops + 1);
      }
      return Promise.resolve();
    }
    return Promise.resolve();
  };
}
