import { MultiMethodDocument, SingleMethodDocument, type RuleNode } from '../document';
import { routingLimitIssue } from '../document-limits';
import type { MultiMethodContext, ValidationContext } from './context';
import { ERROR_CODES, type ValidationIssue } from './issue';
import { routeIssues, validateTree, type SeenIds, type ValidationCache } from './validate-tree';
import { schemaIssues } from './zod-issues';

const connectorIssues = (guid: string, path: string, ctx: ValidationContext, method?: string): ValidationIssue[] =>
  routeIssues({ connector: guid }, path.replace(/\/connector$/, ''), null, ctx, method);

/** Every problem the gateway would reject in a single-method document, in document order. A cache makes re-validating after an edit cheap (see ValidationCache). */
export const validateSingleMethod = (doc: SingleMethodDocument, ctx: ValidationContext, cache?: ValidationCache): ValidationIssue[] => {
  // Beyond the studio's limits nothing else is worth checking: the editor must say so before sending.
  const limit = routingLimitIssue(doc);
  if (limit) return [limit];
  const out: ValidationIssue[] = [];
  const method = ctx.metaConnector?.method;
  if (doc.default) out.push(...connectorIssues(doc.default.connector, 'default/connector', ctx, method));
  out.push(...validateTree(doc.tree, 'tree', ctx, { kind: 'routing', multiMethod: false, ...(method ? { method } : {}) }, new Map(), cache));
  return out;
};

/** Canonical spelling of a linked method, matched case-insensitively, or undefined when not linked. */
export const canonicalMethod = (method: string, linked: readonly string[]): string | undefined =>
  linked.find((m) => m.toLowerCase() === method.toLowerCase());

/** Every problem the gateway would reject in a multi-method document, in document order. */
export const validateMultiMethod = (doc: MultiMethodDocument, ctx: MultiMethodContext, cache?: ValidationCache): ValidationIssue[] => {
  const limit = routingLimitIssue(doc);
  if (limit) return [limit];
  const out: ValidationIssue[] = [];
  const seenIds: SeenIds = new Map();
  const seenMethods = new Set<string>();
  doc.methods.forEach((block, index) => {
    const base = `methods/${index}`;
    const method = canonicalMethod(block.method, ctx.linkedMethods);
    if (!method) {
      out.push({ code: ERROR_CODES.malformed, path: `${base}/method`, nodeId: null, message: `Method '${block.method}' is not linked to this meta-connector` });
      return;
    }
    if (seenMethods.has(method)) {
      out.push({ code: ERROR_CODES.malformed, path: `${base}/method`, nodeId: null, message: `Method '${method}' is listed more than once` });
      return;
    }
    seenMethods.add(method);
    if (block.defaultConnector) out.push(...connectorIssues(block.defaultConnector.connector, `${base}/defaultConnector/connector`, ctx, method));
    // `defaultConnector` omitted or null keeps the current one; without `currentDefaults` we cannot know it, so we do not guess.
    const current = ctx.currentDefaults ? (ctx.currentDefaults.get(method) ?? null) : undefined;
    const defaultConnector = block.defaultConnector?.connector ?? current;
    const trees: Array<['availability' | 'routing', RuleNode | null | undefined]> = [
      ['availability', block.availability?.tree],
      ['routing', block.routing?.tree],
    ];
    for (const [kind, tree] of trees) {
      out.push(...validateTree(tree, `${base}/${kind}/tree`, ctx, { kind, multiMethod: true, method, ...(defaultConnector === undefined ? {} : { hasDefaultConnector: defaultConnector !== null }) }, seenIds, cache));
    }
  });
  return out;
};

/** Parses untrusted input and validates it: schema violations first (1010), then the document rules. */
export const checkSingleMethod = (input: unknown, ctx: ValidationContext): { doc?: SingleMethodDocument; issues: ValidationIssue[] } => {
  const parsed = SingleMethodDocument.safeParse(input);
  if (!parsed.success) return { issues: schemaIssues(parsed.error) };
  return { doc: parsed.data, issues: validateSingleMethod(parsed.data, ctx) };
};

export const checkMultiMethod = (input: unknown, ctx: MultiMethodContext): { doc?: MultiMethodDocument; issues: ValidationIssue[] } => {
  const parsed = MultiMethodDocument.safeParse(input);
  if (!parsed.success) return { issues: schemaIssues(parsed.error) };
  return { doc: parsed.data, issues: validateMultiMethod(parsed.data, ctx) };
};
