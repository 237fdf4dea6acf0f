/**
 * An API path asked with a method it does not take (DELETE on a list, GET on a create) is answered 405 with an
 * `Allow` header naming the methods it does take, not 404 as if the path did not exist (audit). The routes'
 * patterns are collected as they are registered.
 */
import type { FastifyInstance } from 'fastify';
import { escapeRegExp } from '@shared/regExp';

type KnownRoute = { pattern: RegExp; methods: string[] };

/** `/api/v1/admin/blog/:id` → a pattern matching a concrete path: a parameter is one non-empty segment. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Call before the routes are registered; the function it returns lists the methods a concrete path takes. */
export function collectRouteMethods(app: FastifyInstance, prefix: string): (path: string) => string[] {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(prefix)) routes.push({ pattern: patternOf(route.url), methods: [route.method].flat() });
  });
  return (path) => [...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods))].sort();
}
