import { describe, expect, it } from 'vitest';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { connectorNameLookup } from './connector-names';
import { placeInWords, withConnectorNames } from './describe-place';

const names = connectorNameLookup(Object.values(CONNECTORS));

describe('places in words', () => {
  it('names rules the way the outline does, with the condition they hang under', () => {
    expect(placeInWords(cardRouterDocument, 'tree', names)).toBe("the rule 'Card BIN country in DE, AT, CH' at the top");
    expect(placeInWords(cardRouterDocument, 'tree/else', names)).toBe("the rule 'Currency is USD' under 'Card BIN country in DE, AT, CH' (else)");
    expect(placeInWords(cardRouterDocument, 'tree/else/then/then/route/connector', names)).toBe(`the route to ${CONNECTORS.alphaUsd.name} under 'Card type in Amex' (then), its connector`);
    expect(placeInWords(cardRouterDocument, 'tree/then/else/then/route/onFail/0/connector', names)).toMatch(/^the route to .* under '50 % of traffic' \(then\), failover connector 1$/);
    expect(placeInWords(cardRouterDocument, 'tree/else/if/params/currency', names)).toBe("the rule 'Currency is USD' under 'Card BIN country in DE, AT, CH' (else), its currency");
    expect(placeInWords(cardRouterDocument, 'default/connector', names)).toBe('the default connector');
  });

  it('prefixes multi-method trees with their method and kind', () => {
    expect(placeInWords(checkoutDocument, 'methods/1/availability/tree', names)).toMatch(/^Paypal availability: the rule 'Customer country in .*' at the top$/);
    expect(placeInWords(checkoutDocument, 'methods/0/defaultConnector/connector', names)).toBe('the default connector of Creditcard');
  });

  it('replaces connector GUIDs in a message by their names, and keeps unknown ones', () => {
    expect(withConnectorNames(`Failover connector '${CONNECTORS.betaEur.guid}' repeats the connector before it`, names)).toBe(`Failover connector '${CONNECTORS.betaEur.name}' repeats the connector before it`);
    expect(withConnectorNames("Connector 'CO-unknown' does not exist", names)).toBe("Connector 'CO-unknown' does not exist");
  });
});
