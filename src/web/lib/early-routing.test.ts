import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { ApiClientError, api } from './api-client';
import { EARLY_ROUTING_MAX_AGE_MS, READ_INIT, dropEarlyRouting, routingUrlOfPage, startEarlyRoutingFetch } from './early-routing';

const PAGE = '/env/sandbox/connectors/CO-x';
const URL_X = '/api/env/sandbox/connectors/CO-x/routing';
const envelope = (revision: string) => ({ kind: 'single', connectorGuid: 'CO-x', revision, document: cardRouterDocument });

/** A fetch that answers each call with the next revision (r1, r2, …), so a test sees which call answered. */
const stubFetch = (status = 200) => {
  let calls = 0;
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    calls += 1;
    const body = status === 200 ? envelope(`r${calls}`) : { error: { code: 'UNAUTHENTICATED', message: 'Sign in again' } };
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

beforeEach(() => dropEarlyRouting());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  dropEarlyRouting();
});

describe('the routing page URL', () => {
  it('is recognised as react-router matches it, and gives the document URL the api-client asks for', () => {
    expect(routingUrlOfPage(PAGE)).toBe(URL_X);
    expect(routingUrlOfPage(`${PAGE}/`)).toBe(URL_X);
    expect(routingUrlOfPage('/env/Sandbox%20two/connectors/CO-x')).toBe('/api/env/Sandbox%20two/connectors/CO-x/routing');
    for (const other of ['/', '/env/sandbox/change-requests', `${PAGE}/more`, '/env/sandbox/connectors', '/env/%E0%A4%A/connectors/CO-x']) expect(routingUrlOfPage(other)).toBeNull();
  });
});

describe('the early routing fetch', () => {
  it('starts on a routing page only, with the credentials and headers of every GET', () => {
    const fetchMock = stubFetch();
    startEarlyRoutingFetch('/');
    startEarlyRoutingFetch('/env/sandbox/change-requests');
    expect(fetchMock).not.toHaveBeenCalled();
    startEarlyRoutingFetch(PAGE);
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(URL_X, READ_INIT);
    expect(READ_INIT).toEqual({ credentials: 'same-origin', headers: { accept: 'application/json' } });
  });

  it("is taken once by the page's first routing request; a refetch fetches anew", async () => {
    const fetchMock = stubFetch();
    startEarlyRoutingFetch(PAGE);
    await expect(api.routing('sandbox', 'CO-x')).resolves.toMatchObject({ revision: 'r1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api.routing('sandbox', 'CO-x')).resolves.toMatchObject({ revision: 'r2' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(URL_X, expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('is not taken by a request for another connector, which fetches its own, and is gone afterwards', async () => {
    const fetchMock = stubFetch();
    startEarlyRoutingFetch(PAGE);
    await api.routing('sandbox', 'CO-y');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/env/sandbox/connectors/CO-y/routing', expect.anything());
    await expect(api.routing('sandbox', 'CO-x')).resolves.toMatchObject({ revision: 'r3' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('is not taken when it started more than a few seconds before', async () => {
    const fetchMock = stubFetch();
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    startEarlyRoutingFetch(PAGE);
    now.mockReturnValue(1_000 + EARLY_ROUTING_MAX_AGE_MS + 1);
    await expect(api.routing('sandbox', 'CO-x')).resolves.toMatchObject({ revision: 'r2' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken after a write (a sign-in, a save)', async () => {
    const fetchMock = stubFetch();
    startEarlyRoutingFetch(PAGE);
    await api.saveRouting('sandbox', 'CO-x', { document: {}, baseRevision: 'r1' });
    await expect(api.routing('sandbox', 'CO-x')).resolves.toMatchObject({ revision: 'r3' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('answers a 401 as a fetched 401: the same ApiClientError for the session flow', async () => {
    stubFetch(401);
    startEarlyRoutingFetch(PAGE);
    const error = await api.routing('sandbox', 'CO-x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('reports a network failure of the early fetch as the api-client reports one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    startEarlyRoutingFetch(PAGE);
    await expect(api.routing('sandbox', 'CO-x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
