import { describe, expect, it } from 'vitest';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { locateErrorPath } from './locate-error-path';

describe('locateErrorPath', () => {
  it('maps a route path onto its leaf and the field inside it', () => {
    expect(locateErrorPath(cardRouterDocument, 'tree/then/then/else/route/onFail/1/connector')).toEqual({ nodeId: 'tree/then/then/else', field: 'route/onFail/1/connector' });
  });
  it('maps params and constraint paths onto the condition node', () => {
    expect(locateErrorPath(cardRouterDocument, 'tree/if/params/countries/0')).toEqual({ nodeId: 'tree', field: 'if/params/countries/0' });
    expect(locateErrorPath(cardRouterDocument, 'tree/else/then')).toEqual({ nodeId: 'tree/else/then', field: null });
  });
  it('falls back to the deepest existing node, or the document', () => {
    // `else` of the ExtraData condition is null: the path names a missing branch, shown on its owner.
    expect(locateErrorPath(cardRouterDocument, 'tree/else/else/else/else/else')).toEqual({ nodeId: 'tree/else/else/else/else', field: 'else' });
    expect(locateErrorPath(cardRouterDocument, 'default/connector')).toEqual({ nodeId: null, field: 'default/connector' });
    expect(locateErrorPath(cardRouterDocument, 'version')).toEqual({ nodeId: null, field: 'version' });
  });
  it('maps multi-method paths into the right method and tree', () => {
    expect(locateErrorPath(checkoutDocument, 'methods/2/availability/tree/else/then/action')).toEqual({ nodeId: 'methods/2/availability/tree/else/then', field: 'action' });
    expect(locateErrorPath(checkoutDocument, 'methods/0/routing/tree/else/then/route/connector')).toEqual({ nodeId: 'methods/0/routing/tree/else/then', field: 'route/connector' });
  });
});
