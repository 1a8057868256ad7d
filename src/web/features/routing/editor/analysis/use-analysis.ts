import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { CapabilityBook, Finding } from '@domain/routing/analysis';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { EvaluationSettings } from '@domain/routing/evaluation';
import { createRecentResults, lookUp, remember } from '@domain/routing/recent-results';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { analysisJob, runAnalysisJob, type AnalysisJob } from './analysis-job';
import { createAnalysisRunner, type AnalysisRunner } from './analysis-runner';
import { afterPaint } from '@web/lib/after-paint';

/** The routing analysis of the draft (issue 13): warnings only, shown beside validation, never blocking a save. */
export interface Analysis {
  findings: Finding[];
  /** Findings per rule node path. */
  byNode: ReadonlyMap<string, Finding[]>;
  /** True while the shown findings are those of an earlier draft (the worker is on the current one): their fixes are held back. */
  stale?: boolean;
}

export const groupFindings = (findings: Finding[]): Map<string, Finding[]> => {
  const byNode = new Map<string, Finding[]>();
  for (const finding of findings) byNode.set(finding.nodeId, [...(byNode.get(finding.nodeId) ?? []), finding]);
  return byNode;
};

const toAnalysis = (findings: Finding[]): Analysis => ({ findings, byNode: groupFindings(findings) });
const NOTHING_YET: Analysis = { findings: [], byNode: new Map(), stale: true };

/** What an analysis is of: the same objects give the same findings (the document is immutable). */
interface AnalysisInputs {
  document: AnyDocument;
  settings: EvaluationSettings;
  names: ConnectorNameLookup;
  capabilities: CapabilityBook | undefined;
}
const sameInputs = (a: AnalysisInputs, b: AnalysisInputs) => a.document === b.document && a.settings === b.settings && a.names === b.names && a.capabilities === b.capabilities;
const createRecentAnswers = () => createRecentResults<AnalysisInputs, Analysis>();

/**
 * Off the main thread in a browser; on it in unit tests (no workers in the test DOM, and a test
 * reads the findings on the first render). `VITE_ANALYSIS_ON_MAIN_THREAD=1` forces the main thread.
 */
const offMainThread = (): boolean => typeof Worker !== 'undefined' && import.meta.env.MODE !== 'test' && import.meta.env.VITE_ANALYSIS_ON_MAIN_THREAD !== '1';

/**
 * Analyses on every edit, like validation, but in a Web Worker (`analysis.worker.ts`): about 10 ms
 * median and 30 ms p95 on a 5,000-node document (bench/analysis.ts), so an edit never waits for it.
 * The document is immutable, so a job is made only when the draft, the environment's base currency
 * and rates, the connector names or the capabilities change; an answer for an earlier job is dropped.
 */
export const useAnalysis = (document: AnyDocument, settings: EvaluationSettings, names: ConnectorNameLookup, capabilities?: CapabilityBook): Analysis => {
  const inputs = useMemo<AnalysisInputs>(() => ({ document, settings, names, capabilities }), [document, settings, names, capabilities]);
  const job = useMemo(() => analysisJob(inputs.document, inputs.settings, inputs.names, inputs.capabilities), [inputs]);
  const [worker] = useState(offMainThread);
  const onMain = useMemo(() => (worker ? undefined : toAnalysis(runAnalysisJob(job))), [worker, job]);
  const runner = useRef<AnalysisRunner | undefined>(undefined);
  const [answered, setAnswered] = useState<{ job: AnalysisJob; analysis: Analysis } | undefined>(undefined);
  // The worker's last few answers, by what they were of. Undo hands back the very document an
  // answer was for a moment before: that answer is shown again (the same object as then) without a
  // job: no copy of the document for the worker, no worker round trip. Shown in a transition, as a
  // worker's answer is, not in the undo's own render: different findings move message lines, and the
  // tree laid out again for them would hold up the undo's paint (+4 ms median when tried, 2026-11-29).
  const [answers] = useState(createRecentAnswers);
  const known = worker ? lookUp(answers, inputs, sameInputs) : undefined;
  // The job the editor wants answered. A known answer sends none, so the runner may still deliver
  // the job before it (an undo before the worker answered the edit): kept, but not shown.
  const wanted = useRef<AnalysisJob | undefined>(undefined);

  useEffect(() => {
    if (!worker) return undefined;
    const created = createAnalysisRunner();
    runner.current = created;
    return () => {
      created.dispose();
      runner.current = undefined;
    };
  }, [worker]);

  useEffect(() => {
    wanted.current = job;
    // A transition: warnings add message lines to nodes, which lays the tree out again (all of it,
    // at load); as a transition that render gives way to a key or a click that comes meanwhile,
    // instead of holding it up (the first selection after a 5,000-rule load waited on it).
    // Known already: it becomes the last answer (what is shown stale while the next job runs), once
    // the frame showing the undo is painted: started at once, the transition's first slice ran
    // between that paint and what was queued behind it (3-4 ms of an undo at 1.7x CPU in traces).
    if (known) return afterPaint(() => startTransition(() => setAnswered({ job, analysis: known })));
    runner.current?.submit(job, (findings) => {
      const analysis = toAnalysis(findings);
      remember(answers, inputs, analysis);
      if (wanted.current === job) startTransition(() => setAnswered({ job, analysis }));
    });
    return undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `known` and `inputs` follow from the job: only a new job is sent
  }, [job]);

  // The last answer marked stale is one object per answer, not one per render: every render between
  // an edit and the worker's answer would otherwise hand the canvas new warnings to decorate.
  const stale = useMemo(() => answered && { ...answered.analysis, stale: true }, [answered]);
  if (onMain) return onMain;
  if (!answered) return NOTHING_YET;
  return answered.job === job ? answered.analysis : stale!;
};
