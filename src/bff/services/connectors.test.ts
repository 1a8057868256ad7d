import { describe, expect, it } from 'vitest';
import type { Environment } from '../environments';
import { CONNECTORS_MAX_AGE_MS, findConnectorForRead, findRoutingConnector, listConnectors, recentConnectors } from './connectors';

/** An environment whose gateway counts its `listConnectors` calls and answers what `answer` says. */
const environment = (answer: () => 'ok' | 'down' = () => 'ok') => {
  const calls = { list: 0 };
  const connector = (guid: string, isMetaConnector: boolean) => ({ guid, name: guid, adapter: 'X', method: 'Creditcard', isMetaConnector, multiMethod: false, disabled: false, archived: false, customerProfileContainer: null, dccEnabled: false });
  const env = {
    config: { id: 'test', connectors: [] },
    provisioning: {
      listConnectors: async () => {
        calls.list += 1;
        return answer() === 'ok'
          ? { ok: true, status: 200, body: { success: true, connectors: [connector('CO-META', true), connector('CO-PLAIN', false)] } }
          : { ok: false, status: 500, error: { success: false, errorCode: 9999, errorMessage: 'down' } };
      },
    },
  } as unknown as Environment;
  return { env, calls };
};

const T0 = 1_000_000;

describe('the connector list cache', () => {
  it('answers from one gateway call for CONNECTORS_MAX_AGE_MS, then asks again', async () => {
    const { env, calls } = environment();
    await recentConnectors(env, T0);
    await recentConnectors(env, T0 + CONNECTORS_MAX_AGE_MS);
    await findConnectorForRead(env, 'CO-META', T0 + CONNECTORS_MAX_AGE_MS);
    expect(calls.list).toBe(1);
    await recentConnectors(env, T0 + CONNECTORS_MAX_AGE_MS + 1);
    expect(calls.list).toBe(2);
    // The new answer starts a new interval.
    await recentConnectors(env, T0 + 2 * CONNECTORS_MAX_AGE_MS);
    expect(calls.list).toBe(2);
  });

  it('shares one call among concurrent reads', async () => {
    const { env, calls } = environment();
    await Promise.all(Array.from({ length: 50 }, () => findConnectorForRead(env, 'CO-META', T0)));
    expect(calls.list).toBe(1);
  });

  it('does not keep a failed call', async () => {
    let state: 'ok' | 'down' = 'down';
    const { env, calls } = environment(() => state);
    await expect(recentConnectors(env, T0)).rejects.toMatchObject({ statusCode: 502 });
    state = 'ok';
    expect((await recentConnectors(env, T0 + 1)).map((c) => c.guid)).toEqual(['CO-META', 'CO-PLAIN']);
    expect(calls.list).toBe(2);
  });

  it('a fresh list (the connectors page) restarts the interval for the reads after it', async () => {
    const { env, calls } = environment();
    await listConnectors(env, T0);
    await recentConnectors(env, T0 + 1_000);
    expect(calls.list).toBe(1);
  });

  it('asks afresh for a connector it does not list (it may be new) and answers 404 only then', async () => {
    const { env, calls } = environment();
    await recentConnectors(env, T0);
    await expect(findConnectorForRead(env, 'CO-NEW', T0 + 1)).rejects.toMatchObject({ statusCode: 404, code: 'CONNECTOR_NOT_FOUND' });
    expect(calls.list).toBe(2);
  });

  it('gives a routing get or save a listed meta-connector from a list of any age (the gateway get confirms it), anything else from a recent list', async () => {
    const { env, calls } = environment();
    await recentConnectors(env, T0);
    const later = T0 + 60 * CONNECTORS_MAX_AGE_MS;
    expect((await findRoutingConnector(env, 'CO-META', later)).isMetaConnector).toBe(true);
    expect(calls.list).toBe(1);
    // "Not a meta-connector" is not confirmed by any get: believed only while recent.
    expect((await findRoutingConnector(env, 'CO-PLAIN', later)).isMetaConnector).toBe(false);
    expect(calls.list).toBe(2);
    await findRoutingConnector(env, 'CO-PLAIN', later + 1);
    expect(calls.list).toBe(2);
  });
});
