import { z } from 'zod';
import { analyseDocument, Finding } from '../routing/analysis';
import type { CapabilityBook } from '../routing/analysis/capabilities';
import type { ConnectorNameLookup } from '../routing/describe/connector-names';
import { diffMultiMethod, diffSingleMethod, type DocumentChange } from '../routing/diff';
import type { SingleMethodDocument } from '../routing/document';
import { checkGoldenCase, type GoldenCaseInput } from '../routing/evaluation/golden-cases';
import type { EvaluationContext } from '../routing/evaluation/transaction';
import { isMultiMethodDocument, type AnyDocument } from '../routing/tree-walk';
import { EvidenceReplay } from './evidence-replay';

/** One golden test case checked on the request's draft: passing or not, with where it would go. */
export const GoldenVerdict = z.object({
  id: z.number().int(),
  name: z.string(),
  expectedConnector: z.string(),
  pass: z.boolean(),
  shares: z.array(z.object({ connector: z.string().nullable(), probability: z.number() })),
});
export type GoldenVerdict = z.infer<typeof GoldenVerdict>;

export const EvidenceChange = z.object({ kind: z.string(), path: z.string(), ruleId: z.string().nullable(), message: z.string(), method: z.string().optional() });

/**
 * What a reviewer decides on, computed by the studio (not typed by the author) when the request is
 * made, amended or rebased, and again on demand: the change in words, the graph's nodes added,
 * removed and changed (document paths, which are the graph's node ids), every golden case on the
 * draft, the routing analysis's warnings (those the live document does not have counted apart),
 * and the replay of the last 30 days of live payments through the draft. The replay is a job (it
 * reads BI, which takes a while): stored `running` with the rest, its summary written in when it
 * ends (`evidence-replay.ts`). Rows computed before the replay was evidence have none.
 */
export const ChangeEvidence = z.object({
  computedAt: z.iso.datetime({ offset: true }),
  baseRevision: z.string(),
  changes: z.array(EvidenceChange),
  graph: z.object({ added: z.array(z.string()), removed: z.array(z.string()), changed: z.array(z.string()) }),
  golden: z.array(GoldenVerdict),
  findings: z.array(Finding),
  /** Messages of the draft's findings that the base document does not have. */
  newFindings: z.array(z.string()),
  replay: EvidenceReplay.optional(),
});
export type ChangeEvidence = z.infer<typeof ChangeEvidence>;

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

/** Rule changes sorted onto the graph: settings (default connector, flags) have no node. */
const graphOf = (changes: readonly DocumentChange[]) => {
  const added: string[] = [];
  const removed: string[] = [];
  const changed: string[] = [];
  for (const c of changes) {
    if (c.kind === 'setting') continue;
    (c.kind === 'added' ? added : c.kind === 'removed' ? removed : changed).push(c.path);
  }
  return { added, removed, changed: [...new Set(changed)] };
};

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
    graph: graphOf(changes),
    golden,
    findings,
    newFindings: findings.filter((f) => !before.has(f.message)).map((f) => f.message),
  };
};
