import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from './PageSpinner';

/**
 * A page component whose code loads on first render (its own chunk), behind a centred spinner.
 * `load` resolves to the module, `name` picks the named export.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  const Lazy = lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
  function LazyPage() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Lazy />
      </Suspense>
    );
  }
  LazyPage.displayName = `LazyPage(${name})`;
  return LazyPage;
}
