import { describe, expect, it } from 'vitest';
import { checkoutDocument } from '@fixtures/routing-documents';
import { ALL_CONNECTORS, CONNECTORS } from '@fixtures/world';
import { connectorNameLookup } from './connector-names';
import { methodState } from './describe-method';
import { describeAction, describeRoute, routeChain } from './describe-route';

const names = connectorNameLookup(ALL_CONNECTORS);

describe('describeRoute', () => {
  it('reads the primary and onFail chain in order, by name', () => {
    const route = { connector: CONNECTORS.alphaEur.guid, onFail: [{ connector: CONNECTORS.betaEur.guid }, { connector: CONNECTORS.gammaChf.guid }] };
    expect(describeRoute(route, names)).toBe('Alpha Acquiring EUR → then Beta Payments EUR → then Gamma Cards CHF');
    expect(routeChain(route, names).map((c) => c.name)).toEqual(['Alpha Acquiring EUR', 'Beta Payments EUR', 'Gamma Cards CHF']);
  });

  it('shows the GUID of a connector it does not know', () => {
    expect(describeRoute({ connector: 'CO-unknown' }, names)).toBe('CO-unknown');
  });

  it('describes actions', () => {
    expect(describeAction('enable')).toBe('Enable method');
    expect(describeAction('disable')).toBe('Disable method');
  });
});

describe('methodState', () => {
  it('summarises each method of the checkout fixture', () => {
    expect(checkoutDocument.methods.map((m) => methodState(m).summary)).toEqual([
      'Available always · routed by rules',
      'Available by rules · routed by default connector',
      'Available by rules · routed by default connector',
    ]);
    expect(methodState({ method: 'Paypal', disabled: true }).summary).toBe('Disabled');
  });
});
