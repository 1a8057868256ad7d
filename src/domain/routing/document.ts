import { z } from 'zod';
import { routingLimitIssue } from './document-limits';

/**
 * Routing documents as the gateway exchanges them (gateway-interfaces.md, gateway-contract.md §2).
 *
 * These schemas are deliberately structural: they accept every shape the gateway could send or the
 * editor could hold mid-edit (a condition that lost both branches, unknown constraints, params we do
 * not know yet), and keep unknown members (`looseObject`) so a document from a newer gateway survives
 * a load/edit/save round trip. What the gateway would reject is reported by `validate()` with the
 * gateway's error code and path, so the editor can show it on the node instead of failing to load.
 */

export const Condition = z.looseObject({
  constraint: z.string().min(1),
  params: z.record(z.string(), z.unknown()),
});
export type Condition = z.infer<typeof Condition>;

export const ConnectorRef = z.looseObject({ connector: z.string().min(1) });
export type ConnectorRef = z.infer<typeof ConnectorRef>;

export const Route = z.looseObject({
  connector: z.string().min(1),
  onFail: z.array(ConnectorRef).optional(),
});
export type Route = z.infer<typeof Route>;

export const AvailabilityAction = z.enum(['enable', 'disable']);
export type AvailabilityAction = z.infer<typeof AvailabilityAction>;

/**
 * One node of a rule tree. A condition node has `if` and at least one of `then`/`else`; a leaf has
 * `route` (routing trees) or `action` (availability trees). The same shape serves all three tree
 * kinds; which leaf belongs where is a validation rule (1014), not a parse failure.
 */
export const RuleNode = z.looseObject({
  id: z.string().nullable().optional(),
  if: Condition.optional(),
  get then() {
    return RuleNode.nullable().optional();
  },
  get else() {
    return RuleNode.nullable().optional();
  },
  route: Route.optional(),
  action: AvailabilityAction.optional(),
});
export type RuleNode = z.infer<typeof RuleNode>;

export const DocumentVersion = z.literal('1');

/**
 * A document beyond `ROUTING_LIMITS` fails to parse, with the limit in the message (1010 at the
 * gateway). Checked first, iteratively, so the recursive schema below never sees a deeper tree.
 */
const withinLimits = z.unknown().superRefine((doc, ctx) => {
  const issue = routingLimitIssue(doc);
  if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path ? issue.path.split('/') : [] });
});

export const SingleMethodDocument = withinLimits.pipe(z.looseObject({
  version: DocumentVersion,
  default: ConnectorRef.nullable().optional(),
  rerouteRecurring: z.boolean().optional(),
  tree: RuleNode.nullable(),
}));
export type SingleMethodDocument = z.infer<typeof SingleMethodDocument>;

export const RuleTree = z.looseObject({ tree: RuleNode.nullable() });
export type RuleTree = z.infer<typeof RuleTree>;

export const MethodBlock = z.looseObject({
  method: z.string().min(1),
  defaultConnector: ConnectorRef.nullable().optional(),
  disabled: z.boolean().optional(),
  rerouteRecurring: z.boolean().optional(),
  convertDebitToPreauth: z.boolean().optional(),
  availability: RuleTree.nullable().optional(),
  routing: RuleTree.nullable().optional(),
});
export type MethodBlock = z.infer<typeof MethodBlock>;

export const MultiMethodDocument = withinLimits.pipe(z.looseObject({
  version: DocumentVersion,
  defaultActionDisable: z.boolean().nullable().optional(),
  paymentSelectionMaxRetries: z.number().int().min(0).max(9).nullable().optional(),
  paymentSelectionExpiryHours: z.number().int().min(0).nullable().optional(),
  methods: z.array(MethodBlock),
}));
export type MultiMethodDocument = z.infer<typeof MultiMethodDocument>;

export const TreeKind = z.enum(['routing', 'availability']);
export type TreeKind = z.infer<typeof TreeKind>;

export const isConditionNode = (node: RuleNode): boolean => node.if !== undefined;
export const isLeaf = (node: RuleNode): boolean => node.if === undefined && (node.route !== undefined || node.action !== undefined);
