import { STUDIO_CATALOGUE } from '../conditions/catalogue';
import { routeMethodProblem, routeTargetProblem, type ConnectorInfo } from '../connector';
import type { RuleNode, TreeKind } from '../document';
import type { ValidationContext } from './context';
import { ERROR_CODES, type ValidationIssue } from './issue';
import { paramsIssues } from './zod-issues';
import { createTreeSegments, listTree, type TreeSegments } from '../tree-segments';
import { parseParams } from '../conditions/parse-params';

export interface TreeOptions {
  kind: TreeKind;
  /** Multi-method trees accept only the six-condition subset (1011). */
  multiMethod: boolean;
  /** Availability trees: an `enable` leaf needs a default connector for the method (1014); undefined = not known, not checked. */
  hasDefaultConnector?: boolean;
  /** The payment method the tree routes (with `checkRouteMethods`). */
  method?: string;
}

/** Rule ids seen so far across all trees of one document, with the path of the rule that had each first (1015). */
export type SeenIds = Map<string, string>;

const issue = (code: number, path: string, nodeId: string | null, message: string): ValidationIssue => ({ code, path, nodeId, message });

/** Issues of one route's connectors: unknown, disabled, archived, meta, other merchant, onFail repeating its predecessor (1013). */
const connectorMaps = new WeakMap<readonly ConnectorInfo[], Map<string, ConnectorInfo>>();
/** One lookup map per connector list, not per route: a 5,000-node tree has thousands of routes. */
const connectorsByGuid = (connectors: readonly ConnectorInfo[]) => {
  let map = connectorMaps.get(connectors);
  if (!map) connectorMaps.set(connectors, (map = new Map(connectors.map((c) => [c.guid, c]))));
  return map;
};

export const routeIssues = (route: NonNullable<RuleNode['route']>, routePath: string, nodeId: string | null, ctx: ValidationContext, method?: string): ValidationIssue[] => {
  const out: ValidationIssue[] = [];
  const byGuid = connectorsByGuid(ctx.connectors);
  const check = (guid: string, path: string) => {
    const target = byGuid.get(guid);
    const problem = routeTargetProblem(target, guid, ctx.metaConnector) ?? (ctx.checkRouteMethods ? routeMethodProblem(target, guid, method) : undefined);
    if (problem) out.push(issue(ERROR_CODES.invalidConnector, path, nodeId, problem));
  };
  check(route.connector, `${routePath}/connector`);
  let previous = route.connector;
  (route.onFail ?? []).forEach((fallback, index) => {
    const path = `${routePath}/onFail/${index}/connector`;
    if (fallback.connector === previous) {
      out.push(issue(ERROR_CODES.invalidConnector, path, nodeId, `Failover connector '${fallback.connector}' repeats the connector before it`));
    } else {
      check(fallback.connector, path);
    }
    previous = fallback.connector;
  });
  return out;
};

const conditionIssues = (node: RuleNode, path: string, ctx: ValidationContext, options: TreeOptions): ValidationIssue[] => {
  const condition = node.if!;
  const constraintPath = `${path}/if/constraint`;
  const paramsPath = `${path}/if/params`;
  const kind = (ctx.catalogue ?? STUDIO_CATALOGUE).kindOf(condition.constraint);
  if (kind) {
    if (options.multiMethod && !kind.multiMethod) {
      return [issue(ERROR_CODES.unknownConstraint, constraintPath, path, `Constraint '${condition.constraint}' is not allowed in multi-method routing`)];
    }
    const parsed = parseParams(kind.params, condition.params);
    return parsed.success ? [] : paramsIssues(parsed.error, paramsPath, path);
  }
  const extra = ctx.extraConstraints?.get(condition.constraint);
  if (!extra) return [issue(ERROR_CODES.unknownConstraint, constraintPath, path, `Unknown constraint '${condition.constraint}'`)];
  if (options.multiMethod) {
    return [issue(ERROR_CODES.unknownConstraint, constraintPath, path, `Constraint '${condition.constraint}' is not allowed in multi-method routing`)];
  }
  const problem = extra(condition.params);
  return problem ? [issue(ERROR_CODES.invalidParams, paramsPath, path, `Invalid params: ${problem}`)] : [];
};

const structureIssues = (node: RuleNode, path: string, options: TreeOptions): ValidationIssue[] => {
  const hasBranch = (b: RuleNode | null | undefined) => b !== undefined && b !== null;
  const isLeaf = node.route !== undefined || node.action !== undefined;
  if (node.if !== undefined && isLeaf) return [issue(ERROR_CODES.invalidStructure, path, path, 'A node cannot be both a condition and a leaf')];
  if (node.if !== undefined && !hasBranch(node.then) && !hasBranch(node.else))
    return [issue(ERROR_CODES.invalidStructure, `${path}/then`, path, 'A condition needs a then or an else branch')];
  if (node.if === undefined && !isLeaf) return [issue(ERROR_CODES.invalidStructure, path, path, 'A node needs a condition or a leaf')];
  if (isLeaf) {
    // A null branch on a leaf says nothing; only a real subtree under a leaf is a structure error.
    for (const branch of ['then', 'else'] as const)
      if (hasBranch(node[branch])) return [issue(ERROR_CODES.invalidStructure, `${path}/${branch}`, path, 'A leaf cannot have branches')];
    if (node.route !== undefined && node.action !== undefined) return [issue(ERROR_CODES.invalidStructure, path, path, 'A leaf has either a route or an action')];
    if (options.kind === 'availability' && node.route !== undefined)
      return [issue(ERROR_CODES.invalidStructure, `${path}/route`, path, 'An availability tree ends in enable or disable actions, not routes')];
    if (options.kind === 'routing' && node.action !== undefined)
      return [issue(ERROR_CODES.invalidStructure, `${path}/action`, path, 'A routing tree ends in routes, not enable or disable actions')];
    if (node.action === 'enable' && options.hasDefaultConnector === false)
      return [issue(ERROR_CODES.invalidStructure, `${path}/action`, path, 'An enable leaf needs a default connector for the method')];
  }
  return [];
};

// Paths are spelled out only for an issue: on a 20,000-rule tree every rule's id is checked on every edit.
const idIssue = (ruleId: string, path: string, ctx: ValidationContext, seen: SeenIds): ValidationIssue | undefined => {
  if (!ctx.knownRuleIds.has(ruleId)) return issue(ERROR_CODES.malformed, `${path}/id`, path, `Unknown rule id '${ruleId}'`);
  const first = seen.get(ruleId);
  if (first !== undefined) return issue(ERROR_CODES.duplicateRuleId, `${path}/id`, path, `Rule id '${ruleId}' is used more than once (first at '${first}/id')`);
  seen.set(ruleId, path);
  return undefined;
};

/**
 * What validating a tree keeps for the next validation. Documents are immutable and an edit copies
 * only the path from the root to what it changed, so after an edit nearly every node is the object
 * it was:
 * - `nodes`: a rule node's own checks (structure; condition and route), which depend only on its
 *   content, its path, the context and the tree's options;
 * - `segments`: each unchanged subtree's issues in document order (tree-segments.ts), taken whole,
 *   so an edit on a 20,000-rule tree checks the rules on its path and copies the rest.
 * Rule ids are checked on every validation, in one pass over the ids in document order: a duplicate
 * is a property of the whole document. Same issues with or without a cache (property-tested).
 */
export interface ValidationCache {
  readonly nodes: WeakMap<RuleNode, { path: string; ctx: ValidationContext; options: string; structure: ValidationIssue[]; rest: ValidationIssue[] }>;
  readonly segments: TreeSegments<ValidationIssue | IdCheck, Place>;
}
/** `keptFrom`: see createTreeSegments (tests pass 1, so that small trees reuse parts too). */
export const createValidationCache = (keptFrom?: number): ValidationCache => ({ nodes: new WeakMap(), segments: createTreeSegments(keptFrom) });

/** Where a rule's id is checked, in document order, once the whole tree is listed. */
interface IdCheck {
  ruleId: string;
  nodePath: string;
}
interface Place {
  path: string;
  ctx: ValidationContext;
  options: string;
}
const samePlace = (a: Place, b: Place) => a.path === b.path && a.ctx === b.ctx && a.options === b.options;
const isIdCheck = (item: ValidationIssue | IdCheck): item is IdCheck => 'ruleId' in item;

const optionsKey = (o: TreeOptions) => `${o.kind}|${o.multiMethod}|${o.hasDefaultConnector}|${o.method}`;

/** Validates a rule tree in document order (pre-order, then before else); `path` is the tree's own path, e.g. `tree`. */
export const validateTree = (root: RuleNode | null | undefined, path: string, ctx: ValidationContext, options: TreeOptions, seen: SeenIds, cache?: ValidationCache): ValidationIssue[] => {
  if (!root) return [];
  const key = optionsKey(options);
  const own = (node: RuleNode, nodePath: string) => {
    const hit = cache?.nodes.get(node);
    if (hit && hit.path === nodePath && hit.ctx === ctx && hit.options === key) return hit;
    const rest = [
      ...(node.if !== undefined ? conditionIssues(node, nodePath, ctx, options) : []),
      ...(node.route !== undefined && options.kind === 'routing' ? routeIssues(node.route, `${nodePath}/route`, nodePath, ctx, options.method) : []),
    ];
    const entry = { path: nodePath, ctx, options: key, structure: structureIssues(node, nodePath, options), rest };
    cache?.nodes.set(node, entry);
    return entry;
  };
  const visit = (node: RuleNode, place: Place, out: Array<ValidationIssue | IdCheck>) => {
    const { structure, rest } = own(node, place.path);
    for (const found of structure) out.push(found);
    if (node.id !== null && node.id !== undefined) out.push({ ruleId: node.id, nodePath: place.path });
    for (const found of rest) out.push(found);
    const children: Array<{ node: RuleNode; place: Place }> = [];
    if (node.then) children.push({ node: node.then, place: { path: `${place.path}/then`, ctx, options: key } });
    if (node.else) children.push({ node: node.else, place: { path: `${place.path}/else`, ctx, options: key } });
    return children;
  };
  const out: ValidationIssue[] = [];
  for (const item of listTree(root, { path, ctx, options: key }, { segments: cache?.segments, samePlace, visit })) {
    if (!isIdCheck(item)) out.push(item);
    else {
      const found = idIssue(item.ruleId, item.nodePath, ctx, seen);
      if (found) out.push(found);
    }
  }
  return out;
};
