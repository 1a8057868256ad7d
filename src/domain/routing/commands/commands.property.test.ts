import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbMultiMethodDocument, arbSingleMethodDocument, worldContext, worldMultiContext } from '@fixtures/arbitraries';
import { arbMultiCommand, arbSingleCommand, withIds } from '@fixtures/command-arbitraries';
import type { MultiMethodDocument, SingleMethodDocument } from '../document';
import { collectRuleIds } from '../rule-ids';
import { validateMultiMethod, validateSingleMethod } from '../validation';
import { applyCommand } from './apply-command';

const singleValid = (known: Iterable<string>) => (d: SingleMethodDocument) => expect(validateSingleMethod(d, worldContext(known))).toEqual([]);
const multiValid = (known: Iterable<string>) => (d: MultiMethodDocument) => expect(validateMultiMethod(d, worldMultiContext(known))).toEqual([]);

describe('edit commands (property)', () => {
  it('every command keeps a valid single-method document valid, and never touches its input', () => {
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 4 })
          .map((d) => withIds(d))
          .chain((doc) => fc.tuple(fc.constant(doc), arbSingleCommand(doc))),
        ([doc, cmd]) => {
          const before = JSON.stringify(doc);
          const next = applyCommand(doc, cmd);
          expect(JSON.stringify(doc)).toBe(before);
          singleValid(collectRuleIds(doc))(next);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('every command keeps a valid multi-method document valid (availability and routing trees)', () => {
    fc.assert(
      fc.property(
        arbMultiMethodDocument({ maxDepth: 3 })
          .map((d) => withIds(d))
          .filter((d) => d.methods.length > 0)
          .chain((doc) => fc.tuple(fc.constant(doc), arbMultiCommand(doc))),
        ([doc, cmd]) => {
          const before = JSON.stringify(doc);
          const next = applyCommand(doc, cmd);
          expect(JSON.stringify(doc)).toBe(before);
          multiValid(collectRuleIds(doc))(next);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a sequence of commands keeps the document valid at every step', () => {
    const step = (doc: SingleMethodDocument, depth: number): fc.Arbitrary<SingleMethodDocument[]> =>
      depth === 0 ? fc.constant([doc]) : arbSingleCommand(doc).chain((cmd) => step(applyCommand(doc, cmd), depth - 1).map((rest) => [doc, ...rest]));
    fc.assert(
      fc.property(
        arbSingleMethodDocument({ maxDepth: 3 }).chain((doc) => step(withIds(doc), 6)),
        (docs) => docs.forEach(singleValid(collectRuleIds(docs[0]))),
      ),
      { numRuns: 150 },
    );
  });
});
