import { lazy, type ComponentType } from 'react';

/** A view whose code is its own chunk, and which can be loaded ahead of its first render. */
export type LazyView = ComponentType & { preload: () => Promise<void> };

/**
 * Like React.lazy, with a difference that shows on screen: once the module has loaded (`preload()`, or an
 * earlier render), the view renders its component directly instead of suspending. React holds back the reveal
 * of suspended content until 300 ms after the last fallback it showed (its fallback throttle), so a view that
 * suspends on a module already in memory still costs up to 300 ms of spinner; a preloaded view costs none.
 * `load` resolves to the module, `name` picks the named export.
 */
export function lazyView<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyView {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType;
      },
      (error: unknown) => {
        loading = undefined; // a later render retries, e.g. after a network blip
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function View(props: Record<string, unknown>) {
    const Component = loaded ?? Suspending;
    return <Component {...props} />;
  }
  View.displayName = `LazyView(${name})`;
  View.preload = preload;
  return View;
}
