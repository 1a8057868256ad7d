import type { GoldenFailure } from '@contracts/bff-golden';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { ModalDialog } from '@web/components/modal-dialog';

export interface GoldenDialogProps {
  failures: GoldenFailure[];
  names: ConnectorNameLookup;
  saving: boolean;
  onOverride: () => void;
  onClose: () => void;
}

const name = (names: ConnectorNameLookup, guid: string | null) => (guid === null ? 'no connector' : (names(guid) ?? guid));
const percent = (p: number) => `${Math.round(p * 1000) / 10} %`;

/** Each failing case: what it expects and where the document sends its transaction instead. */
export const GoldenFailureList = ({ failures, names }: { failures: readonly GoldenFailure[]; names: ConnectorNameLookup }) => (
  <ul className="golden-failures">
    {failures.map((f) => (
      <li key={f.id}>
        <strong>{f.name}</strong>: expected {name(names, f.expectedConnector)}, would go to{' '}
        {f.shares.map((s) => `${name(names, s.connector)}${s.probability < 1 ? ` (${percent(s.probability)})` : ''}`).join(', ')}
      </li>
    ))}
  </ul>
);

/**
 * Golden test cases the BFF found broken at save time (the review shows the browser's own check
 * first; this answers a case added or changed meanwhile): fix the routing, or save anyway with an
 * explicit, audited override.
 */
export const GoldenDialog = ({ failures, names, saving, onOverride, onClose }: GoldenDialogProps) => (
  <ModalDialog title={`${failures.length} golden test case${failures.length === 1 ? '' : 's'} would fail`} onClose={onClose} testId="golden-dialog">
    <GoldenFailureList failures={failures} names={names} />
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
