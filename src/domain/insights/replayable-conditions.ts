import { PAYMENT_RECORD_FIELD_WORDS } from '../bi/payment-record-fields';
import { kindOf } from '../routing/conditions/catalogue';
import type { RuleNode } from '../routing/document';
import type { TraceStep } from '../routing/evaluation/outcome';
import type { RecordFacts } from './payment-record';

/**
 * Which conditions a BI record can answer: each kind's `replay` facet (`routing/conditions/<kind>.ts`).
 * A replay evaluates the record's facts; a condition whose facts the record never holds (or did not
 * hold for this record) cannot be decided from history, so a record whose path meets one is counted
 * apart, never guessed.
 */
export const replayBlockerFor = (condition: { constraint: string; params?: Record<string, unknown> | undefined }): ((facts: RecordFacts) => string | null) => {
  const replay = kindOf(condition.constraint)?.replay;
  if (!replay) {
    const why = `'${condition.constraint}' is not a condition the studio knows`;
    return () => why;
  }
  if (!replay.replayable) return () => replay.why;
  const params = condition.params ?? {};
  if (replay.blocker) return (facts) => replay.blocker!(params, facts.tx);
  const needs = replay.needs;
  return (facts) => {
    for (const field of needs) if (facts.absent.has(field)) return `the record has no ${PAYMENT_RECORD_FIELD_WORDS[field]}`;
    return null;
  };
};

/** replayBlockerFor asked once; a walker prepares it per condition instead (it asks for every record). */
export const replayBlocker = (condition: { constraint: string; params?: Record<string, unknown> | undefined }, facts: RecordFacts): string | null => replayBlockerFor(condition)(facts);

/**
 * The first condition on an evaluated path that the record cannot answer, with why; null when the
 * whole path can be replayed. `nodes`: the document's rule nodes by path (their params).
 */
export const blockerOnPath = (trace: readonly TraceStep[], nodes: ReadonlyMap<string, RuleNode>, facts: RecordFacts): { path: string; why: string } | null => {
  for (const step of trace) {
    if (!step.constraint) continue;
    const why = replayBlocker({ constraint: step.constraint, params: nodes.get(step.path)?.if?.params as Record<string, unknown> | undefined }, facts);
    if (why) return { path: step.path, why };
  }
  return null;
};
