import { useState } from 'react';
import type { ChangeRequestDetail } from '@contracts/bff-change-requests';
import { errorMessage } from '../../lib/api-client';
import { changeApi } from '../../lib/change-control-client';
import { useChangeAction } from './use-change-action';

type Decision = 'approve' | 'reject' | 'request-changes';

/** The second pair of eyes: approve, reject with a reason, or ask for changes. Shown to an approver who is not the author. */
export const ReviewPanel = ({ env, request }: { env: string; request: ChangeRequestDetail }) => {
  const [reason, setReason] = useState('');
  const review = useChangeAction(env, request.id, (decision: Decision) => changeApi.review(env, request.id, decision, reason));
  const needsReason = reason.trim() === '';
  return (
    <section className="panel review-panel" aria-label="Review">
      <h2>Review</h2>
      <p className="muted">
        Approving covers exactly this draft on revision <code>{request.baseRevision.slice(0, 12)}</code>
        {request.schedule.mode === 'now' ? '' : ' and its schedule'}: any amend or rebase needs a new approval.
      </p>
      <label className="field">
        <span>Reason (required to reject or ask for changes)</span>
        <textarea value={reason} maxLength={500} rows={2} onChange={(e) => setReason(e.target.value)} />
      </label>
      <div className="modal-actions">
        <button type="button" className="primary" disabled={review.isPending} onClick={() => review.mutate('approve')}>
          Approve
        </button>
        <button type="button" disabled={review.isPending || needsReason} onClick={() => review.mutate('request-changes')}>
          Ask for changes
        </button>
        <button type="button" className="danger" disabled={review.isPending || needsReason} onClick={() => review.mutate('reject')}>
          Reject
        </button>
      </div>
      {review.error ? <p role="alert">{errorMessage(review.error)}</p> : null}
    </section>
  );
};
