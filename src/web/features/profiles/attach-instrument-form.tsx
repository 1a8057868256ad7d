import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AttachInstrumentBody, type AttachInstrumentResult, type ProfileContainer } from '@contracts/bff-profiles';
import { fieldAria, FormField } from '../../components/form-field';
import { ConnectorOptions, usableConnectors } from './connector-options';
import { ProductionConfirm } from '../../components/production-confirm';
import { RequestError } from '../../components/request-error';
import { useProductionConfirmation } from '../../lib/use-production-confirmation';
import { useAttachInstrument } from './profile-mutations';

export interface AttachInstrumentFormProps {
  env: string;
  container: ProfileContainer;
  /** Attach to this open profile; without it the form asks for a customer identification. */
  profileGuid?: string;
  onAttached?(result: AttachInstrumentResult): void;
}

const CONNECTOR_HINT = 'The connector of the transaction that registered the instrument: the gateway refuses any other (CONNECTOR_MISMATCH).';
const UUID_HINT = 'UUID of the successful register transaction, or debit/preauthorize with register, that stored the instrument.';

/** Attaches a registered instrument to a profile, through the API key of the transaction's own connector (gateway rule 3). */
export const AttachInstrumentForm = ({ env, container, profileGuid, onAttached }: AttachInstrumentFormProps) => {
  const usable = usableConnectors(container.connectors);
  const attach = useAttachInstrument(env, container.guid);
  const confirmation = useProductionConfirmation();
  const { register, handleSubmit, formState, resetField } = useForm({
    resolver: zodResolver(AttachInstrumentBody),
    defaultValues: { connectorGuid: usable[0]?.guid ?? '', transactionUuid: '', ...(profileGuid ? { profileGuid } : { customerIdentification: '', createProfileIfNotExists: false }) },
  });
  if (!usable.length)
    return (
      <p className="empty-state">
        No connector of this container can attach instruments: the studio holds no API credentials for them, or they are disabled or archived.
      </p>
    );
  const send = (body: AttachInstrumentBody) => {
    if (!confirmation.ready) return;
    attach.mutate(body, {
      onSuccess: (result) => {
        confirmation.reset();
        resetField('transactionUuid');
        onAttached?.(result);
      },
    });
  };
  const { errors } = formState;
  const identificationError = errors.customerIdentification?.message ?? (profileGuid ? undefined : errors.profileGuid?.message);
  return (
    <form className="profile-panel" aria-label="Attach an instrument" onSubmit={handleSubmit(send)} noValidate>
      <h3>{profileGuid ? 'Attach an instrument to this profile' : 'Attach an instrument by customer identification'}</h3>
      <div className="form-grid">
        <FormField id="attach-connector" label="Connector" hint={CONNECTOR_HINT} error={errors.connectorGuid?.message}>
          <select defaultValue={usable[0]?.guid} {...fieldAria('attach-connector', CONNECTOR_HINT, errors.connectorGuid?.message)} {...register('connectorGuid')}>
            <ConnectorOptions connectors={container.connectors} />
          </select>
        </FormField>
        <FormField id="attach-transaction" label="Transaction UUID" hint={UUID_HINT} error={errors.transactionUuid?.message}>
          <input type="text" spellCheck={false} {...fieldAria('attach-transaction', UUID_HINT, errors.transactionUuid?.message)} {...register('transactionUuid')} />
        </FormField>
        {profileGuid ? (
          <p className="field">
            <span className="field-label">Target profile</span>
            <code>{profileGuid}</code>
          </p>
        ) : (
          <>
            <FormField id="attach-identification" label="Customer identification" error={identificationError}>
              <input type="text" autoComplete="off" {...fieldAria('attach-identification', undefined, identificationError)} {...register('customerIdentification')} />
            </FormField>
            <label className="check-field">
              <input type="checkbox" {...register('createProfileIfNotExists')} /> Create the profile if it does not exist
            </label>
          </>
        )}
      </div>
      <ProductionConfirm confirmation={confirmation} consequence="stores a payment instrument in a real customer's profile" />
      {attach.isError ? <RequestError title="The instrument was not attached" error={attach.error} /> : null}
      {attach.isSuccess ? (
        <p className="notice-ok" role="status">
          Attached. New payment token <code>{attach.data.paymentToken}</code> in profile <code>{attach.data.profileGuid}</code>.
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={attach.isPending || !confirmation.ready}>
          {attach.isPending ? 'Attaching…' : 'Attach instrument'}
        </button>
      </div>
    </form>
  );
};
