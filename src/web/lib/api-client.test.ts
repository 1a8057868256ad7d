import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, api, errorMessage } from './api-client';

const respond = (status: number, body: unknown, raw = false) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(raw ? (body as string) : JSON.stringify(body), { status })));

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('parses a successful response with the contract', async () => {
    respond(200, { environments: [{ id: 'sandbox', name: 'Sandbox', production: false, sandbox: true }] });
    await expect(api.environments()).resolves.toEqual({ environments: [{ id: 'sandbox', name: 'Sandbox', production: false, sandbox: true }] });
  });

  it('throws the ApiError of a failed call, with its status', async () => {
    const body = { error: { code: 'gateway_rejected', message: "Unknown rule id at 'tree/id'", path: 'tree/id' } };
    respond(422, body);
    const error = await api.routing('sandbox', 'CO-x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).status).toBe(422);
    expect((error as ApiClientError).body).toEqual(body);
    expect(errorMessage(error)).toBe("Unknown rule id at 'tree/id'");
  });

  it('synthesises an ApiError for non-JSON errors, bad bodies and network failures', async () => {
    respond(502, '<html>Bad gateway</html>', true);
    await expect(api.health()).rejects.toMatchObject({ status: 502, code: 'http_502' });
    respond(200, { connectors: 'nope' });
    await expect(api.connectors('sandbox')).rejects.toMatchObject({ code: 'invalid_response' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.environments()).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('sends JSON on save', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: { code: 'conflict', message: 'Someone else saved' } }), { status: 409 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.saveRouting('sandbox', 'CO-x', { document: {}, baseRevision: 'r1' })).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/env/sandbox/connectors/CO-x/routing',
      expect.objectContaining({ method: 'PUT', body: '{"document":{},"baseRevision":"r1"}', headers: expect.objectContaining({ 'content-type': 'application/json' }) }),
    );
  });
});
