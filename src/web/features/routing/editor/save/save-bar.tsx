import { useEffect, useState } from 'react';
import type { AnyDocument } from '@domain/routing/tree-walk';
import type { EditorEnvironment } from '../editor-props';
import { useEditor } from '../state/editor-context';
import { isDirty } from '../state/editor-store';
import type { GoldenFailure } from '@contracts/bff-golden';
import { useCurrentEnvironment } from '@web/lib/use-current-environment';
import { useSession } from '@web/lib/use-session';
import { InAlertSlot } from '../alert-slot';
import { ConflictDialog } from './conflict-dialog';
import { GoldenDialog } from './golden-dialog';
import { ReviewDialog } from './review-dialog';
import { SaveAlerts } from './save-alerts';
import { SaveCheckAlert, type SaveCheck } from './save-check';
import { errorMessage } from '@web/lib/api-client';
import { useSaveRouting } from './use-save-routing';
import { useApprovalRequired } from '@web/lib/change-control-client';
import { useRequestApproval } from './use-request-approval';

type Dialog =
  | { kind: 'review' }
  | { kind: 'conflict'; revision: string; document: AnyDocument; note: string; request?: boolean }
  | { kind: 'golden'; failures: GoldenFailure[]; revision: string; note: string }
  | null;

const SAVED_NOTICE_MS = 6000;

const blockedReason = (problems: number, dirty: boolean): string | null => {
  if (problems > 0) return `Fix ${problems} problem${problems === 1 ? '' : 's'} first`;
  if (!dirty) return 'No changes to save';
  return null;
};

/** Save with a review step; a rejection is located on the graph, a conflict offers difference, reload or overwrite. */
export const SaveBar = ({ env }: { env: EditorEnvironment }) => {
  const { can } = useSession();
  const { current } = useCurrentEnvironment();
  const dirty = useEditor(isDirty);
  const baseRevision = useEditor((s) => s.baseline.revision);
  const { save, reloadLive, resolveUnknown, adopt, saving } = useSaveRouting();
  const [check, setCheck] = useState<SaveCheck | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [savedRevision, setSavedRevision] = useState<string | null>(null);
  const reason = blockedReason(env.issues.length, dirty);
  const approvalRequired = useApprovalRequired(useEditor((s) => s.baseline.env)) === true;
  const { requestApproval, requesting } = useRequestApproval();

  // Change control (issue 14): the same review, then a change request instead of a save.
  const ask = async (revision: string, note: string) => {
    setFailure(null);
    const outcome = await requestApproval(revision, note);
    if (outcome.kind === 'conflict') return setDialog({ kind: 'conflict', revision: outcome.revision, document: outcome.document, note, request: true });
    setDialog(null);
    if (outcome.kind === 'failed') setFailure(outcome.message);
  };

  useEffect(() => {
    if (!savedRevision) return;
    const timer = setTimeout(() => setSavedRevision(null), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [savedRevision]);

  const run = async (revision: string, note: string, overrideGoldenCases = false) => {
    setFailure(null);
    setSavedRevision(null);
    setCheck(null);
    const outcome = await save({ baseRevision: revision, note, overrideGoldenCases });
    if (outcome.kind === 'conflict') return setDialog({ kind: 'conflict', revision: outcome.revision, document: outcome.document, note });
    if (outcome.kind === 'golden') return setDialog({ kind: 'golden', failures: outcome.failures, revision, note });
    setDialog(null);
    if (outcome.kind === 'saved') setSavedRevision(outcome.envelope.revision);
    else if (outcome.kind === 'failed') setFailure(outcome.message);
    else if (outcome.kind === 'unknown') {
      setCheck({ state: 'checking' });
      try {
        const resolution = await resolveUnknown(outcome.attempt);
        setCheck({ state: resolution.outcome, live: resolution.live });
      } catch (error) {
        setCheck({ state: 'still-unknown', message: errorMessage(error) });
      }
    }
  };

  if (!can('routing:write'))
    return (
      <span className="save-reason muted" data-testid="read-only-notice">
        Read-only: your role cannot save routing (changes here stay a local what-if)
      </span>
    );

  return (
    <div className="save-bar">
      {reason ? (
        <span className="save-reason muted" id="save-reason">
          {reason}
        </span>
      ) : null}
      <button type="button" className="primary" disabled={reason !== null || saving || check?.state === 'checking'} aria-describedby={reason ? 'save-reason' : undefined} onClick={() => setDialog({ kind: 'review' })}>
        {saving ? 'Saving…' : approvalRequired ? 'Request approval…' : 'Save…'}
      </button>
      {dialog?.kind === 'review' ? (
        <ReviewDialog
          names={env.names}
          saving={saving}
          production={current?.production ? current.name : undefined}
          warnings={env.analysis?.findings}
          onCancel={() => setDialog(null)}
          onConfirm={(note, overrideGoldenCases) => void run(baseRevision, note, overrideGoldenCases)}
          approval={{ required: approvalRequired, requesting, onRequest: (note) => void ask(baseRevision, note) }}
        />
      ) : null}
      {dialog?.kind === 'conflict' ? (
        <ConflictDialog
          live={dialog}
          names={env.names}
          saving={saving}
          onClose={() => setDialog(null)}
          onReload={() => {
            reloadLive(dialog.revision, dialog.document);
            setDialog(null);
          }}
          onOverwrite={() => void (dialog.request ? ask(dialog.revision, dialog.note) : run(dialog.revision, dialog.note))}
        />
      ) : null}
      {dialog?.kind === 'golden' ? (
        <GoldenDialog failures={dialog.failures} names={env.names} saving={saving} onClose={() => setDialog(null)} onOverride={() => void run(dialog.revision, dialog.note, true)} />
      ) : null}
      <SaveCheckAlert
        check={check}
        onDismiss={() => setCheck(null)}
        onAdopt={(live) => {
          adopt(live);
          setCheck(null);
        }}
      />
      <InAlertSlot>
        <SaveAlerts failure={failure} onDismissFailure={() => setFailure(null)} savedRevision={savedRevision} names={env.names} />
      </InAlertSlot>
    </div>
  );
};
