import { useState } from 'react';
import type { ChangeRequestDetail } from '@contracts/bff-change-requests';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { ApiClientError, errorMessage } from '../../lib/api-client';
import { changeApi } from '../../lib/change-control-client';
import { DraftAmend } from './draft-amend';
import { RebaseDialog } from './rebase-dialog';
import { ScheduleFields } from './schedule-fields';
import { useChangeAction } from './use-change-action';

const OPEN = new Set(['pending', 'changes-requested', 'approved', 'failed']);
const asDocument = (value: unknown): AnyDocument | null => {
  const parsed = MultiMethodDocument.safeParse(value);
  if (parsed.success) return parsed.data;
  const single = SingleMethodDocument.safeParse(value);
  return single.success ? single.data : null;
};

/**
 * What the author can still do: change the note, the schedule or the requested document (the
 * evidence is recomputed and any approval is void), rebase onto the live routing, or withdraw.
 */
export const AuthorPanel = ({ env, request, names }: { env: string; request: ChangeRequestDetail; names: ConnectorNameLookup }) => {
  const [note, setNote] = useState(request.note);
  const [conflict, setConflict] = useState<{ revision: string; document: AnyDocument } | null>(null);
  const amend = useChangeAction(env, request.id, (body: Parameters<typeof changeApi.amend>[2]) => changeApi.amend(env, request.id, body));
  const withdraw = useChangeAction(env, request.id, () => changeApi.withdraw(env, request.id));
  const rebase = useChangeAction(env, request.id, (baseRevision: string) => changeApi.rebase(env, request.id, { baseRevision }));
  if (!OPEN.has(request.status)) return null;
  const tryRebase = async (revision: string) => {
    try {
      await rebase.mutateAsync(revision);
      setConflict(null);
    } catch (error) {
      const live = error instanceof ApiClientError && error.code === 'CONFLICT' ? error.body.error.conflict : undefined;
      const document = live ? asDocument(live.document) : null;
      if (live && document) setConflict({ revision: live.revision, document });
    }
  };
  const error = amend.error ?? withdraw.error ?? (rebase.error instanceof ApiClientError && rebase.error.code === 'CONFLICT' ? null : rebase.error);
  return (
    <section className="panel author-panel" aria-label="Your request">
      <h2>Your request</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          amend.mutate({ note });
        }}
      >
        <label className="field">
          <span>Note</span>
          <textarea value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} />
        </label>
        <button type="submit" disabled={amend.isPending || note === request.note}>
          Save note
        </button>
      </form>
      <ScheduleFields initial={request.schedule} busy={amend.isPending} onSubmit={(schedule) => amend.mutate({ schedule })} />
      <DraftAmend key={request.updatedAt} env={env} request={request} />
      <div className="modal-actions">
        <button type="button" disabled={rebase.isPending} onClick={() => void tryRebase(request.baseRevision)} title="Check the live routing and move the request onto it">
          Rebase…
        </button>
        <button type="button" className="danger" disabled={withdraw.isPending} onClick={() => withdraw.mutate(undefined)}>
          Withdraw
        </button>
      </div>
      {error ? <p role="alert">{errorMessage(error)}</p> : null}
      {conflict ? (
        <RebaseDialog base={request.baseDocument as AnyDocument} live={conflict.document} names={names} busy={rebase.isPending} onClose={() => setConflict(null)} onRebase={() => void tryRebase(conflict.revision)} />
      ) : null}
    </section>
  );
};
