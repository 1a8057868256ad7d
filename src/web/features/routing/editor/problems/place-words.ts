import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { placeInWords } from '@domain/routing/describe';
import { isMultiMethodDocument, type AnyDocument } from '@domain/routing/tree-walk';

type Node = { then?: Node | null; else?: Node | null } | null | undefined;

/** The tree a path runs through (`tree/…`, `methods/<i>/<availability|routing>/tree/…`) and the then/else steps after it. */
const treeOf = (doc: AnyDocument, parts: readonly string[]): { root: Node; from: number } | undefined => {
  if (!isMultiMethodDocument(doc)) return parts[0] === 'tree' ? { root: doc.tree, from: 1 } : undefined;
  if (parts[0] !== 'methods' || parts[3] !== 'tree') return undefined;
  const block = doc.methods[Number(parts[1])];
  if (parts[2] === 'availability') return { root: block?.availability?.tree, from: 4 };
  if (parts[2] === 'routing') return { root: block?.routing?.tree, from: 4 };
  return undefined;
};

/**
 * What a path's words are read from: the rule it names and the condition it hangs under (its parent
 * rule, which an edit of either copies), or the document for a path outside the trees. Edits copy
 * only the path to what they change, so after an edit this object is new only on that path.
 */
const anchorOf = (doc: AnyDocument, parts: readonly string[]): object => {
  const tree = treeOf(doc, parts);
  if (!tree) return doc;
  let node = tree.root;
  let parent: Node;
  for (let i = tree.from; i < parts.length && (parts[i] === 'then' || parts[i] === 'else'); i += 1) {
    parent = node;
    node = node?.[parts[i] as 'then' | 'else'];
  }
  return parent ?? node ?? doc;
};

// Hundreds of warnings are put in words after every edit: their paths are split once.
const PARTS_KEPT = 50_000;
const split = new Map<string, string[]>();
const partsOf = (path: string): string[] => {
  let parts = split.get(path);
  if (!parts) {
    if (split.size >= PARTS_KEPT) split.clear();
    split.set(path, (parts = path.split('/')));
  }
  return parts;
};

const byNames = new WeakMap<ConnectorNameLookup, WeakMap<object, Map<string, string>>>();

/**
 * `placeInWords`, remembered per anchor (see anchorOf): the problems panel lists hundreds of
 * findings on a large tree, and putting every place into words again after each edit cost more
 * than the edit itself.
 */
export const placeWords = (doc: AnyDocument, path: string, names: ConnectorNameLookup): string => {
  let byAnchor = byNames.get(names);
  if (!byAnchor) byNames.set(names, (byAnchor = new WeakMap()));
  const parts = partsOf(path);
  const anchor = anchorOf(doc, parts);
  let words = byAnchor.get(anchor);
  if (!words) byAnchor.set(anchor, (words = new Map()));
  // A multi-method place starts with its method's name, which lives on the block, not on the rules.
  const key = parts[0] === 'methods' && isMultiMethodDocument(doc) ? `${path}\n${doc.methods[Number(parts[1])]?.method}` : path;
  let text = words.get(key);
  if (text === undefined) words.set(key, (text = placeInWords(doc, path, names)));
  return text;
};
