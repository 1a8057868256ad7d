import { describe, expect, it } from 'vitest';
import { checkoutDocument } from '../../fixtures/routing-documents';
import { CONNECTORS } from '../../fixtures/world';
import { applyCommand } from './commands';
import type { MultiMethodDocument } from './document';
import { documentPathOf, multiMethodDelta } from './multi-method-delta';

const live = checkoutDocument;

describe('multi-method delta', () => {
  it('sends nothing but the version when nothing changed', () => {
    expect(multiMethodDelta(live, structuredClone(live))).toEqual({ request: { version: '1', methods: [] }, documentIndexOf: [] });
  });

  it('sends only the changed method blocks, with their index in the full document', () => {
    const next = applyCommand(live, { type: 'setAction', path: 'methods/2/availability/tree/then', action: 'enable' });
    const { request, documentIndexOf } = multiMethodDelta(live, next);
    expect(request.methods.map((m) => m.method)).toEqual(['DirectDebit']);
    expect(request.methods[0]).toEqual(next.methods[2]);
    expect(documentIndexOf).toEqual([2]);
    expect(request).not.toHaveProperty('paymentSelectionMaxRetries');
  });

  it('sends a method switched off as {method, disabled: true} and changed top-level fields', () => {
    let next = applyCommand(live, { type: 'setField', path: 'methods/1/disabled', value: true });
    next = applyCommand(next, { type: 'setField', path: 'paymentSelectionMaxRetries', value: 5 });
    const { request } = multiMethodDelta(live, next);
    expect(request).toEqual({ version: '1', paymentSelectionMaxRetries: 5, methods: [{ method: 'Paypal', disabled: true }] });
  });

  it('treats omitted defaults like the gateway does (no change when only spelled differently)', () => {
    const spelled: MultiMethodDocument = { ...live, methods: live.methods.map((m) => ({ ...m, convertDebitToPreauth: undefined })) };
    expect(multiMethodDelta(live, spelled).request.methods).toEqual([]);
    const moved = applyCommand(live, { type: 'setField', path: 'methods/0/defaultConnector', value: { connector: CONNECTORS.betaEur.guid } });
    expect(multiMethodDelta(live, moved).documentIndexOf).toEqual([0]);
  });

  it('maps an error path of the request back onto the full document', () => {
    expect(documentPathOf('methods/0/availability/tree/then/action', [2])).toBe('methods/2/availability/tree/then/action');
    expect(documentPathOf('methods/1/routing/tree', [0, 2])).toBe('methods/2/routing/tree');
    expect(documentPathOf('paymentSelectionMaxRetries', [2])).toBe('paymentSelectionMaxRetries');
  });
});
