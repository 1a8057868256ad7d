import type { RoutingEnvelope } from '@contracts/bff-api';

/** What the studio found out about a save the gateway did not answer in time. */
export type SaveCheck =
  | { state: 'checking' }
  | { state: 'saved'; live: RoutingEnvelope }
  | { state: 'not-saved'; live: RoutingEnvelope }
  | { state: 'still-unknown'; message: string };

export interface SaveCheckAlertProps {
  check: SaveCheck | null;
  /** Continue from the saved document (the editor's baseline becomes it; the draft clears itself). */
  onAdopt: (live: RoutingEnvelope) => void;
  onDismiss: () => void;
}

const short = (revision: string) => <code>{revision.slice(0, 12)}</code>;

/** The outcome of an unanswered save in words; the user's changes stay in the editor and the draft whatever it says. */
export const SaveCheckAlert = ({ check, onAdopt, onDismiss }: SaveCheckAlertProps) => {
  if (!check) return null;
  if (check.state === 'checking')
    return (
      <div className="save-alert" role="status" data-testid="save-check">
        <strong>The gateway did not answer in time.</strong> Checking whether your save went through by reading the live routing again…
      </div>
    );
  const dismiss = (
    <button type="button" className="link-button" onClick={onDismiss}>
      Dismiss
    </button>
  );
  if (check.state === 'saved')
    return (
      <div className="save-alert save-alert-ok" role="status" data-testid="save-check">
        <strong>Saved after all.</strong> The gateway answered late but holds your document: the live routing is revision {short(check.live.revision)}, kept in
        the history under your name. Your changes are still in the editor.{' '}
        <button type="button" className="link-button" onClick={() => onAdopt(check.live)}>
          Continue from the saved version
        </button>{' '}
        {dismiss}
      </div>
    );
  if (check.state === 'not-saved')
    return (
      <div className="save-alert save-alert-error" role="alert" data-testid="save-check">
        <strong>Not saved.</strong> The gateway did not take your document: the live routing is still revision {short(check.live.revision)}. Your changes are
        kept here and in your draft; save again when ready. {dismiss}
      </div>
    );
  return (
    <div className="save-alert save-alert-error" role="alert" data-testid="save-check">
      <strong>Whether your save went through is not known yet.</strong> {check.message} Reload the routing later to see what the gateway holds (the audit log
      records the outcome once it is known); your changes are kept here and in your draft. {dismiss}
    </div>
  );
};
