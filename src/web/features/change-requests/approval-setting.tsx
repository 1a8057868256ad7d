import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog';
import { errorMessage } from '../../lib/api-client';
import { changeApi, changeKeys, environmentSettingsQuery } from '../../lib/change-control-client';
import { useSession } from '../../lib/use-session';

/**
 * An administrator's switch: routing in this environment changes only through approved change
 * requests. Switching it either way is confirmed with a reason (the audit keeps it, with the setting
 * from and to): turning four eyes off lets one person change live routing alone.
 */
export const ApprovalSetting = ({ env }: { env: string }) => {
  const { can } = useSession();
  const queryClient = useQueryClient();
  const settings = useQuery(environmentSettingsQuery(env));
  const [asked, setAsked] = useState<boolean | null>(null);
  const update = useMutation({
    mutationFn: ({ on, reason }: { on: boolean; reason: string }) => changeApi.updateSettings(env, on, reason),
    onSuccess: (view) => {
      queryClient.setQueryData(changeKeys.settings(env), view);
      setAsked(null);
    },
  });
  if (!settings.data) return null;
  const { approvalRequired, byDefault } = settings.data;
  return (
    <div className="approval-setting">
      <label>
        <input type="checkbox" checked={approvalRequired} disabled={!can('settings:manage') || update.isPending} onChange={(e) => setAsked(e.target.checked)} />
        Approval required: routing here changes only through a change request approved by a second person
      </label>
      <span className="muted"> (default here: {byDefault ? 'on, a production environment' : 'off'}{can('settings:manage') ? '' : '; administrators change it'})</span>
      {asked !== null ? (
        <ConfirmSwitch
          env={env}
          on={asked}
          busy={update.isPending}
          error={update.error ? errorMessage(update.error) : null}
          onConfirm={(reason) => update.mutate({ on: asked, reason })}
          onClose={() => {
            update.reset();
            setAsked(null);
          }}
        />
      ) : null}
    </div>
  );
};

interface ConfirmSwitchProps {
  env: string;
  on: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const ConfirmSwitch = ({ env, on, busy, error, onConfirm, onClose }: ConfirmSwitchProps) => {
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <ModalDialog title={on ? `Require approval in ${env}?` : `Stop requiring approval in ${env}?`} onClose={onClose} testId="approval-switch-dialog">
      <p>
        {on
          ? 'From now on routing here changes only through a change request a second person approves. Saves already made stay live.'
          : 'From now on anyone who may edit routing here changes live routing alone, without a second person looking at it. Open change requests stay as they are.'}
      </p>
      <div className="field">
        <label htmlFor={id}>Why (kept in the audit log)</label>
        <textarea id={id} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} required aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      {error ? (
        <p className="field-error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={on ? 'primary' : 'danger'} disabled={busy || reason.trim() === ''} onClick={() => onConfirm(reason.trim())}>
          {on ? 'Require approval' : 'Stop requiring approval'}
        </button>
      </div>
    </ModalDialog>
  );
};
