import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapabilitiesResponse, OBSERVED_DAYS } from '@contracts/bff-capabilities';
import { biDate } from '@domain/insights/traffic-summary-scope';
import { CONNECTORS, DECLARED_CAPABILITIES } from '@fixtures/world';
import { buildApp } from '../app';
import { configFromManifest } from '../config/from-manifest';
import { startStudioWithHistory, type StudioWithHistory } from '../test/studio-with-history';
import { signIn } from '../test/sign-in';

/**
 * Connector capabilities (issue 13, item 3) against the real sandbox with generated history: the
 * declared part is what the sandbox's listConnectors declares, the observed part is held to the
 * successful records of the last 90 days read out of BI one by one and grouped by connector.
 */
const HISTORY = 2000;
let studio: StudioWithHistory;

beforeAll(async () => {
  studio = await startStudioWithHistory(HISTORY);
}, 180_000);
afterAll(() => studio?.close());

interface Hit {
  connector_guid: string;
  method: string;
  currency?: string | null;
  creditcard?: { type?: string | null; bin_country?: string | null } | null;
}

const sorted = (values: Iterable<string | null | undefined>) => [...new Set([...values].filter((v): v is string => typeof v === 'string'))].sort();

describe('GET /api/env/:env/capabilities', () => {
  it('answers what the seeded connectors declare and what each processed successfully in the last 90 days', async () => {
    const viewer = await signIn(studio.app, 'viewer');
    const res = await viewer.inject({ method: 'GET', url: '/api/env/sandbox/capabilities' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = CapabilitiesResponse.parse(res.json());
    expect(answer.observedDays).toBe(OBSERVED_DAYS);
    expect(answer.observedUnavailable).toBeNull();

    for (const [guid, declared] of Object.entries(DECLARED_CAPABILITIES)) expect(answer.connectors[guid]?.declared).toEqual(declared);
    // A connector that declares nothing is unknown there, not "accepts nothing".
    expect(answer.connectors[CONNECTORS.alphaEur.guid]?.declared).toBeUndefined();

    // The same window, read record by record through the BI endpoint.
    const now = Date.now();
    const range = { api_call_at: { gte: biDate(new Date(now - OBSERVED_DAYS * 86_400_000).toISOString()), lt: biDate(new Date(now + 60_000).toISOString()) } };
    const hits: Hit[] = [];
    let after: unknown[] | undefined;
    for (;;) {
      const query = {
        size: 1000,
        _source: ['connector_guid', 'method', 'currency', 'creditcard.type', 'creditcard.bin_country'],
        query: { bool: { filter: [{ term: { status: 'success' } }, { range }] } },
        sort: [{ created_at: 'asc' }, { uuid: 'asc' }],
        ...(after ? { search_after: after } : {}),
      };
      const page = await viewer.inject({ method: 'POST', url: '/api/env/sandbox/bi/search', payload: { query } });
      expect(page.statusCode, page.body).toBe(200);
      const got = page.json().result.hits.hits as { _source: Hit; sort: unknown[] }[];
      hits.push(...got.map((h) => h._source));
      if (got.length < 1000) break;
      after = got.at(-1)!.sort;
    }
    expect(hits.length).toBeGreaterThan(100);
    // Node 20 has no Map.groupBy.
    const byConnector = new Map<string, Hit[]>();
    for (const h of hits) byConnector.set(h.connector_guid, [...(byConnector.get(h.connector_guid) ?? []), h]);
    expect(byConnector.size).toBeGreaterThan(2);
    for (const [guid, own] of byConnector) {
      const observed = answer.connectors[guid]?.observed;
      expect(observed, guid).toBeDefined();
      expect(observed!.successes, guid).toBe(own.length);
      expect(sorted(observed!.currencies ?? []), guid).toEqual(sorted(own.map((h) => h.currency)));
      expect(sorted(observed!.methods ?? []), guid).toEqual(sorted(own.map((h) => h.method)));
      expect(sorted(observed!.cardTypes ?? []), guid).toEqual(sorted(own.map((h) => h.creditcard?.type)));
      expect(sorted(observed!.countries ?? []), guid).toEqual(sorted(own.map((h) => h.creditcard?.bin_country)));
    }
    // The generator never pays in JPY: "never processed JPY" is what the editor will say.
    expect(Object.values(answer.connectors).some((c) => c.observed?.currencies?.includes('JPY'))).toBe(false);
  });

  it('needs a signed-in user who may read routing', async () => {
    expect((await studio.app.inject({ method: 'GET', url: '/api/env/sandbox/capabilities' })).statusCode).toBe(401);
  });

  it('without a BI data source: the declared capabilities, and why history is not used', async () => {
    const config = configFromManifest(studio.sandbox.manifest, studio.sandbox.url);
    const withoutBi = { environments: config.environments.map(({ bi: _bi, biUrl: _url, biSandboxUrl: _sandbox, ...env }) => env) };
    const app = await buildApp({ config: withoutBi, db: studio.db });
    try {
      const viewer = await signIn(app, 'viewer');
      const answer = CapabilitiesResponse.parse((await viewer.inject({ method: 'GET', url: '/api/env/sandbox/capabilities' })).json());
      expect(answer.observedUnavailable).toMatch(/no BI data source/);
      expect(Object.values(answer.connectors).every((c) => c.observed === undefined)).toBe(true);
      expect(answer.connectors[CONNECTORS.betaEur.guid]?.declared).toEqual(DECLARED_CAPABILITIES[CONNECTORS.betaEur.guid]);
    } finally {
      await app.close();
    }
  });
});
