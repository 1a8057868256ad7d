import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { LoadingState } from '../components/loading-state';
import { prefetchRoutingPage } from '../features/routing/routing-prefetch';

// React Flow is most of the bundle; the connector list should not wait for it.
const RoutingPage = lazy(() => import('../features/routing/routing-page').then((m) => ({ default: m.RoutingPage })));

/** The routing page, whose requests start while its code loads (one round trip less before the editor). */
export const RoutingRoute = () => {
  const { env = '', guid = '' } = useParams();
  const client = useQueryClient();
  useEffect(() => prefetchRoutingPage(client, env, guid), [client, env, guid]);
  return (
    <Suspense fallback={<LoadingState />}>
      <RoutingPage />
    </Suspense>
  );
};
