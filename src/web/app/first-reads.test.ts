// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type RoutingEnvelope } from '@contracts/bff-api';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { authPaths } from '@contracts/bff-auth';
import { connectorsQuery } from '../lib/connector-queries';
import { sessionQuery } from '../lib/session-query';
import { constraintsQuery, routingQuery } from '../features/routing/routing-keys';
import { mockFetch } from '../test/render-app';
import { routingPageResponses } from '../test/world-responses';
import { startFirstReads } from './first-reads';

const GUID = 'CO-7f3a-4c21-9e05-b1d8-0901';
const routingBody: RoutingEnvelope = { kind: 'single', connectorGuid: GUID, revision: 'r1', document: cardRouterDocument };
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const settled = (c: QueryClient) => vi.waitFor(() => expect(c.isFetching()).toBe(0));
const asked = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.map(([input]) => String(input));

afterEach(() => vi.unstubAllGlobals());

describe('startFirstReads', () => {
  it('on a routing page asks for the session, the connectors and the catalogue at once, under the keys the page reads', async () => {
    const fetch = mockFetch({ ...routingPageResponses(), [apiPaths.routing('sandbox', GUID)]: () => ({ status: 200, body: routingBody }) });
    const c = client();
    startFirstReads(c, `/env/sandbox/connectors/${GUID}`);
    // Before any component exists, nor any answer has come: no read waits for another.
    expect(asked(fetch)).toEqual(expect.arrayContaining([authPaths.session, apiPaths.connectors('sandbox'), apiPaths.constraints('sandbox')]));
    await settled(c);
    expect(c.getQueryData(sessionQuery.queryKey)?.user.username).toBe('admin');
    expect(c.getQueryData(connectorsQuery('sandbox').queryKey)?.connectors.length).toBeGreaterThan(0);
    expect(c.getQueryData(constraintsQuery('sandbox').queryKey)?.constraints.length).toBeGreaterThan(0);
    expect(c.getQueryData(routingQuery('sandbox', GUID).queryKey)?.revision).toBe('r1');
  });

  it('on any other page asks for the session alone', async () => {
    const fetch = mockFetch(routingPageResponses());
    const c = client();
    startFirstReads(c, '/profiles');
    await settled(c);
    expect(asked(fetch)).toEqual([authPaths.session]);
  });

  it('signed out, the routing reads fail with the session, quietly: the sign-in form fetches them again', async () => {
    const unauthorized = () => ({ status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in first.' } } });
    mockFetch({ [authPaths.session]: unauthorized, [apiPaths.connectors('sandbox')]: unauthorized, [apiPaths.constraints('sandbox')]: unauthorized, [apiPaths.routing('sandbox', GUID)]: unauthorized });
    const c = client();
    startFirstReads(c, `/env/sandbox/connectors/${GUID}`);
    await settled(c);
    expect(c.getQueryState(sessionQuery.queryKey)?.status).toBe('error');
    expect(c.getQueryState(connectorsQuery('sandbox').queryKey)?.status).toBe('error');
  });
});
