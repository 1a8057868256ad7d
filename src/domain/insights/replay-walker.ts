import type { RuleNode } from '../routing/document';
import { prepareCondition } from '../routing/evaluation/evaluate-condition';
import type { EvaluationContext, SimTransaction } from '../routing/evaluation/transaction';
import type { RecordFacts } from './payment-record';
import { replayBlockerFor } from './replayable-conditions';

/** Where one record's walk through a tree ended. */
export type ReplayEnd =
  /** The connector routing picks first (null: the document has no default to fall back to). */
  | { kind: 'routed'; connector: string | null }
  /** A condition on the path the record cannot answer: the record is counted apart, never guessed. */
  | { kind: 'blocked'; path: string; why: string };

export interface ReplayWalker {
  /** The graph node ids (document paths) the walker counts visits for, in `visits` order; the default's id is `<tree>#default`. */
  readonly paths: readonly string[];
  /** Walks one record. */
  walk(tx: SimTransaction, ctx: EvaluationContext, facts: RecordFacts): ReplayEnd;
  /** Adds 1 to `visits[i]` for each node the last walk passed (the caller decides whether it counts). */
  countLastWalk(visits: Uint32Array): void;
}

type Step = (tx: SimTransaction, ctx: EvaluationContext, facts: RecordFacts, passed: number[]) => ReplayEnd;

/**
 * A single-method tree compiled for replaying BI records: the conditions are prepared once (as in
 * `compileTree`, whose semantics it keeps: an unevaluable condition or an empty branch falls to the
 * default), each condition first asks whether the record can answer it at all (`replayBlockerFor`, prepared once per node),
 * and instead of a trace it notes the node indexes passed, so a million records allocate nothing
 * per node. Property-tested against `evaluate` on records that hold every field.
 */
export const replayWalker = (tree: RuleNode | null | undefined, defaultConnector: string | null | undefined, treePath = 'tree'): ReplayWalker => {
  const paths: string[] = [];
  const indexOf = (path: string) => paths.push(path) - 1;
  const defaultIndex = indexOf(`${treePath}#default`);
  const toDefault: ReplayEnd = Object.freeze({ kind: 'routed', connector: defaultConnector ?? null });
  const fallthrough: Step = (_tx, _ctx, _facts, passed) => {
    passed.push(defaultIndex);
    return toDefault;
  };

  const compileNode = (node: RuleNode, path: string): Step => {
    // Neither a condition nor a route (a mid-edit draft): falls to the default, as `compileTree` does.
    if (node.if === undefined && !node.route) return fallthrough;
    const index = indexOf(path);
    if (node.if !== undefined) {
      const condition = node.if;
      const test = prepareCondition(condition);
      const params = condition?.params as Record<string, unknown> | undefined;
      const blockerOf = replayBlockerFor({ constraint: String(condition?.constraint), params });
      const onTrue = node.then ? compileNode(node.then, `${path}/then`) : fallthrough;
      const onFalse = node.else ? compileNode(node.else, `${path}/else`) : fallthrough;
      return (tx, ctx, facts, passed) => {
        const why = blockerOf(facts);
        if (why) return { kind: 'blocked', path, why };
        passed.push(index);
        const result = test(tx, ctx);
        if (result === 'unevaluable') return fallthrough(tx, ctx, facts, passed);
        return result ? onTrue(tx, ctx, facts, passed) : onFalse(tx, ctx, facts, passed);
      };
    }
    const end: ReplayEnd = Object.freeze({ kind: 'routed', connector: node.route!.connector });
    return (_tx, _ctx, _facts, passed) => {
      passed.push(index);
      return end;
    };
  };

  const root = tree ? compileNode(tree, treePath) : fallthrough;
  const passed: number[] = [];
  return {
    paths,
    walk: (tx, ctx, facts) => {
      passed.length = 0;
      return root(tx, ctx, facts, passed);
    },
    countLastWalk: (visits) => {
      for (const i of passed) visits[i]! += 1;
    },
  };
};
