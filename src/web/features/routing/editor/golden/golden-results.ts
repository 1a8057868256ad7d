import type { GoldenCaseDto } from '@contracts/bff-golden';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { checkGoldenCase, evaluationContext, type EvaluationSettings, type GoldenResult } from '@domain/routing/evaluation';

export interface GoldenRun {
  gc: GoldenCaseDto;
  result: GoldenResult;
}

/**
 * Every case against one document; cheap (exact chances, no draws), so it runs on every edit. The
 * context is the one the BFF checks with at save time (the domain's `evaluationContext` with the same
 * environment settings, no random source), so a case passing here passes there.
 */
export const runGoldenCases = (doc: AnyDocument, cases: readonly GoldenCaseDto[], settings: EvaluationSettings): GoldenRun[] => {
  const ctx = evaluationContext(settings);
  return cases.map((gc) => ({ gc, result: checkGoldenCase(doc, gc, ctx) }));
};
