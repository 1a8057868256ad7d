import { describe, expect, it } from 'vitest';
import { checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { applyCommand } from './commands';
import type { MultiMethodDocument } from './document';
import { documentPathOf, multiMethodDelta } from './multi-method-delta';
import { disableLosses } from './multi-method-delta-losses';

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

  it('sends nothing for a document that differs only in key order, or in a top-level field left empty (kept)', () => {
    const reordered = JSON.parse(JSON.stringify(live, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v))) as MultiMethodDocument;
    expect(multiMethodDelta(live, reordered).request).toEqual({ version: '1', methods: [] });
    expect(multiMethodDelta(live, { ...live, paymentSelectionMaxRetries: null, defaultActionDisable: undefined }).request).toEqual({ version: '1', methods: [] });
    const kept = applyCommand(live, { type: 'setField', path: 'methods/0/defaultConnector', value: null });
    expect(multiMethodDelta(live, kept).request.methods).toEqual([]);
  });

  it('keeps a default connector changed together with the switch-off', () => {
    let next = applyCommand(live, { type: 'setField', path: 'methods/0/defaultConnector', value: { connector: CONNECTORS.betaEur.guid } });
    next = applyCommand(next, { type: 'setField', path: 'methods/0/disabled', value: true });
    expect(multiMethodDelta(live, next).request.methods).toEqual([{ method: 'Creditcard', disabled: true, defaultConnector: { connector: CONNECTORS.betaEur.guid } }]);
  });
});

describe('disableLosses', () => {
  it('names the rules and flags the gateway drops from a method switched off', () => {
    let next = applyCommand(live, { type: 'setField', path: 'methods/1/disabled', value: true });
    next = applyCommand(next, { type: 'setField', path: 'methods/0/rerouteRecurring', value: true });
    expect(disableLosses(live, next)).toEqual([{ method: 'Paypal', index: 1, availabilityRules: 3, routingRules: 0, flags: [], otherMembers: [] }]);
    next = applyCommand(next, { type: 'setField', path: 'methods/0/disabled', value: true });
    expect(disableLosses(live, next).map((l) => [l.method, l.availabilityRules, l.routingRules, l.flags])).toEqual([
      ['Creditcard', 0, 4, ['rerouteRecurring']],
      ['Paypal', 3, 0, []],
    ]);
  });

  it('reports nothing for a method that was already disabled, has nothing to lose, or is not switched off', () => {
    const bare = { ...live, methods: live.methods.map((m, i) => (i === 1 ? { ...m, availability: null, routing: null } : m)) };
    expect(disableLosses(bare, applyCommand(bare, { type: 'setField', path: 'methods/1/disabled', value: true }))).toEqual([]);
    const off = applyCommand(live, { type: 'setField', path: 'methods/1/disabled', value: true });
    expect(disableLosses(off, applyCommand(off, { type: 'setAction', path: 'methods/1/availability/tree/then', action: 'disable' }))).toEqual([]);
    expect(disableLosses(live, applyCommand(live, { type: 'setField', path: 'methods/1/rerouteRecurring', value: true }))).toEqual([]);
  });
});
