import { z } from 'zod';

/**
 * What the routing analysis says about a document (issue 13): things the gateway accepts and the
 * tenant regrets. Shaped like the validator's `ValidationIssue` (path, nodeId, message) so the
 * problems panel and the canvas can show both, but always a warning: an analysis finding never
 * blocks a save.
 */
export const FindingCode = z.enum([
  /** No transaction can reach this node (the top-most node of a dead branch). */
  'unreachable',
  /** Every transaction that reaches the condition and can be evaluated takes `then`. */
  'always-true',
  /** Every transaction that reaches the condition and can be evaluated takes `else`. */
  'always-false',
  /** `then` and `else` lead to the same routing: the condition can go. */
  'redundant-condition',
  /** A random split whose two sides are the same: the split can go. */
  'redundant-split',
  /** A failover chain that names the primary again, or a connector twice. */
  'failover-repeats',
  /** A connector of a route or `onFail` chain declares it does not accept a value that can reach the route. */
  'capability-declared',
  /** A connector never processed a value that can reach its route successfully in the observed window. */
  'capability-observed',
]);
export type FindingCode = z.infer<typeof FindingCode>;

export const Finding = z.object({
  code: FindingCode,
  severity: z.literal('warning'),
  /** Where, `/`-separated like validation paths: a node (`tree/else/then`) or a field of it (`…/route/onFail/1/connector`). */
  path: z.string(),
  /** Path of the rule node the finding belongs to (the graph's node id). */
  nodeId: z.string(),
  /** The ancestor rule whose branch explains the finding (reachability), for highlighting; null when none. */
  causeNodeId: z.string().nullable(),
  /** The reason in words. */
  message: z.string(),
});
export type Finding = z.infer<typeof Finding>;
