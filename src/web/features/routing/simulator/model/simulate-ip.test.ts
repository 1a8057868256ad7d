import { describe, expect, it } from 'vitest';
import type { SingleMethodDocument } from '@domain/routing/document';
import { evaluate, REFERENCE_SETTINGS } from '@domain/routing/evaluation';
import { CONNECTORS } from '@fixtures/world';
import { simulationContext } from './simulate';

const byIpCountry: SingleMethodDocument = {
  version: '1',
  default: { connector: CONNECTORS.alphaEur.guid },
  tree: { id: null, if: { constraint: 'CustomerIpCountry', params: { comparator: 'in', countries: ['DE'] } }, then: { id: null, route: { connector: CONNECTORS.betaEur.guid } }, else: null },
};
const tx = (ipAddress: string) => ({ transactionType: 'debit' as const, amount: '10.00', currency: 'EUR', customer: { ipAddress } });

describe('simulation context', () => {
  it('locates an IP address with the demo lookup, so IP-country rules can be simulated', () => {
    expect(evaluate(byIpCountry.tree, byIpCountry.default!.connector, tx('192.0.2.17'), simulationContext(REFERENCE_SETTINGS, { seed: 1 })).decision).toMatchObject({ kind: 'route', connector: CONNECTORS.betaEur.guid });
    expect(evaluate(byIpCountry.tree, byIpCountry.default!.connector, tx('198.51.100.4'), simulationContext(REFERENCE_SETTINGS, { seed: 1 })).decision).toMatchObject({ kind: 'default', reason: 'no-branch' });
    // An address the lookup does not know counts as no IP country: `in` is false (as for BIN data).
    const unknown = evaluate(byIpCountry.tree, byIpCountry.default!.connector, tx('8.8.8.8'), simulationContext(REFERENCE_SETTINGS, { seed: 1 }));
    expect(unknown.decision).toMatchObject({ kind: 'default', reason: 'no-branch' });
    expect(unknown.trace[0]!.sentence).toMatch(/8\.8\.8\.8 not located/);
  });
});
