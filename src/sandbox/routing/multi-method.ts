import { MultiMethodDocument, type MethodBlock, type RuleTree } from '@domain/routing/document';
import { readMultiMethodDocument } from '@domain/routing/read-document';
import { collectRuleIds } from '@domain/routing/rule-ids';
import { treesOf, walkTree } from '@domain/routing/tree-walk';
import { canonicalMethod, ERROR_CODES, type ValidationIssue } from '@domain/routing/validation';
import { orderTree } from './node-order';

/**
 * Top-level defaults of a meta-connector that never had a document (design, documented in the
 * README): availability decided by the rules with "enabled" as fallback, no payment-selection
 * retries, and the platform's 4-hour expiry.
 */
export const MULTI_METHOD_DEFAULTS = { defaultActionDisable: false, paymentSelectionMaxRetries: 0, paymentSelectionExpiryHours: 4 } as const;

const ruleTree = (value: RuleTree | null | undefined): RuleTree | null => (value?.tree ? { ...value, tree: orderTree(value.tree) } : null);

/** A method block in response form: every field present, canonical method spelling. */
export const normaliseBlock = (block: MethodBlock, method: string): MethodBlock => {
  const { method: _m, defaultConnector, disabled, rerouteRecurring, convertDebitToPreauth, availability, routing, ...extras } = block;
  return {
    method,
    defaultConnector: defaultConnector ?? null,
    disabled: disabled ?? false,
    rerouteRecurring: rerouteRecurring ?? false,
    convertDebitToPreauth: convertDebitToPreauth ?? false,
    availability: ruleTree(availability),
    routing: ruleTree(routing),
    ...extras,
  };
};

/**
 * The response form of a stored document: one block per linked method, in the linked order. Blocks
 * of methods that are no longer linked are dropped, since a set would reject them (1010).
 */
export const normaliseMultiMethod = (doc: MultiMethodDocument | undefined, linkedMethods: readonly string[]): MultiMethodDocument => {
  const { version: _v, defaultActionDisable, paymentSelectionMaxRetries, paymentSelectionExpiryHours, methods = [], ...extras } = doc ?? { version: '1', methods: [] };
  const byMethod = new Map(methods.map((b) => [canonicalMethod(b.method, linkedMethods), b]));
  return {
    version: '1',
    defaultActionDisable: defaultActionDisable ?? MULTI_METHOD_DEFAULTS.defaultActionDisable,
    paymentSelectionMaxRetries: paymentSelectionMaxRetries ?? MULTI_METHOD_DEFAULTS.paymentSelectionMaxRetries,
    paymentSelectionExpiryHours: paymentSelectionExpiryHours ?? MULTI_METHOD_DEFAULTS.paymentSelectionExpiryHours,
    methods: linkedMethods.map((m) => normaliseBlock(byMethod.get(m) ?? { method: m }, m)),
    ...extras,
  };
};

/** A stored document, read as `storedSingleMethod` reads one: the hand reader first, the schema for anything else. */
export const storedMultiMethod = (stored: unknown, linkedMethods: readonly string[]): MultiMethodDocument =>
  normaliseMultiMethod(stored === undefined ? undefined : (readMultiMethodDocument(stored) ?? MultiMethodDocument.parse(stored)), linkedMethods);

/** Current default connector per method: a block's `defaultConnector: null` keeps it. */
export const currentDefaults = (current: MultiMethodDocument): Map<string, string | null> =>
  new Map(current.methods.map((b) => [b.method, b.defaultConnector?.connector ?? null]));

/**
 * A rule id echoed into a sent block that still lives in a method the request leaves untouched would
 * exist twice after the merge: 1015, like any other duplicate.
 */
export const idsKeptElsewhere = (current: MultiMethodDocument, request: MultiMethodDocument, linked: readonly string[]): ValidationIssue | undefined => {
  const sent = new Set(request.methods.map((b) => canonicalMethod(b.method, linked)));
  const kept = collectRuleIds({ ...current, methods: current.methods.filter((b) => !sent.has(b.method)) });
  let found: ValidationIssue | undefined;
  for (const { tree, path } of treesOf(request)) {
    walkTree(tree, path, (node, nodePath) => {
      if (!found && node.id && kept.has(node.id))
        found = { code: ERROR_CODES.duplicateRuleId, path: `${nodePath}/id`, nodeId: nodePath, message: `Rule id '${node.id}' is used by a method this request leaves untouched` };
    });
  }
  return found;
};

/**
 * Applies a validated set request (gateway-contract §2): a sent block replaces its method's trees
 * and flags, `defaultConnector` null/omitted keeps the current one, omitted methods stay as they
 * are, and omitted or null top-level settings keep their value.
 */
export const mergeMultiMethod = (current: MultiMethodDocument, request: MultiMethodDocument, linked: readonly string[]): MultiMethodDocument => {
  const sent = new Map(request.methods.map((b) => [canonicalMethod(b.method, linked)!, b]));
  const { version: _v, methods: _m, defaultActionDisable, paymentSelectionMaxRetries, paymentSelectionExpiryHours, ...extras } = request;
  const merged: MultiMethodDocument = {
    ...current,
    ...extras,
    version: '1',
    defaultActionDisable: defaultActionDisable ?? current.defaultActionDisable,
    paymentSelectionMaxRetries: paymentSelectionMaxRetries ?? current.paymentSelectionMaxRetries,
    paymentSelectionExpiryHours: paymentSelectionExpiryHours ?? current.paymentSelectionExpiryHours,
    methods: current.methods.map((block) => {
      const next = sent.get(block.method);
      if (!next) return block;
      return normaliseBlock({ ...next, defaultConnector: next.defaultConnector ?? block.defaultConnector }, block.method);
    }),
  };
  return normaliseMultiMethod(merged, linked);
};
