import type { BiSource } from '@contracts/bff-bi';
import { RequestError } from '@web/components/request-error';
import { useSession } from '@web/lib/use-session';
import type { EditorEnvironment } from '../../editor-props';
import { currentDocument } from '../../state/editor-store';
import { useEditor } from '../../state/editor-context';
import { ReplayResult } from './replay-result';
import { useReplayJob } from './use-replay-job';
import { formatCount } from '@web/lib/format';
import { OutcomeSection } from './outcome-section';
import { useOutcomeEstimate, type EstimateWindow } from './use-outcome-estimate';

/**
 * Replay (issue 12.2): the window's real payments through the live document and the open draft, as a
 * job on the BFF with a progress bar and a cancel button; the report stays with the draft.
 */
export const ReplaySection = ({ env, window, source }: { env: EditorEnvironment; window: { from: string; to: string } | null; source: BiSource }) => {
  const baseline = useEditor((s) => s.baseline);
  const draft = useEditor(currentDocument);
  const canReplay = useSession().can('bi:replay');
  const { start, cancel, shown, stale, replayedDraft, pollError } = useReplayJob(baseline.env, baseline.connectorGuid, draft);
  const outcome = useOutcomeEstimate(baseline.env, baseline.connectorGuid, draft);
  const replay = (w: EstimateWindow) => {
    start.mutate(w);
    outcome.ask(w);
  };
  const running = shown?.state === 'running';
  return (
    <section className="replay" aria-label="Replay">
      <h4>Replay the window through the draft</h4>
      <p className="muted">
        Every first attempt of the window through the live document and your draft, on the BFF: where each would have gone first, what moves, and which of the draft's rules no payment
        reached. Random splits draw again with their shares (the same draws for both documents).{' '}
        With it, an estimate of what the draft would do to approvals, fees and net, learnt from the same window.
      </p>
      {!canReplay ? (
        <p className="muted">Your role can read insights but not start a replay (routing editors and administrators can).</p>
      ) : (
        <div className="replay-actions">
          <button type="button" className="primary" disabled={window === null || running || start.isPending} onClick={() => window && replay({ source, ...window })}>
            {shown?.state === 'done' ? 'Replay again' : 'Replay'}
          </button>
          {running ? (
            <button type="button" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              Cancel
            </button>
          ) : null}
        </div>
      )}
      {start.isError ? <RequestError title="Could not start the replay" error={start.error} /> : null}
      {pollError ? <RequestError title="Could not read the replay" error={pollError} /> : null}
      {running ? (
        <div className="replay-progress">
          <progress aria-label="Replay progress" value={shown.read} max={shown.total ?? undefined} />
          <span>
            {formatCount(shown.read)}
            {shown.total !== null ? ` of ${formatCount(shown.total)}` : ''} payments replayed
          </span>
        </div>
      ) : null}
      {shown?.state === 'cancelled' ? <p className="muted">The replay was cancelled after {formatCount(shown.read)} payments.</p> : null}
      {shown?.state === 'failed' ? <p role="alert" className="error-text">The replay stopped: {shown.error?.message}</p> : null}
      {outcome.pending || outcome.answer || outcome.error ? (
        <OutcomeSection
          pending={outcome.pending}
          error={outcome.error}
          answer={outcome.answer}
          stale={outcome.stale}
          assumption={outcome.assumption}
          onAssume={outcome.choose}
          onReadAll={outcome.readAll}
          names={env.names}
        />
      ) : null}
      {shown?.state === 'done' && shown.report ? <ReplayResult env={env} job={shown} report={shown.report} stale={stale} replayedDraft={replayedDraft} /> : null}
    </section>
  );
};
