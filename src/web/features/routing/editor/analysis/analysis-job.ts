import { analyseDocument, type CapabilityBook, type Finding } from '@domain/routing/analysis';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { EvaluationSettings } from '@domain/routing/evaluation';
import { treesOf, walkTree, type AnyDocument } from '@domain/routing/tree-walk';
import type { WireDocument } from './document-transfer';

/**
 * One run of the routing analysis as plain data, so it can cross to the analysis worker: the name
 * lookup (a function) becomes the names of the connectors the document mentions.
 */
export interface AnalysisJob {
  readonly document: AnyDocument;
  readonly baseCurrency: string;
  readonly rates: EvaluationSettings['rates'];
  readonly names: Readonly<Record<string, string>>;
  readonly capabilities: CapabilityBook | undefined;
}

/** What the worker is sent: the job, its document as the rule nodes the worker has not seen yet. */
export interface AnalysisRequest {
  readonly id: number;
  readonly document: WireDocument;
  readonly job: Omit<AnalysisJob, 'document'>;
}

/** The worker's answer: `id` says which job it answers, so a stale one can be dropped. */
export interface AnalysisAnswer {
  readonly id: number;
  readonly findings: Finding[];
}

const namesIn = (document: AnyDocument, names: ConnectorNameLookup): Record<string, string> => {
  const out: Record<string, string> = {};
  const add = (guid: string) => {
    if (guid in out) return;
    const name = names(guid);
    if (name !== undefined) out[guid] = name;
  };
  for (const { tree, path } of treesOf(document))
    walkTree(tree, path, (node) => {
      if (!node.route) return;
      add(node.route.connector);
      for (const f of node.route.onFail ?? []) add(f.connector);
    });
  return out;
};

export const analysisJob = (document: AnyDocument, settings: EvaluationSettings, names: ConnectorNameLookup, capabilities: CapabilityBook | undefined): AnalysisJob => {
  let named: Record<string, string> | undefined;
  return {
    document,
    baseCurrency: settings.baseCurrency,
    rates: settings.rates,
    // A walk of the whole tree (~6 ms of a 20,000-rule delete in a profile): made when the job is sent, after the
    // edit has been drawn, not in the render that makes the job.
    get names() {
      return (named ??= namesIn(document, names));
    },
    capabilities,
  };
};

/** The analysis itself, the same on the worker and on the main thread (tests, or a browser without workers). */
export const runAnalysisJob = (job: AnalysisJob): Finding[] =>
  analyseDocument(job.document, {
    baseCurrency: job.baseCurrency,
    rates: job.rates,
    names: (guid) => job.names[guid],
    ...(job.capabilities ? { capabilities: job.capabilities } : {}),
  });
