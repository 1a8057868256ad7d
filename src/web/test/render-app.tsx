// The editor autosaves drafts to IndexedDB, which happy-dom lacks.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppRoutes } from '../app/app-routes';
import { Providers } from '../app/providers';
import { authPaths } from '@contracts/bff-auth';
import { sessionBody } from './world-responses';

/** A fresh cache without retries, so error states show at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

let shownLocation = '';
const LocationProbe = () => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    shownLocation = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
};

/** The address the app shows now (path and query), e.g. to check what a page put in its URL. */
export const currentLocation = () => shownLocation;

export const renderApp = (path: string) =>
  render(
    <Providers queryClient={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );

export type Handler = (url: string, init?: RequestInit) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/**
 * Replaces global fetch with a router over request paths; unknown paths answer 404 ApiError.
 * The session route answers a signed-in administrator unless a test routes it itself.
 */
export const mockFetch = (routes: Record<string, Handler>) => {
  const all: Record<string, Handler> = { [authPaths.session]: () => ({ status: 200, body: sessionBody }), ...routes };
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const handler = all[url];
    const { status, body } = handler ? await handler(url, init) : { status: 404, body: { error: { code: 'not_found', message: `No route ${url}` } } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
};

/** happy-dom lacks the observers React Flow measures nodes with. */
export const polyfillLayoutApis = () => {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  if (!('DOMMatrixReadOnly' in globalThis)) {
    vi.stubGlobal(
      'DOMMatrixReadOnly',
      class {
        m22 = 1;
        constructor(_transform?: string) {}
      },
    );
  }
};
