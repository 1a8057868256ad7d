import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contracts/bff-api';
import { authPaths } from '@contracts/bff-auth';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { ApiClientError, api } from './api-client';
import { EARLY_READ_MAX_AGE_MS, READ_INIT, dropEarlyReads, earlyReadsOfPage, routingUrlOfPage, startEarlyReads } from './early-reads';

const PAGE = '/env/sandbox/connectors/CO-x';
const URL_X = '/api/env/sandbox/connectors/CO-x/routing';
const envelope = (revision: string) => ({ kind: 'single', connectorGuid: 'CO-x', revision, document: cardRouterDocument });
const session = (n: number) => ({ user: { id: n, username: `user-${n}`, displayName: `User ${n}`, role: 'routing-editor' }, permissions: ['routing:read'], csrfToken: `t${n}` });

/** A fetch that answers each call with the next number (r1, r2, … for the document; user-1, user-2, … for the session), so a test sees which call answered. */
const stubFetch = (status = 200) => {
  let calls = 0;
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    calls += 1;
    if (status !== 200) return new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Sign in again' } }), { status });
    const body = url === authPaths.session ? session(calls) : url.endsWith('/connectors') ? { connectors: [] } : url.endsWith('/constraints') ? { constraints: [] } : envelope(`r${calls}`);
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

beforeEach(() => dropEarlyReads());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  dropEarlyReads();
});

describe('the routing page URL', () => {
  it('is recognised as react-router matches it, and gives the document URL the api-client asks for', () => {
    expect(routingUrlOfPage(PAGE)).toBe(URL_X);
    expect(routingUrlOfPage(`${PAGE}/`)).toBe(URL_X);
    expect(routingUrlOfPage('/env/Sandbox%20two/connectors/CO-x')).toBe('/api/env/Sandbox%20two/connectors/CO-x/routing');
    for (const other of ['/', '/env/sandbox/change-requests', `${PAGE}/more`, '/env/sandbox/connectors', '/env/%E0%A4%A/connectors/CO-x']) expect(routingUrlOfPage(other)).toBeNull();
  });
});

describe('the early reads', () => {
  it('are, on a routing page, its document first, then the session, the connectors and the catalogue, each as the api-client asks for it', () => {
    expect(earlyReadsOfPage(PAGE)).toEqual([apiPaths.routing('sandbox', 'CO-x'), authPaths.session, apiPaths.connectors('sandbox'), apiPaths.constraints('sandbox')]);
    expect(earlyReadsOfPage('/env/Sandbox%20two/connectors/CO-x')).toContain(apiPaths.connectors('Sandbox two'));
  });

  it('are the session alone on any other page', () => {
    for (const other of ['/', '/env/sandbox/change-requests', '/profiles', '/env/%E0%A4%A/connectors/CO-x']) expect(earlyReadsOfPage(other)).toEqual([authPaths.session]);
  });

  it('start with the credentials and headers of every GET', () => {
    const fetchMock = stubFetch();
    startEarlyReads(PAGE);
    expect(fetchMock.mock.calls).toEqual(earlyReadsOfPage(PAGE).map((url) => [url, READ_INIT]));
    expect(READ_INIT).toEqual({ credentials: 'same-origin', headers: { accept: 'application/json' } });
  });

  it("are each taken once by the page's first request for them; a refetch fetches anew", async () => {
    const fetchMock = stubFetch();
    startEarlyReads(PAGE);
    await expect(api.routing('sandbox', 'CO-x')).resolves.toMatchObject({ revision: 'r1' });
    await expect(api.session()).resolves.toMatchObject({ user: { username: 'user-2' } });
    await expect(api.connectors('sandbox')).resolves.toEqual({ connectors: [] });
    await expect(api.constraints('sandbox')).resolves.toEqual({ constraints: [] });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await expect(api.routing('sandbox', 'CO-x')).resolves.toMatchObject({ revision: 'r5' });
    await expect(api.session()).resolves.toMatchObject({ user: { username: 'user-6' } });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('are not taken by a request for another URL, which fetches its own', async () => {
    const fetchMock = stubFetch();
    startEarlyReads(PAGE);
    await api.routing('sandbox', 'CO-y');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/env/sandbox/connectors/CO-y/routing', expect.anything());
    await expect(api.routing('sandbox', 'CO-x')).resolves.toMatchObject({ revision: 'r1' });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('are not taken when they started more than a few seconds before', async () => {
    const fetchMock = stubFetch();
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    startEarlyReads(PAGE);
    now.mockReturnValue(1_000 + EARLY_READ_MAX_AGE_MS + 1);
    await expect(api.routing('sandbox', 'CO-x')).resolves.toMatchObject({ revision: 'r5' });
    await expect(api.session()).resolves.toMatchObject({ user: { username: 'user-6' } });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('are not taken after a write (a sign-in, a save)', async () => {
    const fetchMock = stubFetch();
    startEarlyReads(PAGE);
    await api.saveRouting('sandbox', 'CO-x', { document: {}, baseRevision: 'r1' });
    await expect(api.routing('sandbox', 'CO-x')).resolves.toMatchObject({ revision: 'r6' });
    await expect(api.session()).resolves.toMatchObject({ user: { username: 'user-7' } });
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('answer a 401 as a fetched 401: the same ApiClientError for the session flow', async () => {
    stubFetch(401);
    startEarlyReads(PAGE);
    for (const read of [() => api.routing('sandbox', 'CO-x'), () => api.session()]) {
      const error = await read().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiClientError);
      expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it('report a network failure as the api-client reports one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    startEarlyReads(PAGE);
    await expect(api.routing('sandbox', 'CO-x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    await expect(api.session()).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
