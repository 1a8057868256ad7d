import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbMultiMethodDocument, MULTI_METHODS } from '@fixtures/arbitraries';
import type { MethodBlock, MultiMethodDocument } from './document';
import { multiMethodDelta } from './multi-method-delta';
import { disableLosses } from './multi-method-delta-losses';
import { countNodes } from './tree-walk';

/** Key-order-free JSON, the way the gateway compares documents (it re-serialises what it stores). */
const canon = (value: unknown): string =>
  JSON.stringify(value ?? null, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]])) : v,
  );

/**
 * The contract's merge of a multi-method set (gateway-contract §2), written from its text and
 * independent of the code under test: a sent block replaces that method's trees and flags (omitted
 * flags → false, omitted or empty trees → null), `defaultConnector` null/omitted keeps the current
 * one, omitted methods and omitted/null top-level settings keep their values.
 */
const applyAtGateway = (live: MultiMethodDocument, request: MultiMethodDocument): MultiMethodDocument => {
  const sent = new Map(request.methods.map((b) => [b.method.toLowerCase(), b]));
  return {
    ...live,
    defaultActionDisable: request.defaultActionDisable ?? live.defaultActionDisable,
    paymentSelectionMaxRetries: request.paymentSelectionMaxRetries ?? live.paymentSelectionMaxRetries,
    paymentSelectionExpiryHours: request.paymentSelectionExpiryHours ?? live.paymentSelectionExpiryHours,
    methods: live.methods.map((block) => {
      const s = sent.get(block.method.toLowerCase());
      if (!s) return block;
      const { method: _m, defaultConnector, disabled, rerouteRecurring, convertDebitToPreauth, availability, routing, ...extras } = s;
      return {
        ...extras,
        method: block.method,
        defaultConnector: defaultConnector ?? block.defaultConnector ?? null,
        disabled: disabled ?? false,
        rerouteRecurring: rerouteRecurring ?? false,
        convertDebitToPreauth: convertDebitToPreauth ?? false,
        availability: availability?.tree ? availability : null,
        routing: routing?.tree ? routing : null,
      };
    }),
  };
};

/** The live document as the gateway answers it: every linked method, every member spelled out. */
const arbLive = arbMultiMethodDocument({ extraMembers: true, maxDepth: 2 }).chain((doc) =>
  fc.record({ action: fc.boolean(), retries: fc.integer({ min: 0, max: 9 }), expiry: fc.integer({ min: 0, max: 48 }) }).map(({ action, retries, expiry }): MultiMethodDocument => ({
    version: '1',
    defaultActionDisable: action,
    paymentSelectionMaxRetries: retries,
    paymentSelectionExpiryHours: expiry,
    methods: MULTI_METHODS.map((method) => applyAtGateway({ version: '1', methods: [{ method, defaultConnector: null }] }, { version: '1', methods: [doc.methods.find((b) => b.method === method) ?? { method }] }).methods[0]!),
  })),
);

/** Every object's keys in reverse order: the same document to the gateway. */
const reorderKeys = <T,>(value: T): T => JSON.parse(JSON.stringify(value, (_k, v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v))) as T;

const EDITS = ['same', 'reordered', 'toggleDisabled', 'toggleReroute', 'toggleConvert', 'newTrees', 'newBlock', 'keepDefault', 'disableKeepingRules'] as const;
type Edit = (typeof EDITS)[number];

const edit = (block: MethodBlock, other: MethodBlock, how: Edit): MethodBlock => {
  switch (how) {
    case 'same':
      return structuredClone(block);
    case 'reordered':
      return reorderKeys(block);
    case 'toggleDisabled':
      return { ...block, disabled: !block.disabled };
    case 'toggleReroute':
      return { ...block, rerouteRecurring: !block.rerouteRecurring };
    case 'toggleConvert':
      return { ...block, convertDebitToPreauth: !block.convertDebitToPreauth };
    case 'newTrees':
      return { ...block, availability: other.availability ?? null, routing: other.routing ?? null };
    case 'newBlock':
      return { ...other, method: block.method };
    case 'keepDefault':
      return { ...block, defaultConnector: null };
    case 'disableKeepingRules':
      return { ...other, method: block.method, disabled: true };
  }
};

const KNOWN_MEMBERS = ['method', 'defaultConnector', 'disabled', 'rerouteRecurring', 'convertDebitToPreauth', 'availability', 'routing'];
const TOP = ['defaultActionDisable', 'paymentSelectionMaxRetries', 'paymentSelectionExpiryHours'] as const;

const arbCase = fc
  .tuple(arbLive, arbLive, fc.array(fc.constantFrom(...EDITS), { minLength: 3, maxLength: 3 }), fc.array(fc.constantFrom('same', 'null', 'other'), { minLength: 3, maxLength: 3 }))
  .map(([live, other, edits, tops]) => {
    const next: MultiMethodDocument = { ...structuredClone(live), methods: live.methods.map((b, i) => edit(b, other.methods[i]!, edits[i]!)) };
    TOP.forEach((field, i) => {
      if (tops[i] === 'null') (next as Record<string, unknown>)[field] = null;
      if (tops[i] === 'other') (next as Record<string, unknown>)[field] = other[field];
    });
    return { live, next };
  });

/** One method's block as the gateway would hold it if the whole edited block were sent: the edited document, at the gateway. */
const heldIfSentWhole = (live: MultiMethodDocument, block: MethodBlock) => applyAtGateway(live, { version: '1', methods: [block] }).methods.find((b) => b.method === block.method)!;

describe('multi-method delta (property)', () => {
  it('applied with the contract’s merge, yields the edited document; only the disabled-method losses it reports differ', () => {
    fc.assert(
      fc.property(arbCase, ({ live, next }) => {
        const { request, documentIndexOf } = multiMethodDelta(live, next);
        const merged = applyAtGateway(live, request);
        const losses = new Map(disableLosses(live, next).map((l) => [l.method, l]));
        for (const field of TOP) expect(merged[field]).toEqual(next[field] ?? live[field]);
        next.methods.forEach((block, i) => {
          const want = heldIfSentWhole(live, block);
          const got = merged.methods[i]!;
          const loss = losses.get(block.method);
          if (!loss) return expect(canon(got)).toBe(canon(want));
          // Exactly what the loss names is gone, and nothing else.
          const { method, defaultConnector } = want;
          expect(canon(got)).toBe(canon({ method, defaultConnector, disabled: true, rerouteRecurring: false, convertDebitToPreauth: false, availability: null, routing: null }));
          expect(loss.availabilityRules).toBe(countNodes(block.availability?.tree));
          expect(loss.routingRules).toBe(countNodes(block.routing?.tree));
          expect(loss.flags).toEqual((['rerouteRecurring', 'convertDebitToPreauth'] as const).filter((f) => block[f]));
          expect(loss.otherMembers).toEqual(Object.keys(block).filter((k) => !KNOWN_MEMBERS.includes(k)));
          expect(loss.index).toBe(i);
        });
        expect(documentIndexOf).toEqual(request.methods.map((b) => next.methods.findIndex((n) => n.method === b.method)));
      }),
      { numRuns: 300 },
    );
  });

  it('never sends a method whose edit leaves the gateway as it is, and sends every other one', () => {
    fc.assert(
      fc.property(arbCase, ({ live, next }) => {
        const sent = new Set(multiMethodDelta(live, next).request.methods.map((b) => b.method));
        next.methods.forEach((block, i) => {
          const unchanged = canon(heldIfSentWhole(live, block)) === canon(live.methods[i]);
          expect(sent.has(block.method), `${block.method} ${unchanged ? 'unchanged' : 'changed'}`).toBe(!unchanged);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('sends a method switched off as {method, disabled: true} (with its default connector only when that changed too)', () => {
    fc.assert(
      fc.property(arbCase, ({ live, next }) => {
        const { request } = multiMethodDelta(live, next);
        for (const block of request.methods) {
          const old = live.methods.find((b) => b.method === block.method)!;
          const edited = next.methods.find((b) => b.method === block.method)!;
          if (!edited.disabled || old.disabled) continue;
          const moved = edited.defaultConnector && edited.defaultConnector.connector !== old.defaultConnector?.connector;
          expect(block).toEqual({ method: block.method, disabled: true, ...(moved ? { defaultConnector: edited.defaultConnector } : {}) });
        }
      }),
      { numRuns: 200 },
    );
  });
});
