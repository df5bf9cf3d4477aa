import { use, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, like `lazy`, that renders at once when its code is already here:
 * `preload()` before the first render (e.g. in a route's loader) and there is no suspended first render, so a
 * hydration finds the whole screen (issue 10). Until then it suspends. A failed load is not kept: the next render
 * tries again.
 */
export function preloadableComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<ComponentType<Props>> } {
  let loading: Promise<ComponentType<Props>> | null = null;
  let Loaded: ComponentType<Props> | null = null;

  const preload = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Preloadable(props: Props) {
    const Component = Loaded ?? use(preload());
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
