import type { ConnectorNameLookup } from '../describe/connector-names';
import { describeCondition } from '../describe/describe-condition';
import type { Condition, Route, RuleNode } from '../document';
import { walkTree } from '../tree-walk';
import type { Finding } from './finding';

/**
 * Redundancy (issue 13, item 2): conditions whose branches route alike, and failover chains that
 * try a connector twice. Structural: two branches are "the same routing" when they are the same
 * rules with the same params and the same routes (rule ids and unknown members aside), so a pair
 * that differs only in list order is not flagged. Never a false alarm, sometimes a missed one.
 */

const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ak = Object.keys(a);
  const bk = Object.keys(b);
  if (ak.length !== bk.length) return false;
  return ak.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
};

const sameCondition = (a: Condition, b: Condition): boolean => a.constraint === b.constraint && sameValue(a.params, b.params);

const sameRoute = (a: Route | undefined, b: Route | undefined): boolean => {
  if (!a || !b) return a === b;
  const af = a.onFail ?? [];
  const bf = b.onFail ?? [];
  return a.connector === b.connector && af.length === bf.length && af.every((c, i) => c.connector === bf[i]!.connector);
};

/** Same routing: both empty (the default), the same leaf, or the same condition over the same branches. */
export const sameRouting = (a: RuleNode | null | undefined, b: RuleNode | null | undefined): boolean => {
  if (a === b || (!a && !b)) return true;
  if (!a || !b) return false;
  if (a.if !== undefined || b.if !== undefined) {
    if (a.if === undefined || b.if === undefined || !a.if || !b.if) return false;
    return sameCondition(a.if, b.if) && sameRouting(a.then, b.then) && sameRouting(a.else, b.else);
  }
  return a.action === b.action && sameRoute(a.route, b.route);
};

// Conditions that can be unevaluable: removing one also sends what it could not evaluate (which
// now stops at the default) down the shared branch. Said in the message, since it changes routing.
const CAN_STOP = new Set(['card', 'customer', 'amount', 'counters']);

const sameBranchesMessage = (condition: Condition, stops: boolean, names: ConnectorNameLookup): string => {
  const rule = `'${describeCondition(condition, names)}'`;
  if (condition.constraint === 'RandomLoadBalancer') return `Both sides of the split ${rule} route the same way: the split can be removed.`;
  const note = stops ? ' (transactions it cannot evaluate, which now use the default connector, would then take that routing too)' : '';
  return `Both branches of ${rule} route the same way: the condition can be removed${note}.`;
};

export const redundancyFindings = (
  root: RuleNode | null | undefined,
  rootPath: string,
  names: ConnectorNameLookup,
  inputOf: (constraint: string) => string | undefined,
  out: Finding[],
): void => {
  walkTree(root, rootPath, (node, path) => {
    if (node.if && (node.then || node.else) && sameRouting(node.then, node.else)) {
      const split = node.if.constraint === 'RandomLoadBalancer';
      out.push({
        code: split ? 'redundant-split' : 'redundant-condition',
        severity: 'warning',
        path,
        nodeId: path,
        causeNodeId: null,
        message: sameBranchesMessage(node.if, CAN_STOP.has(inputOf(node.if.constraint) ?? ''), names),
      });
    }
    if (node.if === undefined && node.route?.onFail?.length) failoverFindings(node.route, path, names, out);
  });
};

/**
 * A connector tried again later in the chain. A repeat of the connector right before it is the
 * gateway's own rejection (1013, the validator reports it), so only the others are findings here.
 */
const failoverFindings = (route: Route, path: string, names: ConnectorNameLookup, out: Finding[]): void => {
  const tried = [route.connector];
  route.onFail!.forEach((fallback, index) => {
    const guid = fallback.connector;
    const previous = tried[tried.length - 1];
    if (guid !== previous && tried.includes(guid)) {
      const name = names(guid) ?? guid;
      const what = guid === route.connector ? 'the primary connector' : `failover connector ${tried.indexOf(guid)}`;
      out.push({
        code: 'failover-repeats',
        severity: 'warning',
        path: `${path}/route/onFail/${index}/connector`,
        nodeId: path,
        causeNodeId: null,
        message: `Failover connector ${index + 1} (${name}) repeats ${what}: the payment is tried on ${name} again.`,
      });
    }
    tried.push(guid);
  });
};
