import { lazy, type ComponentType, type ReactNode } from 'react';

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
        loading = undefined; // a later render retries, e.g. after a network blip
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded as ComponentType<object> })));
  function View(props: object) {
    const Component = loaded ?? Suspending;
    return <Component {...props} />;
  }
  View.displayName = `LazyView(${name})`;
  View.preload = preload;
  return View as unknown as LazyView<PropsOf<M[K]>>; // the props are the export's, passed through untouched
}
