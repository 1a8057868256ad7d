import { EVIDENCE_REPLAY_DAYS, replayInterrupted, type EvidenceEstimate, type EvidenceReplay, type ReplaySummary } from '@domain/change-control/evidence-replay';
import { OutcomeEstimateView } from '../../components/outcome-estimate/outcome-estimate-view';
import { connectorDisplay, connectorLabel, type ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { placeInWords } from '@domain/routing/describe/describe-place';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { formatAmount, formatCount, formatCountOf, formatDateTime, formatMoney, formatShare } from '../../lib/format';

const pct = (share: number | null) => (share === null ? 'no volume' : formatShare(share));

interface Props {
  replay: EvidenceReplay | undefined;
  names: ConnectorNameLookup;
  /** The request's documents, to say where a payment was counted apart in words. */
  documents: { live: AnyDocument; draft: AnyDocument };
  /** Recomputes the evidence, the replay with it; absent for those who may not (only the author and approvers may). */
  onRefresh?: () => void;
  refreshing: boolean;
}

/**
 * The replay of the last 30 days of live payments through the request's draft, as the evidence
 * stores it: the studio runs it whenever it computes the evidence (a job of its own, so anyone who
 * reads the request sees it), and the page shows what it found: the share of the volume that moves,
 * the live × requested connector matrix, and what was counted apart.
 */
export const ReplayEvidence = ({ replay, names, documents, onRefresh, refreshing }: Props) => {
  const again = onRefresh ? (
    <button type="button" onClick={onRefresh} disabled={refreshing}>
      Replay again
    </button>
  ) : null;
  if (!replay) return <p className="muted">This evidence was computed before recent traffic was part of it. {again}</p>;
  if (replay.state === 'running' && replayInterrupted(replay, new Date()))
    return (
      <p className="notice" data-testid="replay-interrupted">
        The replay started {formatDateTime(replay.startedAt)} did not finish (the studio stopped while it ran). {again}
      </p>
    );
  switch (replay.state) {
    case 'running':
      return (
        <p role="status" data-testid="replay-running">
          Replaying the last {EVIDENCE_REPLAY_DAYS} days of live payments through this draft…
        </p>
      );
    case 'unavailable':
      return (
        <p className="muted" data-testid="replay-unavailable">
          No replay of recent traffic: {replay.reason} {again}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" data-testid="replay-failed">
          The replay of the last {EVIDENCE_REPLAY_DAYS} days failed ({formatDateTime(replay.finishedAt)}): {replay.reason} {again}
        </p>
      );
    case 'done':
      return <ReplayFound summary={replay} names={names} documents={documents} />;
  }
};

/** A finished replay's summary, with the amounts in the base currency and the same formatting as the editor's replay. */
const ReplayFound = ({ summary, names, documents }: { summary: ReplaySummary; names: ConnectorNameLookup; documents: Props['documents'] }) => {
  const name = (guid: string | null) => (guid ? connectorDisplay(connectorLabel(guid, names)) : 'nowhere');
  const { apart } = summary;
  return (
    <div className="replay-evidence" data-testid="replay-evidence">
      <p className="muted">
        Replayed {formatDateTime(summary.finishedAt)}: {formatCount(summary.records)} live payments from {formatDateTime(summary.window.from)} to {formatDateTime(summary.window.to)}.
        {summary.truncated ? ' The window held more payments than a replay reads: this covers the earliest.' : ''}
      </p>
      <p data-testid="replay-moved">
        {formatCountOf(summary.moved.count, summary.replayed.count)} payments would go elsewhere: {pct(summary.moved.shareOfVolume)} of the volume ({formatMoney(summary.moved.amount, summary.baseCurrency)}).
      </p>
      <table className="data-table" aria-label="Live connector × requested connector">
        <thead>
          <tr>
            <th>Live sends to</th>
            <th>Request sends to</th>
            <th>Payments</th>
            <th>Volume ({summary.baseCurrency})</th>
          </tr>
        </thead>
        <tbody>
          {summary.matrix.map((cell) => (
            <tr key={`${cell.live}:${cell.draft}`}>
              <td>{name(cell.live)}</td>
              <td>{name(cell.draft)}</td>
              <td className="number">{formatCount(cell.count)}</td>
              <td className="number">{formatAmount(cell.amount, summary.baseCurrency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <EstimateEvidence estimate={summary.estimate} names={names} />
      {summary.withoutBaseAmount ? <p className="muted">{formatCount(summary.withoutBaseAmount)} replayed payments had no base amount: counted, not in the volumes.</p> : null}
      {apart.total.count === 0 ? (
        <p className="muted">Nothing was counted apart.</p>
      ) : (
        <>
          <p data-testid="replay-apart">
            Counted apart, never guessed onto a route: {formatCount(apart.total.count)} payments ({formatMoney(apart.total.amount, summary.baseCurrency)}).
          </p>
          <ul aria-label="Counted apart">
            {apart.reasons.map((a) => (
              <li key={`${a.document}:${a.path}:${a.why}`}>
                {a.why}
                {a.path ? ` (${a.document === 'draft' ? 'the request' : 'the live routing'}: ${placeInWords(a.document === 'draft' ? documents.draft : documents.live, a.path, names)})` : ''}: {formatCount(a.count)}
              </li>
            ))}
          </ul>
          {apart.reasons.reduce((n, a) => n + a.count, 0) < apart.total.count ? <p className="muted">Further reasons are in the total only.</p> : null}
        </>
      )}
    </div>
  );
};

/** What the request would do to approvals and cost over the same 30 days (issue 41.1), or why the evidence holds no estimate. */
const EstimateEvidence = ({ estimate, names }: { estimate: EvidenceEstimate | undefined; names: ConnectorNameLookup }) => {
  if (!estimate) return <p className="muted">This evidence was computed before outcome estimates were part of it: replay again for one.</p>;
  if (estimate.state === 'not-estimated') return <p className="muted" data-testid="outcome-problem">No outcome estimate: {estimate.reason}</p>;
  if (!estimate.result.ok)
    return (
      <p className="notice" data-testid="outcome-problem">
        No outcome estimate: {estimate.result.problem.message}
      </p>
    );
  return (
    <>
      <h4>What the request would do to approvals and cost</h4>
      <OutcomeEstimateView estimate={estimate.result.estimate} names={names} />
      <p className="muted">Learnt from {formatCount(estimate.records)} attempts of the same 30 days (first attempts and failovers); unknown shares are left out, never assumed.</p>
    </>
  );
};
