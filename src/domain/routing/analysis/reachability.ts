import type { Route, RuleNode } from '../document';
import type { Finding } from './finding';
import { alwaysMessage, unreachableMessage, type TreeWords } from './finding-words';
import type { MoneyWorld } from './money';
import { everything, isBlocked, type ReachState } from './reach-state';
import { splitOn } from './split-condition';

const BRANCHES = ['then', 'else'] as const;

/** Called for every reachable route leaf with what can arrive there (the capability checks). */
export type LeafVisitor = (route: Route, path: string, state: ReachState) => void;

/**
 * Reachability of one tree, top-down: each condition splits what arrives into what goes on to
 * `then` and to `else`. Reports the top-most node of every dead branch (its descendants are dead by
 * the same reason, and one warning per branch is what a person can act on) and every condition that
 * always takes one side. Sound by construction: states only ever over-approximate the transactions
 * that arrive, so a node is called unreachable only when no transaction can arrive.
 */
export const reachabilityFindings = (words: TreeWords, world: MoneyWorld, out: Finding[], onLeaf?: LeafVisitor): void => {
  const visit = (node: RuleNode, path: string, state: ReachState): void => {
    const condition = node.if;
    if (condition === undefined) {
      if (onLeaf && node.route) onLeaf(node.route, path, state);
      return;
    }
    const split = splitOn(state, { path, condition, world });
    const thenDead = isBlocked(split.then);
    const elseDead = isBlocked(split.else);
    // Both dead: no transaction the condition can evaluate arrives; the dead branches say why.
    if (thenDead !== elseDead) {
      const never = thenDead ? 'then' : 'else';
      const why = split[never];
      if (isBlocked(why))
        out.push({
          code: thenDead ? 'always-false' : 'always-true',
          severity: 'warning',
          path,
          nodeId: path,
          causeNodeId: why.cause?.path ?? null,
          message: alwaysMessage(why, condition, never, words),
        });
    }
    for (const branch of BRANCHES) {
      const child = node[branch];
      if (!child) continue;
      const side = split[branch];
      const childPath = `${path}/${branch}`;
      if (isBlocked(side))
        out.push({
          code: 'unreachable',
          severity: 'warning',
          path: childPath,
          nodeId: childPath,
          causeNodeId: side.cause?.path ?? null,
          message: unreachableMessage(side, condition, branch, words),
        });
      else visit(child, childPath, side);
    }
  };
  if (words.root) visit(words.root, words.rootPath, everything(world));
};
