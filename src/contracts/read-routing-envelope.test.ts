import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { arbMultiMethodDocument, arbSingleMethodDocument } from '@fixtures/arbitraries';
import { readRoutingEnvelope, RoutingEnvelope } from './bff-api';

const arbEnvelope = fc.oneof(
  fc.record({ kind: fc.constant('single'), connectorGuid: fc.string(), revision: fc.string(), document: arbSingleMethodDocument({ extraMembers: true }) }),
  fc.record({ kind: fc.constant('multi'), connectorGuid: fc.string(), revision: fc.string(), document: arbMultiMethodDocument({ extraMembers: true }) }),
);
/** Envelopes the schema refuses or strips: the wrong kind for the document, members missing or of another type, extra members. */
const arbOddEnvelope = fc.tuple(arbEnvelope, fc.constantFrom('kind', 'connectorGuid', 'revision', 'document', 'extra'), fc.constantFrom<unknown>(undefined, null, 1, 'multi', 'single', {}, { version: '1', tree: null }))
  .map(([envelope, member, value]) => ({ ...envelope, [member]: value }));

describe('readRoutingEnvelope', () => {
  it('gives what RoutingEnvelope.safeParse gives, for any body', () => {
    fc.assert(
      fc.property(fc.oneof(arbEnvelope, arbOddEnvelope, fc.jsonValue({ maxDepth: 2 })), (value) => {
        const body = JSON.parse(JSON.stringify(value ?? null)) as unknown;
        const byHand = readRoutingEnvelope.safeParse(body);
        const schema = RoutingEnvelope.safeParse(body);
        expect(byHand.success).toBe(schema.success);
        if (byHand.success && schema.success) expect(JSON.stringify(byHand.data)).toBe(JSON.stringify(schema.data));
        else expect(JSON.stringify(byHand)).toBe(JSON.stringify(schema));
      }),
      { numRuns: 1000, seed: 16 },
    );
  });

  it('reads a valid envelope without the schema (the point of it: the schema is slow on a large document)', () => {
    const schema = vi.spyOn(RoutingEnvelope, 'safeParse');
    try {
      fc.assert(
        fc.property(arbEnvelope, (envelope) => {
          expect(readRoutingEnvelope.safeParse(JSON.parse(JSON.stringify(envelope))).success).toBe(true);
        }),
        { numRuns: 200, seed: 16 },
      );
      expect(schema).not.toHaveBeenCalled();
    } finally {
      schema.mockRestore();
    }
  });
});
