import { describe, expect, it } from 'vitest';
import { checkoutDocument } from '@fixtures/routing-documents';
import { foreignConditions, readOnlyMethods } from './admin-authored';
import { treeOfPath } from './use-active-tree';

describe('multi-method helpers', () => {
  it('finds conditions outside the multi-method subset, and only those methods open read-only', () => {
    expect(checkoutDocument.methods.map(foreignConditions)).toEqual([[], [], []]);
    const doc = {
      ...checkoutDocument,
      methods: checkoutDocument.methods.map((m, i) =>
        i === 2 ? { ...m, routing: { tree: { id: null, if: { constraint: 'IbanRegexp', params: { comparator: 'eq', regexp: '^DE' } }, then: { id: null, route: { connector: 'CO-x' } } } } } : m,
      ),
    };
    const locked = readOnlyMethods(doc);
    expect([...locked.keys()]).toEqual(['directdebit']);
    expect(locked.get('directdebit')).toContain('IbanRegexp');
  });

  it('locates a document path in its method and tree', () => {
    expect(treeOfPath('methods/2/routing/tree/then/route/connector')).toEqual({ index: 2, kind: 'routing' });
    expect(treeOfPath('methods/0/availability/tree')).toEqual({ index: 0, kind: 'availability' });
    expect(treeOfPath('methods/1/defaultConnector/connector')).toBeNull();
    expect(treeOfPath('tree/then')).toBeNull();
  });
});
