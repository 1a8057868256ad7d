import type { OutcomeEstimateResponse } from '@contracts/bff-outcomes';
import type { OutcomeAssumption } from '@domain/outcomes/outcome-estimate';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { OutcomeEstimateView } from '@web/components/outcome-estimate/outcome-estimate-view';
import { RequestError } from '@web/components/request-error';
import { formatCount } from '@web/lib/format';

interface Props {
  pending: boolean;
  error: Error | null;
  answer: OutcomeEstimateResponse | undefined;
  stale: boolean;
  assumption: OutcomeAssumption;
  onAssume: (assumption: OutcomeAssumption) => void;
  /** Asks again, reading every payment of the window (offered when the answer rests on a sample). */
  onReadAll: () => void;
  names: ConnectorNameLookup;
}

/**
 * The replay's outcome estimate (issue 41.1): what the draft would do to approvals, fees and net
 * over the replayed window, with intervals, or why there is no estimate. How the model works:
 * docs/outcome-estimates.md.
 */
export const OutcomeSection = ({ pending, error, answer, stale, assumption, onAssume, onReadAll, names }: Props) => (
  <section className="outcome-section" aria-label="Outcome estimate">
    <h5>What the draft would do to approvals and cost</h5>
    <label>
      Where a connector has no evidence for a kind of payment:{' '}
      <select value={assumption} onChange={(e) => onAssume(e.target.value as OutcomeAssumption)}>
        <option value="none">leave it out, counted as unknown</option>
        <option value="connector-average">assume the connector&apos;s average</option>
      </select>
    </label>
    {pending ? <p role="status">Estimating approvals and cost from the window&apos;s attempts…</p> : null}
    {error ? <RequestError title="No outcome estimate" error={error} /> : null}
    {!pending && answer ? (
      answer.result.ok ? (
        <>
          {stale ? (
            <p className="replay-stale" role="status">
              The draft has changed since this estimate: it is for the draft as it was.
            </p>
          ) : null}
          <OutcomeEstimateView estimate={answer.result.estimate} names={names} canAssume />
          <p className="muted">
            Learnt from {formatCount(answer.records)} attempts {answer.read.mode === 'sample' ? 'of the sample' : 'of the window'} (first attempts and failovers) against live revision{' '}
            {answer.revision.slice(0, 12)}.
          </p>
          {answer.read.mode === 'sample' ? (
            <p className="muted" data-testid="outcome-sample-read">
              The sample: the payments whose id sorts below &lsquo;{answer.read.below}&rsquo;, BI clause <code>{JSON.stringify(answer.read.clause)}</code>.{' '}
              <button type="button" className="link-button" onClick={onReadAll}>
                Read every payment instead
              </button>{' '}
              (slower; up to 200,000 attempts).
            </p>
          ) : null}
        </>
      ) : (
        <p className="notice" data-testid="outcome-problem">
          No outcome estimate: {answer.result.problem.message}
        </p>
      )
    ) : null}
  </section>
);
