import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setAt } from '@domain/routing/commands';
import { arbMultiMethodDocument, arbSingleMethodDocument } from '@fixtures/arbitraries';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { createDocumentDecoder, createDocumentEncoder, type WireDocument } from './document-transfer';

/** As postMessage delivers it. */
const wire = (w: WireDocument): WireDocument => structuredClone(w);

describe('document transfer to the analysis worker', () => {
  it('any document, single- or multi-method, arrives equal to what was sent, edit after edit', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(arbSingleMethodDocument({ maxDepth: 4 }), arbMultiMethodDocument({ maxDepth: 3 })), { minLength: 1, maxLength: 4 }), (docs) => {
        const encode = createDocumentEncoder();
        const decode = createDocumentDecoder();
        for (const doc of docs) expect(decode(wire(encode(doc)))).toEqual(doc);
      }),
      { numRuns: 150 },
    );
  });

  it('after an edit only the nodes on the path to the change are sent again', () => {
    const doc = largeCardRouterDocument(5000);
    const encode = createDocumentEncoder();
    const decode = createDocumentDecoder();
    const first = encode(doc);
    expect(first.reset).toBe(true);
    expect(first.nodes).toHaveLength(5000);
    decode(wire(first));
    // An edit deep in the tree: setAt rebuilds the nodes from the root down to the change.
    let path = 'tree';
    let node = doc.tree!;
    while (node.then || node.else) {
      const branch = node.then ? 'then' : 'else';
      node = node[branch]!;
      path += `/${branch}`;
    }
    const edited = setAt(doc, `${path}/id`, 'MPR-edited');
    const second = encode(edited);
    expect(second.reset).toBe(false);
    expect(second.nodes.length).toBe(path.split('/').length);
    expect(decode(wire(second))).toEqual(edited);
  });
});
