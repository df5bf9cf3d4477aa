import { use, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, like `lazy`, that renders at once when its code is already here:
 * `preload()` before the first render (e.g. in a route's loader) and there is no suspended first render, so a
 * hydration finds the whole screen (issue 10). Until then it suspends. A failed load is not kept: the next render
 * tries again.
 *
 * `use` is called on every render, never only while loading: a render that suspended and is retried once the
 * code is here must call it again (React refuses a `use` that disappears between the two), so the loaded promise
 * is marked fulfilled the way React marks one, and `use` returns its component without suspending.
 */
export function preloadableComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<ComponentType<Props>> } {
  let loading: Promise<ComponentType<Props>> | null = null;

  const preload = () => {
    if (loading === null) {
      const promise: Promise<ComponentType<Props>> = load().then(
        (component) => {
          // The fields React itself sets on a thenable it has seen settle: `use` then reads it at once.
          Object.assign(promise, { status: 'fulfilled', value: component });
          return component;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      loading = promise;
    }
    return loading;
  };

  function Preloadable(props: Props) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
