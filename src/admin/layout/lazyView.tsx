import { lazy, type ComponentType, type ReactNode } from 'react';

/**
 * Bumped by retryFailedViews(): a view whose code failed to load (a network blip) loads it again on its next render
 * after that, not on every render — React renders again at once after an error, which offline looped.
 */
let retryEpoch = 0;

/** Lets the views whose code failed to load try again when next rendered (ViewErrorBoundary's Retry, back online). */
export function retryFailedViews() {
  retryEpoch += 1;
}

/** A component whose code is its own chunk, and which can be loaded ahead of its first render. */
export type LazyView<P = object> = ((props: P) => ReactNode) & { preload: () => Promise<void> };

/** A module with a function component exported as `K`. */
export type ViewModule<K extends string> = { [key in K]: (props: never) => ReactNode };
type PropsOf<C> = C extends (props: infer P) => ReactNode ? P : never;

/**
 * Like React.lazy, with a difference that shows on screen: once the module has loaded (`preload()`, or an
 * earlier render), the component renders directly instead of suspending. React holds back the reveal of
 * suspended content until 300 ms after the last fallback it showed (its fallback throttle), so a component that
 * suspends on a module already in memory still costs up to 300 ms of fallback; a preloaded one costs none.
 * `load` resolves to the module, `name` picks the named export (its props are the view's).
 */
export function lazyView<K extends string, M extends ViewModule<K>>(load: () => Promise<M>, name: K): LazyView<PropsOf<M[K]>> {
  let loaded: ComponentType<object> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name] as unknown as ComponentType<object>;
      },
      (error: unknown) => {
        loading = undefined; // the next preload() or retry loads again
        throw error;
      },
    ));
  // React.lazy keeps a failure for good, hence a new one per retry epoch once one has failed.
  const suspending = (epoch: number) => {
    const attempt = { epoch, failed: false } as { epoch: number; failed: boolean; component: ComponentType<object> };
    attempt.component = lazy(() =>
      preload().then(
        () => ({ default: loaded as ComponentType<object> }),
        (error: unknown) => {
          attempt.failed = true;
          throw error;
        },
      ),
    );
    return attempt;
  };
  let current = suspending(retryEpoch);
  function View(props: object) {
    if (!loaded && current.failed && current.epoch !== retryEpoch) current = suspending(retryEpoch);
    const Component = loaded ?? current.component;
    return <Component {...props} />;
  }
  View.displayName = `LazyView(${name})`;
  View.preload = preload;
  return View as unknown as LazyView<PropsOf<M[K]>>; // the props are the export's, passed through untouched
}
