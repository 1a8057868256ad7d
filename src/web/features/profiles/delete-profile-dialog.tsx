import { useState } from 'react';
import type { StudioProfile } from '@contracts/bff-profiles';
import { ModalDialog } from '../../components/modal-dialog';
import { ProductionConfirm } from '../../components/production-confirm';
import { RequestError } from '../../components/request-error';
import { useProductionConfirmation } from '../../lib/use-production-confirmation';
import { useDeleteProfile } from './profile-mutations';

export interface DeleteProfileDialogProps {
  env: string;
  container: string;
  profile: StudioProfile;
  onDeleted(): void;
  onCancel(): void;
}

/** Deletion cannot be undone, so the user types the customer identification (the BFF checks it again). */
export const DeleteProfileDialog = ({ env, container, profile, onDeleted, onCancel }: DeleteProfileDialogProps) => {
  const [typed, setTyped] = useState('');
  const remove = useDeleteProfile(env, container, profile.profileGuid);
  const confirmation = useProductionConfirmation();
  const matches = typed.trim() === profile.customerIdentification;
  const instruments = profile.instruments.length;
  return (
    <ModalDialog title="Delete this profile?" onClose={onCancel} testId="delete-profile-dialog">
      <form
        className="modal-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (matches && confirmation.ready) remove.mutate(typed.trim(), { onSuccess: onDeleted });
        }}
      >
        <p>
          Deleting profile <code>{profile.profileGuid}</code> is <strong>irreversible</strong>: all stored customer data and payment details are lost
          {instruments ? ` (${instruments} stored payment instrument${instruments === 1 ? '' : 's'})` : ''}.
        </p>
        <div className="field">
          <label htmlFor="delete-confirm">
            Type the customer identification <code>{profile.customerIdentification}</code> to confirm
          </label>
          <input id="delete-confirm" type="text" autoComplete="off" spellCheck={false} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <ProductionConfirm confirmation={confirmation} consequence="deletes a real customer's profile" />
        {remove.isError ? <RequestError title="The profile was not deleted" error={remove.error} /> : null}
        <div className="modal-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="danger" disabled={!matches || !confirmation.ready || remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete profile'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
};
