import type { QueryClient } from '@tanstack/react-query';
import { connectorsQuery } from '../../lib/connector-queries';
import { constraintsQuery, routingQuery } from './routing-keys';

/**
 * Starts the routing page's three requests (the document, the connectors, the catalogue) before
 * its code has loaded: the page is most of the bundle, and the document of a 20,000-rule tree takes
 * the BFF and the gateway a while. The page's own queries then find them under the same keys.
 */
export const prefetchRoutingPage = (client: QueryClient, env: string, guid: string) => {
  void client.prefetchQuery(routingQuery(env, guid));
  void client.prefetchQuery(connectorsQuery(env));
  void client.prefetchQuery(constraintsQuery(env));
};
