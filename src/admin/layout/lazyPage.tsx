import { Suspense, type ReactNode } from 'react';
import { lazyView, type LazyView } from './lazyView';
import { PageSpinner } from './PageSpinner';

/**
 * A page component whose code loads on first render (its own chunk), behind a centred spinner; `preload()`
 * loads it ahead, and then it shows without the spinner. `load` resolves to the module, `name` picks the named
 * export.
 */
export function lazyPage<K extends string, M extends { [key in K]: () => ReactNode }>(load: () => Promise<M>, name: K): LazyView {
  const View = lazyView(load, name) as LazyView;
  function LazyPage() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <View />
      </Suspense>
    );
  }
  LazyPage.displayName = `LazyPage(${name})`;
  LazyPage.preload = View.preload;
  return LazyPage;
}
