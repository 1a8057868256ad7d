import type { GoldenFailure } from '../../../../../contracts/bff-golden';
import type { ConnectorNameLookup } from '../../../../../domain/routing/describe/connector-names';
import { ModalDialog } from '../../../../components/modal-dialog';

export interface GoldenDialogProps {
  failures: GoldenFailure[];
  names: ConnectorNameLookup;
  saving: boolean;
  onOverride: () => void;
  onClose: () => void;
}

const name = (names: ConnectorNameLookup, guid: string | null) => (guid === null ? 'no connector' : (names(guid) ?? guid));
const percent = (p: number) => `${Math.round(p * 1000) / 10} %`;

/** Golden test cases the change breaks: fix the routing, or save anyway with an explicit, audited override. */
export const GoldenDialog = ({ failures, names, saving, onOverride, onClose }: GoldenDialogProps) => (
  <ModalDialog title={`${failures.length} golden test case${failures.length === 1 ? '' : 's'} would fail`} onClose={onClose} testId="golden-dialog">
    <ul className="golden-failures">
      {failures.map((f) => (
        <li key={f.id}>
          <strong>{f.name}</strong>: expected {name(names, f.expectedConnector)}, would go to{' '}
          {f.shares.map((s) => `${name(names, s.connector)}${s.probability < 1 ? ` (${percent(s.probability)})` : ''}`).join(', ')}
        </li>
      ))}
    </ul>
    <p className="muted">Saving anyway is recorded in the audit log with the names of these cases.</p>
    <div className="modal-actions">
      <button type="button" onClick={onClose}>
        Back to editing
      </button>
      <button type="button" className="danger" disabled={saving} onClick={onOverride}>
        Save anyway (override)
      </button>
    </div>
  </ModalDialog>
);
