import type { MultiMethodDocument, RuleNode, SingleMethodDocument } from './document';

export type AnyDocument = SingleMethodDocument | MultiMethodDocument;

export const isMultiMethodDocument = (doc: AnyDocument): doc is MultiMethodDocument => 'methods' in doc && Array.isArray(doc.methods);

/** Every tree of a document with its path: `tree`, or `methods/<i>/availability/tree` and `methods/<i>/routing/tree`. */
export const treesOf = (doc: AnyDocument): Array<{ path: string; tree: RuleNode | null | undefined }> =>
  isMultiMethodDocument(doc)
    ? doc.methods.flatMap((block, i) => [
        { path: `methods/${i}/availability/tree`, tree: block.availability?.tree },
        { path: `methods/${i}/routing/tree`, tree: block.routing?.tree },
      ])
    : [{ path: 'tree', tree: doc.tree }];

/** Visits every node of a tree in document order (pre-order, then before else). */
export const walkTree = (root: RuleNode | null | undefined, path: string, visit: (node: RuleNode, path: string, depth: number) => void): void => {
  const go = (node: RuleNode, nodePath: string, depth: number) => {
    visit(node, nodePath, depth);
    if (node.then) go(node.then, `${nodePath}/then`, depth + 1);
    if (node.else) go(node.else, `${nodePath}/else`, depth + 1);
  };
  if (root) go(root, path, 0);
};

export const countNodes = (root: RuleNode | null | undefined): number => {
  let n = 0;
  walkTree(root, '', () => (n += 1));
  return n;
};

/** Rewrites every node bottom-up; `map` receives the node with its branches already rewritten. */
export const mapTree = (root: RuleNode | null | undefined, map: (node: RuleNode) => RuleNode): RuleNode | null | undefined => {
  if (!root) return root;
  const next: RuleNode = { ...root };
  if (root.then !== undefined) next.then = mapTree(root.then, map);
  if (root.else !== undefined) next.else = mapTree(root.else, map);
  return map(next);
};
