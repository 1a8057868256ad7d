import { describe, expect, it } from 'vitest';
import {
  cardRouterDocument, checkoutDocument, everyConditionDocument, noRulesDocument, singleRouteDocument, unknownConstraintDocument,
} from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { worldContext, worldMultiContext } from '@fixtures/arbitraries';
import type { MethodBlock, MultiMethodDocument, RuleNode } from '../document';
import { collectRuleIds } from '../rule-ids';
import type { MultiMethodContext } from './context';
import { canonicalMethod, checkMultiMethod, checkSingleMethod, validateMultiMethod, validateSingleMethod } from './validate-document';

const C = CONNECTORS;
const multi = (...methods: MethodBlock[]): MultiMethodDocument => ({ version: '1', methods });
const where = (doc: MultiMethodDocument, ctx: MultiMethodContext = worldMultiContext()) =>
  validateMultiMethod(doc, ctx).map(({ code, path, nodeId }) => ({ code, path, nodeId }));
const route = (connector: string): RuleNode => ({ id: null, route: { connector } });
const action = (a: 'enable' | 'disable'): RuleNode => ({ id: null, action: a });
const ifCurrency = (then: RuleNode, otherwise: RuleNode | null = null, constraint = 'Currency', params: Record<string, unknown> = { currency: 'EUR' }): RuleNode =>
  ({ id: null, if: { constraint, params }, then, else: otherwise });

describe('seeded fixtures validate clean against the seeded world', () => {
  it('cardRouterDocument, echoing its own rule ids', () => {
    expect(validateSingleMethod(cardRouterDocument, worldContext(collectRuleIds(cardRouterDocument)))).toStrictEqual([]);
  });

  it('cardRouterDocument against a connector that does not know its ids: one 1010 per node', () => {
    const issues = validateSingleMethod(cardRouterDocument, worldContext());
    expect(issues).toHaveLength(18);
    expect(issues.every((i) => i.code === 1010 && i.path === `${i.nodeId}/id`)).toBe(true);
  });

  it.each([
    ['singleRouteDocument', singleRouteDocument],
    ['noRulesDocument', noRulesDocument],
    ['everyConditionDocument', everyConditionDocument],
  ])('%s', (_name, doc) => {
    expect(validateSingleMethod(doc, worldContext())).toStrictEqual([]);
  });

  it('checkoutDocument, echoing its own rule ids', () => {
    expect(validateMultiMethod(checkoutDocument, worldMultiContext(collectRuleIds(checkoutDocument)))).toStrictEqual([]);
  });

  it('unknownConstraintDocument has exactly its unknown constraint to report', () => {
    expect(validateSingleMethod(unknownConstraintDocument, worldContext())).toStrictEqual([
      { code: 1011, path: 'tree/if/constraint', nodeId: 'tree', message: "Unknown constraint 'CreditcardWalletType'" },
    ]);
  });
});

describe('1010 malformed documents (checkSingleMethod / checkMultiMethod)', () => {
  it('a schema violation is 1010 at the offending path, with no document', () => {
    const result = checkSingleMethod({ version: '1', tree: { id: null, route: { connector: C.alphaEur.guid, onFail: [{ connector: 7 }] } } }, worldContext());
    expect(result.doc).toBeUndefined();
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({ code: 1010, path: 'tree/route/onFail/0/connector', nodeId: null });
    expect(result.issues[0]!.message).toMatch(/^Schema violation: /);
  });

  it('an unsupported version is 1010 at version', () => {
    expect(checkSingleMethod({ version: '2', tree: null }, worldContext()).issues).toStrictEqual([
      { code: 1010, path: 'version', nodeId: null, message: 'Unsupported document version, expected "1"' },
    ]);
    expect(checkMultiMethod({ version: 1, methods: [] }, worldMultiContext()).issues.map((i) => i.path)).toStrictEqual(['version']);
  });

  it('a parseable document is returned with its rule issues', () => {
    const result = checkSingleMethod(JSON.parse(JSON.stringify(unknownConstraintDocument)), worldContext());
    expect(result.doc).toStrictEqual(unknownConstraintDocument);
    expect(result.issues.map((i) => i.code)).toStrictEqual([1011]);
    const multiResult = checkMultiMethod({ version: '1', methods: [{ method: '' }] }, worldMultiContext());
    expect(multiResult.issues.map(({ code, path }) => ({ code, path }))).toStrictEqual([{ code: 1010, path: 'methods/0/method' }]);
  });

  it('a method that is not linked to the meta-connector is 1010 at methods/<i>/method, and its trees are skipped', () => {
    const doc = multi({ method: 'Creditcard' }, { method: 'Klarna', routing: { tree: route('CO-missing') } });
    expect(validateMultiMethod(doc, worldMultiContext())).toStrictEqual([
      { code: 1010, path: 'methods/1/method', nodeId: null, message: "Method 'Klarna' is not linked to this meta-connector" },
    ]);
  });

  it('a method listed twice (case-insensitively) is 1010 at the second block', () => {
    const doc = multi({ method: 'Paypal' }, { method: 'PAYPAL' });
    expect(validateMultiMethod(doc, worldMultiContext())).toStrictEqual([
      { code: 1010, path: 'methods/1/method', nodeId: null, message: "Method 'Paypal' is listed more than once" },
    ]);
  });

  it('canonicalMethod matches case-insensitively and returns the linked spelling', () => {
    expect(canonicalMethod('directdebit', ['Creditcard', 'DirectDebit'])).toBe('DirectDebit');
    expect(canonicalMethod('Direct Debit', ['DirectDebit'])).toBeUndefined();
  });
});

describe('multi-method rules', () => {
  it('1011: a constraint outside the six-condition subset, in routing and availability trees', () => {
    const doc = multi(
      { method: 'Creditcard', defaultConnector: { connector: C.alphaEur.guid }, routing: { tree: ifCurrency(route(C.betaEur.guid), null, 'RandomLoadBalancer', { percentTrue: 50 }) } },
      { method: 'Paypal', defaultConnector: { connector: C.paypal.guid }, availability: { tree: ifCurrency(action('enable'), action('disable'), 'IsRecurring', { recurring: 'yes' }) } },
    );
    expect(where(doc)).toStrictEqual([
      { code: 1011, path: 'methods/0/routing/tree/if/constraint', nodeId: 'methods/0/routing/tree' },
      { code: 1011, path: 'methods/1/availability/tree/if/constraint', nodeId: 'methods/1/availability/tree' },
    ]);
  });

  it('1011: an extra (newer) constraint is still not allowed in multi-method routing', () => {
    const ctx = { ...worldMultiContext(), extraConstraints: new Map([['CreditcardWalletType', () => undefined]]) };
    const doc = multi({ method: 'Creditcard', defaultConnector: { connector: C.alphaEur.guid }, routing: { tree: ifCurrency(route(C.betaEur.guid), null, 'CreditcardWalletType', {}) } });
    expect(where(doc, ctx)).toStrictEqual([{ code: 1011, path: 'methods/0/routing/tree/if/constraint', nodeId: 'methods/0/routing/tree' }]);
  });

  it('1012: params paths start at the method tree', () => {
    const doc = multi({ method: 'Creditcard', defaultConnector: { connector: C.alphaEur.guid }, routing: { tree: ifCurrency(route(C.betaEur.guid), null, 'Currency', { currency: 'euro' }) } });
    expect(where(doc)).toStrictEqual([{ code: 1012, path: 'methods/0/routing/tree/if/params/currency', nodeId: 'methods/0/routing/tree' }]);
  });

  it('1013: an invalid default connector of a method block', () => {
    expect(validateMultiMethod(multi({ method: 'Creditcard', defaultConnector: { connector: C.oldUsd.guid } }), worldMultiContext())).toStrictEqual([
      { code: 1013, path: 'methods/0/defaultConnector/connector', nodeId: null, message: `Connector '${C.oldUsd.guid}' is archived` },
    ]);
  });

  it('1014: route leaf in an availability tree, action leaf in a routing tree', () => {
    const doc = multi({
      method: 'Creditcard',
      defaultConnector: { connector: C.alphaEur.guid },
      availability: { tree: ifCurrency(route(C.alphaEur.guid)) },
      routing: { tree: ifCurrency(route(C.alphaEur.guid), action('disable')) },
    });
    expect(where(doc)).toStrictEqual([
      { code: 1014, path: 'methods/0/availability/tree/then/route', nodeId: 'methods/0/availability/tree/then' },
      { code: 1014, path: 'methods/0/routing/tree/else/action', nodeId: 'methods/0/routing/tree/else' },
    ]);
  });

  describe('1014: an enable leaf needs a default connector', () => {
    const enableOnly = (block: Partial<MethodBlock>) => multi({ method: 'Paypal', availability: { tree: ifCurrency(action('enable'), action('disable')) }, ...block });
    const withDefaults = (defaults: Array<[string, string | null]>) => ({ ...worldMultiContext(), currentDefaults: new Map(defaults) });

    it('none in the block and the current defaults unknown: not guessed', () => {
      expect(where(enableOnly({}))).toStrictEqual([]);
    });

    it('none in the block and none current: reported at the enable leaf', () => {
      expect(where(enableOnly({}), withDefaults([]))).toStrictEqual([{ code: 1014, path: 'methods/0/availability/tree/then/action', nodeId: 'methods/0/availability/tree/then' }]);
    });

    it('the block sets one: fine', () => {
      expect(where(enableOnly({ defaultConnector: { connector: C.paypal.guid } }))).toStrictEqual([]);
    });

    it('the block keeps the current one (null or omitted) and the method has one: fine, by canonical name', () => {
      expect(where(enableOnly({ defaultConnector: null }), withDefaults([['Paypal', C.paypal.guid]]))).toStrictEqual([]);
      expect(where(enableOnly({ method: 'paypal' }), withDefaults([['Paypal', C.paypal.guid]]))).toStrictEqual([]);
    });

    it('the method currently has none: reported', () => {
      expect(where(enableOnly({ defaultConnector: null }), withDefaults([['Paypal', null]])).map((i) => i.path)).toStrictEqual(['methods/0/availability/tree/then/action']);
      expect(where(enableOnly({}), withDefaults([['Creditcard', C.alphaEur.guid]])).map((i) => i.path)).toStrictEqual(['methods/0/availability/tree/then/action']);
    });
  });

  it('1015: one rule id across two trees of the document, reported at the second occurrence', () => {
    const id = 'MPR-1b2c-3d4e-5f60-7182-0001';
    const doc = multi(
      { method: 'Creditcard', defaultConnector: { connector: C.alphaEur.guid }, routing: { tree: { ...route(C.betaEur.guid), id } } },
      { method: 'Paypal', defaultConnector: { connector: C.paypal.guid }, availability: { tree: ifCurrency(action('enable'), { ...action('disable'), id }) } },
    );
    expect(validateMultiMethod(doc, worldMultiContext([id]))).toStrictEqual([
      {
        code: 1015,
        path: 'methods/1/availability/tree/else/id',
        nodeId: 'methods/1/availability/tree/else',
        message: `Rule id '${id}' is used more than once (first at 'methods/0/routing/tree/id')`,
      },
    ]);
  });
});

describe("the studio's payment-method rule (checkRouteMethods; the gateway does not check it)", () => {
  const card = { ...worldContext(), metaConnector: { guid: C.cardRouter.guid, method: 'Creditcard' }, checkRouteMethods: true };

  it('flags a card tree routing or failing over to a PayPal or SEPA connector, and its default, as 1013 naming both methods', () => {
    const doc = { version: '1' as const, default: { connector: C.sepa.guid }, tree: ifCurrency({ id: null, route: { connector: C.alphaEur.guid, onFail: [{ connector: C.paypal.guid }] } }, route(C.betaEur.guid)) };
    expect(validateSingleMethod(doc, card).map(({ code, path, message }) => ({ code, path, message }))).toEqual([
      { code: 1013, path: 'default/connector', message: `Connector '${C.sepa.guid}' processes DirectDebit payments, not Creditcard` },
      { code: 1013, path: 'tree/then/route/onFail/0/connector', message: `Connector '${C.paypal.guid}' processes Paypal payments, not Creditcard` },
    ]);
    // Off (as the sandbox validates, answering like the gateway): nothing.
    expect(validateSingleMethod(doc, { ...card, checkRouteMethods: false })).toEqual([]);
  });

  it("checks a multi-method block's default and routes against the block's own method", () => {
    const doc = multi({ method: 'paypal', defaultConnector: { connector: C.alphaEur.guid }, routing: { tree: ifCurrency(route(C.paypal.guid), route(C.betaEur.guid), 'Currency') } });
    const issues = validateMultiMethod(doc, { ...worldMultiContext(), checkRouteMethods: true });
    expect(issues.map((i) => [i.path, i.message])).toEqual([
      ['methods/0/defaultConnector/connector', `Connector '${C.alphaEur.guid}' processes Creditcard payments, not Paypal`],
      ['methods/0/routing/tree/else/route/connector', `Connector '${C.betaEur.guid}' processes Creditcard payments, not Paypal`],
    ]);
  });
});
