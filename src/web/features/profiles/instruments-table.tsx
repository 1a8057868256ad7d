import type { ProfileContainer, StudioInstrument } from '@contracts/bff-profiles';
import { InstrumentRow } from './instrument-row';
import { RegistrationPathLink } from './registration-path-link';

export interface InstrumentsTableProps {
  instruments: readonly StudioInstrument[];
  container: ProfileContainer;
  /** Present only for those who may change profiles. */
  actions?: { onPrefer(instrument: StudioInstrument): void; onDetach(instrument: StudioInstrument): void; busy: boolean } | undefined;
  /** Where a card's registering payment can be looked up (those who read BI): its routing path is one click away. */
  pathLookup?: { env: string; profileGuid: string } | undefined;
}

/** The stored payment instruments; connector names come from the container, which lists the connectors it serves. */
export const InstrumentsTable = ({ instruments, container, actions, pathLookup }: InstrumentsTableProps) => {
  const connectorName = (guid: string | null) => (guid ? (container.connectors.find((c) => c.guid === guid)?.name ?? guid) : null);
  if (instruments.length === 0) return <p className="empty-state">No payment instruments are stored in this profile.</p>;
  return (
    <table className="data-table instruments-table" aria-label="Payment instruments">
      <thead>
        <tr>
          <th>Payment token</th>
          <th>Method</th>
          <th>Details</th>
          <th>Connector</th>
          <th>Created</th>
          {actions ? <th>Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {instruments.map((instrument) => (
          <InstrumentRow
            key={instrument.paymentToken}
            instrument={instrument}
            connectorName={connectorName(instrument.connectorGuid)}
            actions={actions ? { onPrefer: () => actions.onPrefer(instrument), onDetach: () => actions.onDetach(instrument), busy: actions.busy } : undefined}
            pathLink={pathLookup && instrument.method === 'card' ? <RegistrationPathLink env={pathLookup.env} container={container.guid} profileGuid={pathLookup.profileGuid} paymentToken={instrument.paymentToken} /> : undefined}
          />
        ))}
      </tbody>
    </table>
  );
};
