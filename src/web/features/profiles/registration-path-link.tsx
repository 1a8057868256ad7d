import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { instrumentOriginsQuery } from './profile-queries';

/**
 * "Routing path" for a stored card: finds the transaction that registered it (the BI data source,
 * the same lookup as the detach dialog, asked only on click) and opens that payment's path on its
 * meta-connector's Insights tab; says so instead when no meta-connector routed it or it is not found.
 */
export const RegistrationPathLink = ({ env, container, profileGuid, paymentToken }: { env: string; container: string; profileGuid: string; paymentToken: string }) => {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    setNote(null);
    try {
      const { origins } = await client.fetchQuery(instrumentOriginsQuery(env, container, profileGuid));
      const origin = origins.find((o) => o.paymentToken === paymentToken);
      const registration = origin?.candidates[0];
      if (!registration) setNote(`No registering transaction found: ${origin?.unknownBecause ?? 'the BI data source does not know this instrument'}.`);
      else if (!registration.metaConnectorGuid) setNote(`Registered directly on ${registration.connectorName ?? registration.connectorGuid ?? 'its connector'}: no routing chose the connector.`);
      else void navigate(`/env/${encodeURIComponent(env)}/connectors/${encodeURIComponent(registration.metaConnectorGuid)}?payment=${encodeURIComponent(registration.transactionUuid)}`);
    } catch (error) {
      setNote(`The registering transaction could not be looked up: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="text-link" disabled={busy} onClick={() => void open()} aria-label={`Routing path of the payment that registered ${paymentToken}`}>
        {busy ? 'Looking it up…' : 'Routing path'}
      </button>
      {note ? <div className="muted registration-path-note">{note}</div> : null}
    </>
  );
};
