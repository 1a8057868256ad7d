import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { getAt } from '@domain/routing/commands';
import { describeCondition } from '@domain/routing/describe/describe-condition';
import { placeInWords } from '@domain/routing/describe/describe-place';
import type { RuleNode } from '@domain/routing/document';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { insightsApi } from './insights-api';
import { withEnvironment } from '@web/lib/environment-in-url';
import type { EditorEnvironment } from '../editor-props';
import { useEditor, useEditorStore } from '../state/editor-context';
import { PastPayment } from './past-payment';
import { ReplaySection } from './replay/replay-section';
import { LazyTrafficCharts } from './charts/lazy-traffic-charts';
import { ConnectorsCompared } from './compared/connectors-compared';
import { useInsightsWindow, WindowControls } from './window-controls';
import { observedSplitWords, VERDICT_WORDS } from './split-words';
import { formatCount, formatNumber, formatPercent, formatPValue } from '@web/lib/format';


/**
 * Insights from the BI data source (issue 12), for a time window and live or test data: what the
 * live document did with the window's payments (traffic through each node, painted on the canvas and
 * the outline on request; each random split against its configured share, with an exact binomial
 * test, also written on the split nodes), and a past payment's path. The readings are cleared when
 * the tab closes, so the canvas never shows a window nobody is looking at.
 */
export const InsightsPanel = ({ env }: { env: EditorEnvironment }) => {
  const store = useEditorStore();
  const baseline = useEditor((s) => s.baseline);
  const navigate = useNavigate();
  const windowState = useInsightsWindow();
  const { window, source } = windowState;
  const [assumeFirstVersionEarlier, setAssumeFirstVersionEarlier] = useState(false);
  const observed = useQuery({
    queryKey: ['insights', 'observed', baseline.env, baseline.connectorGuid, source, window, assumeFirstVersionEarlier],
    queryFn: () => insightsApi.observedRouting(baseline.env, baseline.connectorGuid, { source, ...window!, assumeFirstVersionEarlier }),
    enabled: window !== null,
    staleTime: 60_000,
    retry: false,
  });
  const answer = observed.data;
  const [paintTraffic, setPaintTraffic] = useState(false);
  useEffect(() => {
    // Read on the live document (each payment's version mapped onto it by the BFF); the draft shows them only where it kept that rule.
    store.getState().setObservedSplits(answer ? { revision: answer.revision, document: baseline.document, byPath: new Map(answer.report.splits.map((s) => [s.path, s])) } : null);
  }, [answer, baseline.document, store]);
  useEffect(() => {
    const traffic = answer?.report.traffic;
    store.getState().setObservedTraffic(paintTraffic && traffic ? { explained: traffic.explained, byPath: new Map(Object.entries(traffic.byPath)), document: baseline.document } : null);
  }, [answer, paintTraffic, baseline.document, store]);
  useEffect(
    () => () => {
      store.getState().setObservedSplits(null);
      store.getState().setObservedTraffic(null);
    },
    [store],
  );

  return (
    <div className="insights-panel">
      <WindowControls state={windowState} />
      <LazyTrafficCharts env={env} envId={baseline.env} connectorGuid={baseline.connectorGuid} source={source} window={window} />
      <ConnectorsCompared envId={baseline.env} connectorGuid={baseline.connectorGuid} source={source} window={window} names={env.names} />
      <h3>What the live document did with them</h3>
      <p className="muted">
        The live document against the payments that really went through this connector: first attempts in the window (a payment with three attempts counts once), each on the
        route that sends it where it went first.
      </p>
      <label className="insights-paint">
        <input type="checkbox" checked={paintTraffic} onChange={(e) => setPaintTraffic(e.target.checked)} /> Traffic on the canvas
        <span className="muted">
          {' '}
          (each rule and edge with the share of the window's payments that passed it{answer ? `: ${formatCount(answer.report.traffic.explained)} explained` : ''})
        </span>
      </label>
      <label className="insights-paint">
        <input type="checkbox" checked={assumeFirstVersionEarlier} onChange={(e) => setAssumeFirstVersionEarlier(e.target.checked)} /> Assume the first version was live before
        <span className="muted">
          {' '}
          (each payment is read against the version live at its time; the studio cannot know what routed the payments from before it first saw this routing, the first
          version it holds, so they are counted apart unless you make this assumption)
        </span>
      </label>
      {window === null ? null : observed.isPending ? (
        <LoadingState label="Reading the window's payments…" />
      ) : observed.isError ? (
        <ErrorState title="Could not read the window's payments" error={observed.error} onRetry={() => void observed.refetch()} />
      ) : (
        <>
          <CountedApart answer={answer!} />
          <button type="button" className="text-link" onClick={() => void navigate(withEnvironment('/bi', baseline.env), { state: { biQuery: answer!.query, source } })}>
            Open the payments' query in the BI console
          </button>
          <h4>Configured vs observed splits</h4>
          {answer!.report.splits.length === 0 ? <p className="empty-state">The live document has no random split.</p> : null}
          <table hidden={answer!.report.splits.length === 0} className="data-table insights-splits" aria-label="Configured vs observed splits">
            <thead>
              <tr>
                <th scope="col">Split</th>
                <th scope="col" title="The share configured on the split">Set</th>
                <th scope="col">Observed</th>
                <th scope="col">p</th>
                <th scope="col">Verdict</th>
              </tr>
            </thead>
            <tbody>
              {answer!.report.splits.map((split) => (
                <tr key={split.path} className={split.verdict === 'drift' ? 'insights-drift' : undefined}>
                  <td>
                    <button type="button" className="text-link" title={`Show on the graph: ${placeInWords(baseline.document, split.path, env.names)}`} onClick={() => store.getState().focus(split.path)}>
                      {describeCondition((getAt(baseline.document, split.path) as RuleNode | undefined)?.if, env.names)}
                    </button>
                  </td>
                  <td>{split.percentTrue} %</td>
                  <td title={observedSplitWords(split).title}>
                    {split.observedPercent === null ? '—' : formatPercent(split.observedPercent)}
                    <div className="insights-counts">
                      <span data-testid="then-count">{formatCount(split.then)}</span> then · <span data-testid="else-count">{formatCount(split.else)}</span> else
                      {split.ambiguous ? ` · ${formatCount(split.ambiguous)} either` : ''}
                    </div>
                  </td>
                  <td>{formatPValue(split.pValue)}</td>
                  <td>
                    <span className={`verdict verdict-${split.verdict}`}>{VERDICT_WORDS[split.verdict]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted insights-method">
            Test: two-sided exact binomial test of the then-count against the configured share; a drift when p is below {formatNumber(answer!.report.threshold, 6)} (0.001 divided by
            the document's {answer!.report.splits.length} split{answer!.report.splits.length === 1 ? '' : 's'}), and only from 30 payments whose side is known. Read against the
            live revision {answer!.revision.slice(0, 12)}.
          </p>
        </>
      )}
      <ReplaySection env={env} window={window} source={source} />
      <PastPayment env={env} />
    </div>
  );
};

const CountedApart = ({ answer }: { answer: NonNullable<Awaited<ReturnType<typeof insightsApi.observedRouting>>> }) => {
  const { report, truncated } = answer;
  const reasons = [...Object.entries(report.notAttributed).map(([why, n]) => [`read against no version: ${why}`, n] as const), ...Object.entries(report.notReplayable)];
  return (
    <div className="insights-apart">
      <p>
        {formatCount(report.payments)} first attempts read{truncated ? ' (the window held more: the earliest ones were read)' : ''}.
        {report.assumed ? ` ${formatCount(report.assumed)} from before the studio first saw this routing read against its first version, as you assumed.` : ''}
        {report.unexplained ? ` ${formatCount(report.unexplained)} went first to a connector this document would not have chosen (an older document, or a connector skipped as disabled): counted apart.` : ''}
      </p>
      {reasons.length ? (
        <ul aria-label="Payments counted apart">
          {reasons.map(([why, n]) => (
            <li key={why}>
              {formatCount(n)}: {why}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
