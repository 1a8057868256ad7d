import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DetachInstrumentBody, type DetachInstrumentResult, type ProfileContainer, type StudioInstrument } from '../../../contracts/bff-profiles';
import { fieldAria, FormField } from '../../components/form-field';
import { ConnectorOptions, usableConnectors } from './connector-options';
import { ModalDialog } from '../../components/modal-dialog';
import { ProductionConfirm } from '../../components/production-confirm';
import { RequestError } from '../../components/request-error';
import { useProductionConfirmation } from '../../lib/use-production-confirmation';
import { describeInstrument } from './instrument-details';
import { useDetachInstrument } from './profile-mutations';

export interface DetachDialogProps {
  env: string;
  container: ProfileContainer;
  profileGuid: string;
  instrument: StudioInstrument;
  onDetached(result: DetachInstrumentResult): void;
  onCancel(): void;
}

const UUID_HINT = 'The successful register transaction, or debit/preauthorize with register, that stored this instrument.';
const unsetWhenEmpty = { setValueAs: (value: unknown) => (value === '' ? undefined : value) };

/**
 * The gateway detaches by the transaction that registered the instrument, which its profile lookup
 * does not name: the user has to bring that UUID (from the merchant's records or the transaction search).
 */
export const DetachDialog = ({ env, container, profileGuid, instrument, onDetached, onCancel }: DetachDialogProps) => {
  const usable = usableConnectors(container.connectors);
  const own = usable.find((c) => c.guid === instrument.connectorGuid);
  const detach = useDetachInstrument(env, container.guid);
  const confirmation = useProductionConfirmation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(DetachInstrumentBody),
    defaultValues: { container: container.guid, profileGuid, transactionUuid: '', connectorGuid: own?.guid },
  });
  const send = (body: DetachInstrumentBody) => {
    if (confirmation.ready) detach.mutate(body, { onSuccess: onDetached });
  };
  const uuidError = formState.errors.transactionUuid?.message;
  const connectorHint = own ? "Preselected: the instrument's own connector." : undefined;
  return (
    <ModalDialog title={`Detach ${instrument.paymentToken}`} onClose={onCancel} testId="detach-dialog">
      <form className="modal-form" onSubmit={handleSubmit(send)} noValidate>
        <p>
          {describeInstrument(instrument)} leaves profile <code>{profileGuid}</code>. It is not deregistered: a deregister transaction does that.
        </p>
        <p className="muted">
          The gateway identifies the instrument by the transaction that registered it, and the profile lookup does not say which transaction that was. Enter its UUID.
        </p>
        <FormField id="detach-transaction" label="Transaction UUID" hint={UUID_HINT} error={uuidError}>
          <input type="text" spellCheck={false} {...fieldAria('detach-transaction', UUID_HINT, uuidError)} {...register('transactionUuid')} />
        </FormField>
        <FormField id="detach-connector" label="Connector whose API key is used" hint={connectorHint}>
          {/* defaultValue too: a select does not always take react-hook-form's default from its ref (happy-dom). */}
          <select defaultValue={own?.guid ?? ''} {...fieldAria('detach-connector', connectorHint, undefined)} {...register('connectorGuid', unsetWhenEmpty)}>
            <option value="">Any usable connector of the container</option>
            <ConnectorOptions connectors={container.connectors} />
          </select>
        </FormField>
        <ProductionConfirm confirmation={confirmation} consequence="removes a payment instrument from a real customer's profile" />
        {detach.isError ? <RequestError title="The instrument was not detached" error={detach.error} /> : null}
        <div className="modal-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="danger" disabled={detach.isPending || !confirmation.ready}>
            {detach.isPending ? 'Detaching…' : 'Detach instrument'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
};
