import type { MultiMethodDocument, RuleNode, SingleMethodDocument } from '@domain/routing/document';
import type { AnyDocument } from '@domain/routing/tree-walk';

/**
 * A routing document sent to the analysis worker as the rule nodes it has not seen yet. Posting the
 * whole document would structured-clone 5,000 nodes on the main thread on every edit (about 10 ms,
 * as long as the analysis itself); the editor's documents are immutable and an edit makes new
 * objects only on the path to what changed, so the nodes the worker already holds go as numbers.
 * The worker keeps every node it was sent by number and rebuilds the document from them.
 */

/** A branch: a node's number, `null` (an empty branch) or absent. */
type Ref = number | null | undefined;

/** A node without its branches, and the numbers of its branches. Children come before their parents. */
export type WireNode = [id: number, node: Omit<RuleNode, 'then' | 'else'>, then: Ref, otherwise: Ref];

export interface WireDocument {
  /** The worker forgets every node it holds first (a new encoder, or one that has sent too many). */
  readonly reset: boolean;
  readonly nodes: WireNode[];
  /** The document with each tree's root as a node number. */
  readonly shell: unknown;
}

/** After this many nodes sent, start again from nothing, so the worker does not hold old drafts forever. */
const MAX_HELD = 200_000;

const withoutBranches = (node: RuleNode): Omit<RuleNode, 'then' | 'else'> => {
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(node)) if (key !== 'then' && key !== 'else') rest[key] = (node as unknown as Record<string, unknown>)[key];
  return rest as Omit<RuleNode, 'then' | 'else'>;
};

const isMulti = (doc: AnyDocument): doc is MultiMethodDocument => 'methods' in doc && Array.isArray(doc.methods);

export const createDocumentEncoder = () => {
  let known = new WeakMap<RuleNode, number>();
  let next = 0;
  let fresh = true;
  return (doc: AnyDocument): WireDocument => {
    if (next > MAX_HELD) {
      known = new WeakMap();
      next = 0;
      fresh = true;
    }
    const nodes: WireNode[] = [];
    const ref = (node: RuleNode | null | undefined): Ref => {
      if (node === null || node === undefined) return node;
      const seen = known.get(node);
      if (seen !== undefined) return seen;
      const then = ref(node.then);
      const otherwise = ref(node.else);
      const id = next++;
      known.set(node, id);
      nodes.push([id, withoutBranches(node), then, otherwise]);
      return id;
    };
    const shell = isMulti(doc)
      ? {
          ...doc,
          methods: doc.methods.map((block) => ({
            ...block,
            ...(block.availability ? { availability: { ...block.availability, tree: ref(block.availability.tree) } } : {}),
            ...(block.routing ? { routing: { ...block.routing, tree: ref(block.routing.tree) } } : {}),
          })),
        }
      : { ...doc, tree: ref((doc as SingleMethodDocument).tree) };
    const reset = fresh;
    fresh = false;
    return { reset, nodes, shell };
  };
};

export const createDocumentDecoder = () => {
  const held = new Map<number, RuleNode>();
  const node = (r: Ref): RuleNode | null | undefined => (r === null || r === undefined ? r : held.get(r));
  return (wire: WireDocument): AnyDocument => {
    if (wire.reset) held.clear();
    for (const [id, rest, then, otherwise] of wire.nodes) {
      const rebuilt: RuleNode = { ...rest };
      if (then !== undefined) rebuilt.then = node(then);
      if (otherwise !== undefined) rebuilt.else = node(otherwise);
      held.set(id, rebuilt);
    }
    const shell = wire.shell as AnyDocument;
    if (!isMulti(shell)) return { ...shell, tree: node((shell as unknown as { tree: Ref }).tree) } as SingleMethodDocument;
    return {
      ...shell,
      methods: shell.methods.map((block) => ({
        ...block,
        ...(block.availability ? { availability: { ...block.availability, tree: node(block.availability.tree as unknown as Ref) } } : {}),
        ...(block.routing ? { routing: { ...block.routing, tree: node(block.routing.tree as unknown as Ref) } } : {}),
      })),
    } as MultiMethodDocument;
  };
};
