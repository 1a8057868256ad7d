import type { ReactNode } from 'react';
import type { StudioInstrument } from '@contracts/bff-profiles';
import { describeInstrument, methodLabel } from './instrument-details';
import { formatDateTime } from '../../lib/format';

export interface InstrumentRowProps {
  instrument: StudioInstrument;
  connectorName: string | null;
  /** Present only for those who may change profiles. */
  actions?: { onPrefer(): void; onDetach(): void; busy: boolean } | undefined;
  /** The link to the routing path of the payment that registered it (cards, for those who read BI). */
  pathLink?: ReactNode;
}

export const InstrumentRow = ({ instrument, connectorName, actions, pathLink }: InstrumentRowProps) => (
  <tr data-testid="instrument-row" data-token={instrument.paymentToken}>
    <td>
      <code>{instrument.paymentToken}</code>
      {instrument.isPreferred ? <span className="status-badge status-active preferred-badge">Preferred</span> : null}
    </td>
    <td>{methodLabel(instrument.method)}</td>
    <td>{describeInstrument(instrument)}</td>
    <td>{connectorName ?? <span className="muted">Not named by the gateway</span>}</td>
    <td>
      {instrument.createdAt ? formatDateTime(instrument.createdAt) : <span className="muted">Unknown</span>}
      {pathLink ? <div>{pathLink}</div> : null}
    </td>
    {actions ? (
      <td className="row-actions">
        {instrument.isPreferred ? null : (
          <button type="button" disabled={actions.busy} onClick={actions.onPrefer} aria-label={`Mark as preferred: ${instrument.paymentToken}`}>
            Mark as preferred
          </button>
        )}
        <button type="button" onClick={actions.onDetach} aria-label={`Detach ${instrument.paymentToken}`}>
          Detach…
        </button>
      </td>
    ) : null}
  </tr>
);
