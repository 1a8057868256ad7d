import { describe, expect, it } from 'vitest';
import { conditionParams, type ConstraintId } from './condition-params';
import { MultiMethodDocument, RuleNode, SingleMethodDocument, isConditionNode, isLeaf } from './document';
import {
  checkoutDocument, everyConditionDocument, everyConditionParams, multiMethodFixtures, singleMethodFixtures, unknownConstraintDocument,
} from '@fixtures/routing-documents';
import { walkTree } from './tree-walk';

const jsonTrip = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('routing document schemas over the shared fixtures', () => {
  it.each(Object.entries(singleMethodFixtures))('%s parses as a single-method document, unchanged', (_name, doc) => {
    const parsed = SingleMethodDocument.safeParse(doc);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toStrictEqual(doc);
  });

  it.each(Object.entries(multiMethodFixtures))('%s parses as a multi-method document, unchanged', (_name, doc) => {
    const parsed = MultiMethodDocument.safeParse(doc);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toStrictEqual(doc);
  });

  it('does not take a multi-method document for a single-method one, nor the other way round', () => {
    expect(SingleMethodDocument.safeParse(checkoutDocument).success).toBe(false);
    expect(MultiMethodDocument.safeParse(singleMethodFixtures.cardRouterDocument).success).toBe(false);
  });

  it('keeps an unknown constraint, its unknown params and unknown members through parse → JSON → parse', () => {
    const first = SingleMethodDocument.parse(unknownConstraintDocument);
    const second = SingleMethodDocument.parse(jsonTrip(first));
    expect(second).toStrictEqual(unknownConstraintDocument);
    expect(second.futureTopLevelFlag).toStrictEqual({ mode: 'shadow' });
    expect(second.tree?.if).toStrictEqual({
      constraint: 'CreditcardWalletType',
      params: { comparator: 'in', wallets: ['applepay', 'googlepay'], weight: 0.5 },
    });
    expect(second.tree?.then?.futureLeafHint).toBe('keep-me');
  });

  it('everyConditionDocument holds every constraint of the catalogue once, each with params its catalogue schema accepts', () => {
    const seen: string[] = [];
    walkTree(everyConditionDocument.tree, 'tree', (node) => {
      if (!node.if) return;
      seen.push(node.if.constraint);
      const result = conditionParams[node.if.constraint as ConstraintId].safeParse(node.if.params);
      expect(result.success, `${node.if.constraint}: ${result.error?.message}`).toBe(true);
    });
    expect(seen).toHaveLength(Object.keys(conditionParams).length);
    expect(new Set(seen)).toStrictEqual(new Set(Object.keys(conditionParams)));
    expect(seen).toStrictEqual(everyConditionParams.map(([id]) => id));
  });
});

describe('schema boundaries', () => {
  it('accepts only version "1"', () => {
    expect(SingleMethodDocument.safeParse({ version: '2', tree: null }).success).toBe(false);
    expect(SingleMethodDocument.safeParse({ version: 1, tree: null }).success).toBe(false);
    expect(SingleMethodDocument.safeParse({ version: '1', tree: null }).success).toBe(true);
  });

  it('requires tree (null allowed) but lets default be null or omitted', () => {
    expect(SingleMethodDocument.safeParse({ version: '1' }).success).toBe(false);
    expect(SingleMethodDocument.safeParse({ version: '1', default: null, tree: null }).success).toBe(true);
  });

  it('parses structurally odd nodes so the validator can report them (condition without branches, both kinds of leaf)', () => {
    expect(RuleNode.safeParse({ id: null, if: { constraint: 'Currency', params: { currency: 'EUR' } } }).success).toBe(true);
    expect(RuleNode.safeParse({ route: { connector: 'CO-1' }, action: 'enable' }).success).toBe(true);
  });

  it('rejects what no gateway would send: unknown action, empty connector, params that are not an object', () => {
    expect(RuleNode.safeParse({ action: 'maybe' }).success).toBe(false);
    expect(RuleNode.safeParse({ route: { connector: '' } }).success).toBe(false);
    expect(RuleNode.safeParse({ if: { constraint: 'Currency', params: ['EUR'] }, then: null }).success).toBe(false);
  });

  it('limits paymentSelectionMaxRetries to 0–9 and expiry hours to whole numbers ≥ 0', () => {
    const doc = (extra: Record<string, unknown>) => ({ version: '1', methods: [], ...extra });
    expect(MultiMethodDocument.safeParse(doc({ paymentSelectionMaxRetries: 9 })).success).toBe(true);
    expect(MultiMethodDocument.safeParse(doc({ paymentSelectionMaxRetries: 10 })).success).toBe(false);
    expect(MultiMethodDocument.safeParse(doc({ paymentSelectionMaxRetries: null })).success).toBe(true);
    expect(MultiMethodDocument.safeParse(doc({ paymentSelectionExpiryHours: -1 })).success).toBe(false);
    expect(MultiMethodDocument.safeParse(doc({ paymentSelectionExpiryHours: 1.5 })).success).toBe(false);
  });
});

describe('isConditionNode / isLeaf', () => {
  it('tells condition nodes from leaves', () => {
    const condition: RuleNode = { if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { route: { connector: 'CO-1' } } };
    expect(isConditionNode(condition)).toBe(true);
    expect(isLeaf(condition)).toBe(false);
    expect(isLeaf({ route: { connector: 'CO-1' } })).toBe(true);
    expect(isLeaf({ action: 'disable' })).toBe(true);
    expect(isConditionNode({ action: 'disable' })).toBe(false);
    expect(isLeaf({ id: null })).toBe(false);
  });
});
