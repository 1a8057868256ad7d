import { brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoutingEnvelope } from '@contracts/bff-api';
import { arbMultiMethodDocument, arbSingleMethodDocument } from '@fixtures/arbitraries';
import { acceptsBrotli, routingEnvelopeBrotli, routingEnvelopeJson } from './envelope-json';

const arbEnvelope: fc.Arbitrary<RoutingEnvelope> = fc.oneof(
  fc.record({ kind: fc.constant('single' as const), connectorGuid: fc.string(), revision: fc.string(), document: arbSingleMethodDocument() }),
  fc.record({ kind: fc.constant('multi' as const), connectorGuid: fc.string(), revision: fc.string(), document: arbMultiMethodDocument() }),
);

describe('a routing envelope as JSON', () => {
  it('is the text JSON.stringify writes, for any envelope, written again from its remembered document', () => {
    fc.assert(
      fc.property(arbEnvelope, fc.string(), (envelope, otherRevision) => {
        expect(routingEnvelopeJson(envelope)).toBe(JSON.stringify(envelope));
        // A second envelope around the same document object (the next load of an unchanged document).
        const next = { ...envelope, revision: otherRevision };
        expect(routingEnvelopeJson(next)).toBe(JSON.stringify(next));
      }),
    );
  });

  it('writes each document object once, and a new object anew', () => {
    const plain = { version: '1', default: null, rerouteRecurring: false, tree: null } as const;
    let written = 0;
    // toJSON counts how often JSON.stringify writes the document.
    const documentOf = (value: object) => ({ ...plain, toJSON: () => (written++, value) });
    const envelopeOf = (revision: string, document: object) => ({ kind: 'single', connectorGuid: 'CO-1', revision, document }) as RoutingEnvelope;
    const counted = documentOf(plain);
    routingEnvelopeJson(envelopeOf('r1', counted));
    routingEnvelopeJson(envelopeOf('r2', counted));
    expect(written).toBe(1);
    const other = documentOf({ ...plain, default: { connector: 'CO-2' } });
    expect(JSON.parse(routingEnvelopeJson(envelopeOf('r3', other))).document.default).toEqual({ connector: 'CO-2' });
    expect(written).toBe(2);
  });

  it('compressed: brotli of that JSON, the same bytes for the next envelope of the same document, new ones when the envelope or the document differs', async () => {
    await fc.assert(
      fc.asyncProperty(arbEnvelope, fc.string(), async (envelope, otherRevision) => {
        const first = await routingEnvelopeBrotli(envelope);
        expect(brotliDecompressSync(first).toString()).toBe(JSON.stringify(envelope));
        expect(await routingEnvelopeBrotli({ ...envelope })).toBe(first);
        const next = { ...envelope, revision: `${envelope.revision}${otherRevision}+` };
        expect(brotliDecompressSync(await routingEnvelopeBrotli(next)).toString()).toBe(JSON.stringify(next));
        const copy = { ...envelope, document: structuredClone(envelope.document) } as RoutingEnvelope;
        expect(await routingEnvelopeBrotli(copy)).not.toBe(first);
      }),
      { numRuns: 30 },
    );
  });
});

describe('acceptsBrotli', () => {
  it('is true when the header names br without q=0', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('BR;q=0.5')).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('br; q=0.000, gzip')).toBe(false);
    expect(acceptsBrotli('gzip, identity')).toBe(false);
    expect(acceptsBrotli('brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
