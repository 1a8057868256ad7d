import type { GoldenCaseDto } from '../../../../../contracts/bff-golden';
import type { AnyDocument } from '../../../../../domain/routing/tree-walk';
import { checkGoldenCase, type GoldenResult } from '../../../../../domain/routing/evaluation';
import { simulationContext } from '../model/simulate';

export interface GoldenRun {
  gc: GoldenCaseDto;
  result: GoldenResult;
}

/** Every case against one document; cheap (exact chances, no draws), so it runs on every edit. */
export const runGoldenCases = (doc: AnyDocument, cases: readonly GoldenCaseDto[]): GoldenRun[] => {
  const ctx = simulationContext(1);
  return cases.map((gc) => ({ gc, result: checkGoldenCase(doc, gc, ctx) }));
};
