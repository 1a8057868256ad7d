import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DetachInstrumentResult, ProfileContainer, RegistrationCandidate, StudioInstrument } from '@contracts/bff-profiles';
import { fieldAria, FormField } from '../../components/form-field';
import { LoadingState } from '../../components/loading-state';
import { ModalDialog } from '../../components/modal-dialog';
import { ProductionConfirm } from '../../components/production-confirm';
import { RequestError } from '../../components/request-error';
import { useProductionConfirmation } from '../../lib/use-production-confirmation';
import { usableConnectors } from './connector-options';
import { describeInstrument } from './instrument-details';
import { useDetachInstrument } from './profile-mutations';
import { instrumentOriginsQuery } from './profile-queries';
import { formatDateTime } from '../../lib/format';

export interface DetachDialogProps {
  env: string;
  container: ProfileContainer;
  profileGuid: string;
  instrument: StudioInstrument;
  onDetached(result: DetachInstrumentResult): void;
  onCancel(): void;
}

const OTHER = 'other';

const candidateWords = (c: RegistrationCandidate) =>
  [c.type === 'register' ? 'Register' : c.type ? `${c.type.charAt(0).toUpperCase()}${c.type.slice(1)} with register` : 'Transaction', c.connectorName ? `through ${c.connectorName}` : null, c.createdAt ? `on ${formatDateTime(c.createdAt)}` : null]
    .filter(Boolean)
    .join(' ');

/**
 * Detach one instrument. The gateway detaches by the transaction that registered it, which the
 * profile lookup does not name: the studio finds that transaction in the BI data source and shows
 * it, so support never has to hunt for a UUID, and the BFF refuses a transaction that registered
 * another card. When BI has no record yet, the user names the transaction and confirms it.
 */
export const DetachDialog = ({ env, container, profileGuid, instrument, onDetached, onCancel }: DetachDialogProps) => {
  const own = usableConnectors(container.connectors).find((c) => c.guid === instrument.connectorGuid);
  const origins = useQuery(instrumentOriginsQuery(env, container.guid, profileGuid));
  const origin = origins.data?.origins.find((o) => o.paymentToken === instrument.paymentToken);
  const candidates = origin?.candidates ?? [];
  const [choice, setChoice] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const detach = useDetachInstrument(env, container.guid);
  const confirmation = useProductionConfirmation();
  const card = describeInstrument(instrument);

  const selected = choice ?? candidates[0]?.transactionUuid ?? OTHER;
  const byHand = selected === OTHER;
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const transactionUuid = byHand ? typed.trim() : selected;
    if (!transactionUuid) return setProblem('Enter the UUID of the transaction that registered this instrument.');
    if (byHand && !checked) return setProblem(`Confirm that you checked this transaction registered the ${card}.`);
    setProblem(null);
    if (!confirmation.ready) return;
    detach.mutate(
      { container: container.guid, profileGuid, paymentToken: instrument.paymentToken, transactionUuid, ...(own ? { connectorGuid: own.guid } : {}), ...(byHand ? { unverified: true } : {}) },
      { onSuccess: onDetached },
    );
  };

  return (
    <ModalDialog title={`Detach ${card}`} onClose={onCancel} testId="detach-dialog">
      <form className="modal-form" onSubmit={send} noValidate>
        <p>
          <strong>{card}</strong> ({instrument.paymentToken}) leaves this profile. It is not deregistered: a deregister transaction does that.
        </p>
        {origins.isPending ? <LoadingState label="Finding the transaction that registered this card…" /> : null}
        {origins.isError ? <RequestError title="The registering transaction could not be looked up" error={origins.error} /> : null}
        {origins.isSuccess ? (
          <fieldset className="detach-origin">
            <legend>The transaction that registered it</legend>
            {candidates.map((c, index) => (
              <label key={c.transactionUuid} className="radio-row">
                <input type="radio" name="origin" value={c.transactionUuid} checked={selected === c.transactionUuid} onChange={() => setChoice(c.transactionUuid)} />
                <span>
                  <code>{c.transactionUuid}</code> · {candidateWords(c)}
                  {index === 0 && candidates.length > 1 ? ' (likeliest)' : ''}
                </span>
              </label>
            ))}
            {candidates.length > 1 ? <p className="muted">This card was registered more than once on its connector; the likeliest registration is the one closest to when the instrument was stored.</p> : null}
            {origin?.unknownBecause ? <p className="muted">Not found: {origin.unknownBecause}.</p> : null}
            <label className="radio-row">
              <input type="radio" name="origin" value={OTHER} checked={byHand} onChange={() => setChoice(OTHER)} />
              <span>Another transaction (I know its UUID)</span>
            </label>
            {byHand ? (
              <>
                <FormField id="detach-transaction" label="Transaction UUID" hint="The successful register, or debit/preauthorize with register, that stored this card.">
                  <input type="text" spellCheck={false} value={typed} onChange={(e) => setTyped(e.target.value)} {...fieldAria('detach-transaction', undefined, undefined)} />
                </FormField>
                <label className="checkbox-row">
                  <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} /> I checked that this transaction registered the {card}
                  {candidates.length ? '' : ' (the studio cannot confirm it)'}
                </label>
              </>
            ) : null}
          </fieldset>
        ) : null}
        <ProductionConfirm confirmation={confirmation} consequence="removes a payment instrument from a real customer's profile" />
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        {detach.isError ? <RequestError title="The instrument was not detached" error={detach.error} /> : null}
        <div className="modal-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="danger" disabled={detach.isPending || origins.isPending || !confirmation.ready}>
            {detach.isPending ? 'Detaching…' : `Detach ${card}`}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
};
