import { describe, expect, it } from 'vitest';
import type { Environment } from '../environments';
import { capabilityQuery, declaredCapabilities, observedOf } from './connector-capabilities';

const terms = (keys: string[], other = 0) => ({ sum_other_doc_count: other, buckets: keys.map((key) => ({ key, doc_count: 1 })) });

describe('observedOf', () => {
  it('reads each connector bucket; a list cut short by its bucket limit is left unknown', () => {
    const observed = observedOf({
      connectors: { buckets: [{ key: 'CO-a', doc_count: 7, methods: terms(['Creditcard']), currencies: terms(['EUR', 'USD'], 3), cardTypes: terms(['visa']), countries: terms([]) }] },
    });
    expect(observed).toEqual({ 'CO-a': { successes: 7, methods: ['Creditcard'], cardTypes: ['visa'], countries: [] } });
  });

  it('an answer of another shape is the data source’s fault: 502', () => {
    expect(() => observedOf({ connectors: 3 })).toThrow(/another shape/);
  });
});

describe('capabilityQuery', () => {
  it('asks for successful records of the last 90 days only, aggregations only', () => {
    const q = capabilityQuery(new Date('2026-05-01T12:00:00Z')) as { size: number; query: { bool: { filter: unknown[] } } };
    expect(q.size).toBe(0);
    expect(q.query.bool.filter).toEqual([{ term: { status: 'success' } }, { range: { api_call_at: { gte: '2026-01-31 12:00:00', lt: '2026-05-01 12:00:00' } } }]);
  });
});

describe('declaredCapabilities', () => {
  const configured = [{ guid: 'CO-x', name: 'X', capabilities: { currencies: ['EUR'] } }, { guid: 'CO-y', name: 'Y' }];
  const envWith = (listConnectors: () => Promise<unknown>) => ({ provisioning: { listConnectors }, config: { connectors: configured } }) as unknown as Environment;

  it('a gateway without listConnectors (404): the config file’s connectors; one without capabilities is left out (unknown)', async () => {
    const env = envWith(async () => ({ ok: false, status: 404, error: { success: false, errorCode: 1007, errorMessage: 'no such path' } }));
    expect(await declaredCapabilities(env)).toEqual({ 'CO-x': { currencies: ['EUR'] } });
  });

  it('the gateway’s list when it has one', async () => {
    const env = envWith(async () => ({ ok: true, status: 200, body: { success: true, connectors: [{ guid: 'CO-z', capabilities: { cardTypes: ['visa'] } }, { guid: 'CO-w' }] } }));
    expect(await declaredCapabilities(env)).toEqual({ 'CO-z': { cardTypes: ['visa'] } });
  });
});
