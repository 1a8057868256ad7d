import { z } from 'zod';
import { Finding } from '../routing/analysis/finding';
import { EvidenceReplay } from './evidence-replay';

/*
 * The evidence's shape, apart from the code that computes it (evidence.ts): the contracts, and with
 * them the SPA's first page (the header's change-request count), need the schema, not the analysis,
 * diff and golden-case evaluation that computing it takes.
 */

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
