import { describe, expect, it } from 'vitest';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { ALL_CONNECTORS, CONNECTORS } from '@fixtures/world';
import { applyCommand } from '../commands';
import { connectorNameLookup } from '../describe';
import { diffMultiMethod, diffSingleMethod } from './document-diff';

const names = connectorNameLookup(ALL_CONNECTORS);
const doc = cardRouterDocument;

describe('semantic diff', () => {
  it('finds nothing between equal documents', () => {
    expect(diffSingleMethod(doc, structuredClone(doc), names)).toEqual([]);
  });

  it('finds nothing when only the order of keys differs (a document pasted in the JSON view, its params reordered)', () => {
    const reordered = JSON.parse(JSON.stringify(doc, (_key, value: unknown) =>
      value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value,
    )) as typeof doc;
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(doc));
    expect(diffSingleMethod(doc, reordered, names)).toEqual([]);
  });

  it('describes added, removed, changed and moved rules in words', () => {
    let next = applyCommand(doc, { type: 'setCondition', path: 'tree/then/then', condition: { constraint: 'RiskScore', params: { comparator: '>', riskScore: 90 } } });
    next = applyCommand(next, { type: 'setRoute', path: 'tree/else/then/then', route: { connector: CONNECTORS.betaEur.guid } });
    next = applyCommand(next, { type: 'setRoute', path: 'tree/then/else/then', route: { connector: CONNECTORS.alphaEur.guid, onFail: [{ connector: CONNECTORS.gammaChf.guid }] } });
    next = applyCommand(next, { type: 'deleteSubtree', path: 'tree/else/else/then' });
    next = applyCommand(next, { type: 'moveSubtree', from: 'tree/else/else/else/then', to: 'tree/else/else/then' });
    next = applyCommand(next, { type: 'addBranch', path: 'tree/else/else/else', branch: 'then', node: { id: null, route: { connector: CONNECTORS.gammaChf.guid } } });
    const messages = diffSingleMethod(doc, next, names).map((c) => `${c.kind}: ${c.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        `condition: Condition under 'Amount ≥ 1,000 EUR' (then) changed from "Risk score > 70" to "Risk score > 90"`,
        "route: Route under 'Card type in Amex' (then) now goes to Beta Payments EUR instead of Alpha Acquiring USD",
        "failover: Failover of the route under '50 % of traffic' (then) changed to Alpha Acquiring EUR → then Gamma Cards CHF (was Alpha Acquiring EUR → then Beta Payments EUR)",
        "removed: Removed route to Beta Payments GBP → then Alpha Acquiring EUR under 'Currency is GBP' (then)",
        "moved: Moved route to Gamma Cards CHF → then Alpha Acquiring EUR from under 'Customer country in CH, LI' (then) to under 'Currency is GBP' (then)",
        "added: Added route to Gamma Cards CHF under 'Customer country in CH, LI' (then)",
      ]),
    );
    expect(messages).toHaveLength(6);
  });

  it('describes document-level changes and removing all rules', () => {
    const next = { ...doc, default: { connector: CONNECTORS.betaEur.guid }, rerouteRecurring: true, tree: null };
    expect(diffSingleMethod(doc, next, names).map((c) => c.message)).toEqual([
      'Default connector changed from Alpha Acquiring EUR to Beta Payments EUR',
      'Rerouting of recurring transactions turned on',
      'All rules removed: every transaction goes to the default connector',
    ]);
  });

  it('describes multi-method changes per method', () => {
    let next = applyCommand(checkoutDocument, { type: 'setField', path: 'methods/1/disabled', value: true });
    next = applyCommand(next, { type: 'setAction', path: 'methods/2/availability/tree/then', action: 'enable' });
    next = applyCommand(next, { type: 'setField', path: 'paymentSelectionMaxRetries', value: 5 });
    const changes = diffMultiMethod(checkoutDocument, next, names);
    expect(changes.map((c) => c.message)).toEqual([
      'Payment selection retries changed from 3 to 5',
      'Paypal: switched off (never offered)',
      "DirectDebit availability: Enable method under 'Amount > 500 EUR' (then) instead of disable",
    ]);
    expect(changes.map((c) => c.method)).toEqual([undefined, 'Paypal', 'DirectDebit']);
  });

  it('reports no change where the gateway keeps its value: an emptied top-level setting or method default connector', () => {
    let next = applyCommand(checkoutDocument, { type: 'setField', path: 'paymentSelectionMaxRetries', value: null });
    next = applyCommand(next, { type: 'setField', path: 'defaultActionDisable', value: null });
    next = applyCommand(next, { type: 'setField', path: 'methods/0/defaultConnector', value: null });
    expect(diffMultiMethod(checkoutDocument, next, names)).toEqual([]);
    const set = applyCommand(next, { type: 'setField', path: 'methods/0/defaultConnector', value: { connector: CONNECTORS.betaEur.guid } });
    expect(diffMultiMethod(checkoutDocument, set, names).map((c) => c.message)).toEqual([expect.stringMatching(/^Creditcard: default connector changed from .* to Beta Payments EUR$/)]);
  });
});
