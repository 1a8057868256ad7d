import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { LoadingState } from '../components/loading-state';
import { prefetchRoutingPage } from '../features/routing/routing-prefetch';
import { routingUrlOfPage } from '../lib/early-reads';
import { preloadableLazy, useLoaded } from '../lib/preloadable-lazy';

// React Flow is most of the bundle; the connector list should not wait for it.
const routingPage = preloadableLazy(() => import('../features/routing/routing-page').then((m) => m.RoutingPage));

/**
 * Starts loading the routing page's code when the app opens on a routing page, instead of once the
 * session has answered and the route has rendered: the chunk (React Flow, the editor) downloads
 * alongside the session request and the document's early GET. The page then renders at once when its
 * route does, or the moment its code arrives (useLoaded: no Suspense fallback, so no reveal throttle).
 */
export const preloadRoutingPageAt = (pathname: string): void => {
  if (routingUrlOfPage(pathname) !== null) routingPage.prefetch();
};

/** The routing page, whose requests start while its code loads (one round trip less before the editor). */
export const RoutingRoute = () => {
  const { env = '', guid = '' } = useParams();
  const client = useQueryClient();
  useEffect(() => prefetchRoutingPage(client, env, guid), [client, env, guid]);
  const page = useLoaded(routingPage);
  // The boundary stays for what suspends inside the page; the page itself never suspends it (useLoaded)
  // unless its code failed to load, when React.lazy fetches again and throws to the error boundary.
  return (
    <Suspense fallback={<LoadingState />}>
      {page.Component ? <page.Component /> : page.failed ? <routingPage.Component /> : <LoadingState />}
    </Suspense>
  );
};
