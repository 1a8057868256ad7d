import { analyseDocument } from '../routing/analysis';
import type { CapabilityBook } from '../routing/analysis/capabilities';
import type { ConnectorNameLookup } from '../routing/describe/connector-names';
import { changesOnGraph, diffMultiMethod, diffSingleMethod, type DocumentChange } from '../routing/diff';
import type { SingleMethodDocument } from '../routing/document';
import { checkGoldenCase, type GoldenCaseInput } from '../routing/evaluation/golden-cases';
import type { EvaluationContext } from '../routing/evaluation/transaction';
import { isMultiMethodDocument, type AnyDocument } from '../routing/tree-walk';
import type { ChangeEvidence } from './evidence-schema';

export { ChangeEvidence, EvidenceChange, GoldenVerdict } from './evidence-schema';

export interface EvidenceInput {
  base: AnyDocument;
  draft: AnyDocument;
  baseRevision: string;
  goldenCases: ReadonlyArray<GoldenCaseInput & { id: number }>;
  context: EvaluationContext;
  names: ConnectorNameLookup;
  /** What the connectors declare and processed recently, as the editor's analysis has them; without it, no capability checks. */
  capabilities?: CapabilityBook;
  now: Date;
}

const diff = (before: AnyDocument, after: AnyDocument, names: ConnectorNameLookup): DocumentChange[] =>
  isMultiMethodDocument(before) && isMultiMethodDocument(after) ? diffMultiMethod(before, after, names) : diffSingleMethod(before as SingleMethodDocument, after as SingleMethodDocument, names);


export const computeEvidence = ({ base, draft, baseRevision, goldenCases, context, names, capabilities, now }: EvidenceInput): ChangeEvidence => {
  const changes = diff(base, draft, names);
  const golden = goldenCases.map((gc) => ({ id: gc.id, name: gc.name, expectedConnector: gc.expectedConnector, ...checkGoldenCase(draft, gc, context) }));
  const analysis = { baseCurrency: context.baseCurrency, rates: context.rates, names, ...(capabilities ? { capabilities } : {}) };
  const findings = analyseDocument(draft, analysis);
  const before = new Set(analyseDocument(base, analysis).map((f) => f.message));
  return {
    computedAt: now.toISOString(),
    baseRevision,
    changes: changes.map(({ kind, path, ruleId, message, method }) => ({ kind, path, ruleId, message, ...(method ? { method } : {}) })),
    graph: changesOnGraph(changes),
    golden,
    findings,
    newFindings: findings.filter((f) => !before.has(f.message)).map((f) => f.message),
  };
};
