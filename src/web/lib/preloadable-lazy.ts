import { lazy, useEffect, useReducer, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy component whose code can be fetched before it first renders, and the function that fetches it. */
export interface PreloadableLazy<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<ComponentType<P>>;
  /** `preload` started and left: a failure is not reported (nor an unhandled rejection); the first render tries again. */
  prefetch: () => void;
  /** The component, once its code has loaded. */
  loaded: () => ComponentType<P> | undefined;
}

/**
 * `React.lazy` for a page whose code is usually loaded by the time it first renders (fetched while the session
 * request is in flight). Plain `lazy` suspends on its first render even then: an `import()` promise is never settled
 * synchronously, so its Suspense boundary commits the fallback, and React then holds the page back until 300 ms after
 * that fallback (its reveal throttle, FALLBACK_THROTTLE_MS), idle time on the page's load. Once the code is here, the
 * factory hands `lazy` a thenable that calls back at once, which `lazy` reads as resolved in the same render: no
 * fallback, no throttle. Code still on its way suspends as usual.
 */
export const preloadableLazy = <P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed fetch (a deploy, the network) is tried again by the next render
        throw error;
      },
    ));
  const Component = lazy(() => {
    if (loaded === undefined) return preload().then((component) => ({ default: component }));
    const module = { default: loaded };
    // lazy calls `then` and reads its own status right after: a synchronous callback counts as resolved.
    const settled = { then: (onFulfilled: (value: typeof module) => unknown) => (onFulfilled(module), settled) };
    return settled as unknown as Promise<typeof module>;
  });
  const prefetch = () => void preload().catch(() => undefined);
  return { Component, preload, prefetch, loaded: () => loaded };
};

/**
 * The component once its code is here, else undefined while it loads (fetched now), for a caller
 * that shows its own placeholder meanwhile: the page then appears through a plain state update the
 * moment its code arrives. Under a Suspense boundary the same page would wait: the boundary commits
 * its fallback, and React holds the page back until 300 ms after that fallback (its reveal
 * throttle), which on a routing page whose reads had answered before its code arrived was idle
 * time before the editor (issue 16). `failed`: the fetch failed; the caller renders `Component`
 * under Suspense, which fetches again and throws to the error boundary as React.lazy does.
 */
export const useLoaded = <P extends object>(page: PreloadableLazy<P>): { Component: ComponentType<P> | undefined; failed: boolean } => {
  const Component = page.loaded();
  const [failed, setFailed] = useState(false);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (Component) return;
    let current = true;
    page.preload().then(
      () => current && arrived(),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [page, Component]);
  return { Component, failed };
};
