import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { prefetchRoutingPage } from '../features/routing/routing-prefetch';
import { ROUTING_PAGE_PATH } from '../lib/early-reads';
import { sessionQuery } from '../lib/session-query';

/**
 * Puts the reads the first screen waits for in the query cache as the app's code runs, before React
 * has rendered anything: the session, and on a routing page its document, connectors and catalogue.
 * index.html's first script has already asked for them (lib/early-reads.ts): these queries take
 * those responses. Left to the components, the session was asked for once the shell had rendered
 * and the routing page's reads only once the session had answered, two round trips in a row on the
 * way to the editor. Signed out, the routing reads fail with 401 like the session, and the sign-in
 * form fetches everything again as the new user (login-page.tsx).
 */
export const startFirstReads = (client: QueryClient, pathname: string): void => {
  void client.prefetchQuery(sessionQuery);
  const routing = matchPath(`/${ROUTING_PAGE_PATH}`, pathname);
  if (routing?.params.env && routing.params.guid) prefetchRoutingPage(client, routing.params.env, routing.params.guid);
};
