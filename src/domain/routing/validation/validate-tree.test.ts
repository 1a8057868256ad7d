import { describe, expect, it } from 'vitest';
import { CONNECTORS } from '@fixtures/world';
import { WORLD_CONNECTORS, worldContext } from '@fixtures/arbitraries';
import type { RuleNode, SingleMethodDocument } from '../document';
import type { ValidationContext } from './context';
import { validateSingleMethod } from './validate-document';
import { validateTree } from './validate-tree';

const C = CONNECTORS;
const ctx = worldContext();
const doc = (tree: RuleNode | null, extra: Partial<SingleMethodDocument> = {}): SingleMethodDocument => ({ version: '1', default: { connector: C.alphaEur.guid }, tree, ...extra });
const leaf = (connector: string = C.betaEur.guid, ...onFail: string[]): RuleNode =>
  ({ id: null, route: onFail.length ? { connector, onFail: onFail.map((c) => ({ connector: c })) } : { connector } });
const cond = (constraint: string, params: Record<string, unknown>, then: RuleNode | null = leaf(), otherwise?: RuleNode | null): RuleNode =>
  ({ id: null, if: { constraint, params }, then, ...(otherwise === undefined ? {} : { else: otherwise }) });
const eur = { currency: 'EUR' };
/** code, path and nodeId of each issue: what the editor shows where. */
const where = (tree: RuleNode | null, context: ValidationContext = ctx, extra: Partial<SingleMethodDocument> = {}) =>
  validateSingleMethod(doc(tree, extra), context).map(({ code, path, nodeId }) => ({ code, path, nodeId }));

describe('1011 unknown or restricted constraint', () => {
  it('reports an unknown constraint at its constraint path', () => {
    const issues = validateSingleMethod(doc(cond('Currency', eur, cond('CreditcardWalletType', { wallets: ['applepay'] }))), ctx);
    expect(issues).toStrictEqual([
      { code: 1011, path: 'tree/then/if/constraint', nodeId: 'tree/then', message: "Unknown constraint 'CreditcardWalletType'" },
    ]);
  });

  it('accepts a constraint the gateway announces through extraConstraints, and reports its params as 1012', () => {
    const extraConstraints = new Map([['CreditcardWalletType', (p: unknown) => (Array.isArray((p as { wallets?: unknown }).wallets) ? undefined : 'wallets is required')]]);
    const context = { ...ctx, extraConstraints };
    expect(where(cond('CreditcardWalletType', { wallets: ['applepay'] }), context)).toStrictEqual([]);
    expect(validateSingleMethod(doc(cond('CreditcardWalletType', {})), context)).toStrictEqual([
      { code: 1012, path: 'tree/if/params', nodeId: 'tree', message: 'Invalid params: wallets is required' },
    ]);
  });
});

describe('1012 params do not match the constraint schema', () => {
  it('points into the params: list element, missing key, refinement', () => {
    expect(where(cond('CustomerCountry', { comparator: 'in', countries: ['DE', 'at'] }))).toStrictEqual([
      { code: 1012, path: 'tree/if/params/countries/1', nodeId: 'tree' },
    ]);
    expect(where(cond('Currency', {}))).toStrictEqual([{ code: 1012, path: 'tree/if/params/currency', nodeId: 'tree' }]);
    const counter = { valueReference: 'merchant', valueUnit: 'count', timeReference: '62', timeUnit: 'days', comparator: '>', value: '1' };
    expect(where(cond('Currency', eur, null, cond('ChargebackCountOrVolumePerConnector', counter)))).toStrictEqual([
      { code: 1012, path: 'tree/else/if/params/timeReference', nodeId: 'tree/else' },
    ]);
  });

  it('reports an extra key at the params object itself, naming the key', () => {
    const issues = validateSingleMethod(doc(cond('Currency', { currency: 'EUR', note: 'x' })), ctx);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: 1012, path: 'tree/if/params', nodeId: 'tree' });
    expect(issues[0]!.message).toContain('note');
    expect(issues[0]!.path.startsWith('tree/if/params')).toBe(true);
  });

  it('reports one issue per broken param, with the param named in the message', () => {
    const issues = validateSingleMethod(doc(cond('AmountCurrency', { comparator: '~', amount: -5, currency: 'EUR' })), ctx);
    expect(issues.map((i) => i.path)).toStrictEqual(['tree/if/params/comparator', 'tree/if/params/amount']);
    expect(issues[1]!.message).toMatch(/^Invalid params: amount: /);
  });
});

describe('1013 route targets', () => {
  const foreignBeta = WORLD_CONNECTORS.map((c) => (c.guid === C.betaEur.guid ? { ...c, merchantGuid: 'ME-someone-else' } : c));
  it.each([
    ['does not exist', 'CO-0000-0000-0000-0000-dead', ctx, "Connector 'CO-0000-0000-0000-0000-dead' does not exist"],
    ['is disabled', C.legacyEur.guid, ctx, `Connector '${C.legacyEur.guid}' is disabled`],
    ['is archived', C.oldUsd.guid, ctx, `Connector '${C.oldUsd.guid}' is archived`],
    ['is a meta-connector', C.cardRouter.guid, ctx, `Connector '${C.cardRouter.guid}' is a meta-connector`],
    ['belongs to another merchant', C.betaEur.guid, { ...ctx, connectors: foreignBeta }, `Connector '${C.betaEur.guid}' belongs to another merchant`],
  ])('a route connector that %s', (_what, guid, context, message) => {
    expect(validateSingleMethod(doc(cond('Currency', eur, leaf(guid))), context)).toStrictEqual([
      { code: 1013, path: 'tree/then/route/connector', nodeId: 'tree/then', message },
    ]);
  });

  it('onFail must differ from the connector before it, the primary included', () => {
    expect(where(leaf(C.alphaEur.guid, C.alphaEur.guid))).toStrictEqual([{ code: 1013, path: 'tree/route/onFail/0/connector', nodeId: 'tree' }]);
    expect(where(leaf(C.alphaEur.guid, C.betaEur.guid, C.betaEur.guid))).toStrictEqual([{ code: 1013, path: 'tree/route/onFail/1/connector', nodeId: 'tree' }]);
    expect(where(leaf(C.alphaEur.guid, C.betaEur.guid, C.alphaEur.guid))).toStrictEqual([]);
  });

  it('checks failover connectors like primaries', () => {
    expect(where(leaf(C.alphaEur.guid, C.betaEur.guid, C.oldUsd.guid))).toStrictEqual([{ code: 1013, path: 'tree/route/onFail/1/connector', nodeId: 'tree' }]);
  });

  it('checks the default connector as a document-level issue', () => {
    expect(validateSingleMethod(doc(null, { default: { connector: C.legacyEur.guid } }), ctx)).toStrictEqual([
      { code: 1013, path: 'default/connector', nodeId: null, message: `Connector '${C.legacyEur.guid}' is disabled` },
    ]);
    expect(where(null, ctx, { default: null })).toStrictEqual([]);
  });
});

describe('1014 structure', () => {
  it('a condition needs a then or an else branch', () => {
    expect(where(cond('Currency', eur, null, null))).toStrictEqual([{ code: 1014, path: 'tree/then', nodeId: 'tree' }]);
    expect(where({ id: null, if: { constraint: 'Currency', params: eur } })).toStrictEqual([{ code: 1014, path: 'tree/then', nodeId: 'tree' }]);
    expect(where(cond('Currency', eur, null, leaf()))).toStrictEqual([]);
    expect(where(cond('Currency', eur, leaf()))).toStrictEqual([]);
  });

  it('a node cannot be both a condition and a leaf', () => {
    const both: RuleNode = { ...cond('Currency', eur), route: { connector: C.alphaEur.guid } };
    expect(where(cond('Currency', eur, null, both))).toStrictEqual([{ code: 1014, path: 'tree/else', nodeId: 'tree/else' }]);
  });

  it('a leaf cannot have branches (the branch is still validated)', () => {
    expect(where({ ...leaf(), then: leaf(C.legacyEur.guid) })).toStrictEqual([
      { code: 1014, path: 'tree/then', nodeId: 'tree' },
      { code: 1013, path: 'tree/then/route/connector', nodeId: 'tree/then' },
    ]);
    expect(where({ ...leaf(), else: leaf() })).toStrictEqual([{ code: 1014, path: 'tree/else', nodeId: 'tree' }]);
  });

  it('a node needs a condition or a leaf, and a leaf is a route or an action', () => {
    expect(where({ id: null })).toStrictEqual([{ code: 1014, path: 'tree', nodeId: 'tree' }]);
    expect(where({ ...leaf(), action: 'enable' })).toStrictEqual([{ code: 1014, path: 'tree', nodeId: 'tree' }]);
  });

  it('an action leaf does not belong in a routing tree', () => {
    expect(where(cond('Currency', eur, { id: null, action: 'disable' }))).toStrictEqual([{ code: 1014, path: 'tree/then/action', nodeId: 'tree/then' }]);
  });

  it('a route leaf does not belong in an availability tree, and its connectors are not checked there', () => {
    const issues = validateTree(cond('Currency', eur, leaf(C.legacyEur.guid)), 'tree', ctx, { kind: 'availability', multiMethod: true, hasDefaultConnector: true }, new Map());
    expect(issues.map(({ code, path, nodeId }) => ({ code, path, nodeId }))).toStrictEqual([{ code: 1014, path: 'tree/then/route', nodeId: 'tree/then' }]);
  });

  it('an enable leaf needs a default connector; disable does not; unknown (undefined) is not flagged', () => {
    const tree = cond('Currency', eur, { id: null, action: 'enable' }, { id: null, action: 'disable' });
    const run = (hasDefaultConnector?: boolean) =>
      validateTree(tree, 'tree', ctx, { kind: 'availability', multiMethod: true, hasDefaultConnector }, new Map()).map((i) => i.path);
    expect(run(false)).toStrictEqual(['tree/then/action']);
    expect(run(true)).toStrictEqual([]);
    expect(run(undefined)).toStrictEqual([]);
  });
});

describe('1010 / 1015 rule ids', () => {
  const idA = 'MPR-0a1b-2c3d-4e5f-6071-0001';
  const idB = 'MPR-0a1b-2c3d-4e5f-6071-0002';
  const known = worldContext([idA, idB]);

  it('an id that does not belong to the current document is 1010 at <node>/id', () => {
    expect(validateSingleMethod(doc(cond('Currency', eur, { ...leaf(), id: 'MPR-forged' })), known)).toStrictEqual([
      { code: 1010, path: 'tree/then/id', nodeId: 'tree/then', message: "Unknown rule id 'MPR-forged'" },
    ]);
  });

  it('echoed known ids are fine; the second use of one is 1015 at its own path', () => {
    expect(where({ ...cond('Currency', eur, { ...leaf(), id: idB }), id: idA }, known)).toStrictEqual([]);
    expect(validateSingleMethod(doc({ ...cond('Currency', eur, leaf(), { ...leaf(), id: idA }), id: idA }), known)).toStrictEqual([
      { code: 1015, path: 'tree/else/id', nodeId: 'tree/else', message: `Rule id '${idA}' is used more than once (first at 'tree/id')` },
    ]);
  });

  it('an unknown id used twice is two 1010s, not a 1015', () => {
    const tree = { ...cond('Currency', eur, { ...leaf(), id: 'MPR-x' }), id: 'MPR-x' };
    expect(where(tree, known)).toStrictEqual([
      { code: 1010, path: 'tree/id', nodeId: 'tree' },
      { code: 1010, path: 'tree/then/id', nodeId: 'tree/then' },
    ]);
  });
});

describe('document order', () => {
  it('lists issues pre-order, then before else, default connector first', () => {
    const tree = cond('Nope', {}, cond('Currency', { currency: 'eur' }, leaf('CO-missing')), { id: null, action: 'enable' });
    expect(where(tree, ctx, { default: { connector: C.oldUsd.guid } })).toStrictEqual([
      { code: 1013, path: 'default/connector', nodeId: null },
      { code: 1011, path: 'tree/if/constraint', nodeId: 'tree' },
      { code: 1012, path: 'tree/then/if/params/currency', nodeId: 'tree/then' },
      { code: 1013, path: 'tree/then/then/route/connector', nodeId: 'tree/then/then' },
      { code: 1014, path: 'tree/else/action', nodeId: 'tree/else' },
    ]);
  });
});
