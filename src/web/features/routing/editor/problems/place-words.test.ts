import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeInWords } from '@domain/routing/describe';
import { noConnectorNames } from '@domain/routing/describe/connector-names';
import { walkTree } from '@domain/routing/tree-walk';
import { arbSingleMethodDocument } from '@fixtures/arbitraries';
import { arbSingleSequence, withIds } from '@fixtures/command-arbitraries';
import { placeWords } from './place-words';

const FIELDS = ['', '/route/connector', '/route/onFail/0/connector', '/if/params/percentTrue', '/if/constraint', '/id', '/then', '/else'];

describe('placeWords', () => {
  it('says what placeInWords says, edit after edit, for rules, their fields and empty branches', () => {
    fc.assert(
      fc.property(arbSingleMethodDocument({ maxDepth: 4 }).chain((doc) => arbSingleSequence(withIds(doc), 6)), (docs) => {
        for (const doc of docs) {
          const paths = ['default/connector', 'version', 'tree'];
          walkTree(doc.tree, 'tree', (_, path) => paths.push(...FIELDS.map((f) => `${path}${f}`)));
          for (const path of paths) expect(placeWords(doc, path, noConnectorNames)).toBe(placeInWords(doc, path, noConnectorNames));
        }
      }),
      { numRuns: 60 },
    );
  });
});
