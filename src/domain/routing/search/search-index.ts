import { constraintInfo } from '../condition-catalogue';
import { noConnectorNames, type ConnectorNameLookup } from '../describe/connector-names';
import { describeCondition } from '../describe/describe-condition';
import type { RuleNode } from '../document';

/** One rule node with the texts a search may find it by, lower-cased once so each query is a scan. */
export interface SearchEntry {
  path: string;
  texts: string[];
}

/** Rule nodes in document order with their searchable texts; build once per document, query many times. */
export type SearchIndex = readonly SearchEntry[];

/** Every scalar inside a params value (arrays and nested objects flattened); keys are not searched. */
const paramValues = (value: unknown, out: string[]): void => {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) for (const item of value) paramValues(item, out);
  else if (typeof value === 'object') for (const item of Object.values(value as Record<string, unknown>)) paramValues(item, out);
  else out.push(String(value));
};

const connectorTexts = (guid: string, names: ConnectorNameLookup, out: string[]): void => {
  out.push(guid);
  const name = names(guid);
  if (name) out.push(name);
};

const textsOf = (node: RuleNode, names: ConnectorNameLookup): string[] => {
  const texts: string[] = [];
  if (typeof node.id === 'string') texts.push(node.id);
  if (node.if) {
    texts.push(node.if.constraint, describeCondition(node.if, names));
    const info = constraintInfo(node.if.constraint);
    if (info) texts.push(info.name);
    const values: string[] = [];
    paramValues(node.if.params, values);
    // A GUID among the values (InitialConnector, counters) is also found by its connector's name.
    for (const value of values) connectorTexts(value, names, texts);
  }
  if (node.route) {
    connectorTexts(node.route.connector, names, texts);
    for (const ref of node.route.onFail ?? []) connectorTexts(ref.connector, names, texts);
  }
  if (node.action) texts.push(node.action);
  return texts.map((t) => t.toLowerCase());
};

/**
 * The search index of one tree, pre-order with `then` before `else` (the order the outline lists
 * and the graph draws). Iterative, so a chain of thousands of rules cannot overflow the stack.
 */
export const buildSearchIndex = (root: RuleNode | null | undefined, treePath = 'tree', names: ConnectorNameLookup = noConnectorNames): SearchIndex => {
  const entries: SearchEntry[] = [];
  const stack: Array<{ node: RuleNode; path: string }> = root ? [{ node: root, path: treePath }] : [];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    entries.push({ path, texts: textsOf(node, names) });
    if (node.else) stack.push({ node: node.else, path: `${path}/else` });
    if (node.then) stack.push({ node: node.then, path: `${path}/then` });
  }
  return entries;
};

/**
 * Paths of the rule nodes matching `query`, in document order. Case-insensitive; the whole query
 * (trimmed, inner whitespace collapsed) must occur in one text of the node: a connector name or
 * GUID, the condition's sentence, constraint or display name, one param value, or the rule id.
 */
export const searchIndex = (index: SearchIndex, query: string): string[] => {
  const needle = query.trim().replace(/\s+/g, ' ').toLowerCase();
  if (needle === '') return [];
  return index.filter((entry) => entry.texts.some((text) => text.includes(needle))).map((entry) => entry.path);
};

/** One-off search of a tree; for repeated queries keep the index. */
export const searchTree = (root: RuleNode | null | undefined, query: string, names?: ConnectorNameLookup, treePath = 'tree'): string[] =>
  searchIndex(buildSearchIndex(root, treePath, names), query);
