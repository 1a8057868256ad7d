import type { RuleNode } from './document';
import { ERROR_CODES, type ValidationIssue } from './validation/issue';

/**
 * The studio's bound on a routing document, one for the domain schema, the editor, the BFF and the
 * sandbox gateway. The real platform's limits are not published; these allow everything the editor
 * is used for (a 20,000-rule document, rules nested far deeper than any real routing) and keep every
 * recursive step (schema, validator, graph, evaluator, audit, jsonb) far from a stack overflow.
 * The JSON around a document is bounded too (`JSON_LIMITS` in `src/domain/json`), before parsing.
 */
export const ROUTING_LIMITS = { maxRuleNodes: 50_000, maxRuleDepth: 200 } as const;

interface Trees {
  tree?: RuleNode | null;
  methods?: ReadonlyArray<{ availability?: { tree?: RuleNode | null } | null; routing?: { tree?: RuleNode | null } | null }>;
}

const treesOf = (doc: Trees): Array<{ path: string; tree: RuleNode | null | undefined }> =>
  Array.isArray(doc.methods)
    ? doc.methods.flatMap((block, i) => [
        { path: `methods/${i}/availability/tree`, tree: block?.availability?.tree },
        { path: `methods/${i}/routing/tree`, tree: block?.routing?.tree },
      ])
    : [{ path: 'tree', tree: doc.tree }];

/**
 * The first way a document exceeds `ROUTING_LIMITS`, as a 1010 issue naming the limit (for depth,
 * at the first rule that is too deep), or undefined. Iterative: safe on any input depth.
 */
export const routingLimitIssue = (doc: unknown): ValidationIssue | undefined => {
  if (doc === null || typeof doc !== 'object') return undefined;
  let nodes = 0;
  for (const { path, tree } of treesOf(doc as Trees)) {
    const stack: Array<{ node: unknown; path: string; depth: number }> = tree ? [{ node: tree, path, depth: 1 }] : [];
    while (stack.length > 0) {
      const { node, path: at, depth } = stack.pop()!;
      if (node === null || typeof node !== 'object') continue;
      nodes += 1;
      if (depth > ROUTING_LIMITS.maxRuleDepth) {
        return { code: ERROR_CODES.malformed, path: at, nodeId: at, message: `Rules are nested more than ${ROUTING_LIMITS.maxRuleDepth} deep (the studio's limit on rule depth)` };
      }
      const { then, else: otherwise } = node as { then?: unknown; else?: unknown };
      if (otherwise) stack.push({ node: otherwise, path: `${at}/else`, depth: depth + 1 });
      if (then) stack.push({ node: then, path: `${at}/then`, depth: depth + 1 });
    }
  }
  if (nodes > ROUTING_LIMITS.maxRuleNodes) {
    return { code: ERROR_CODES.malformed, path: '', nodeId: null, message: `The document has ${nodes.toLocaleString('en-US')} rules, more than ${ROUTING_LIMITS.maxRuleNodes.toLocaleString('en-US')} (the studio's limit on rules per document)` };
  }
  return undefined;
};
