import { useState } from 'react';
import type { CounterValue, SimTransaction } from '@domain/routing/evaluation';
import { ProductionConfirm } from '@web/components/production-confirm';
import { errorMessage } from '@web/lib/api-client';
import { useProductionConfirmationFor } from '@web/lib/use-production-confirmation';
import { useSession } from '@web/lib/use-session';
import type { EditorEnvironment } from '../../editor/editor-props';
import { useRouteTargets } from '../../editor/inspector/eligible-connectors';
import { useEditor } from '../../editor/state/editor-context';
import { describeTransaction } from '../model/sim-form';
import { useEditedEnvironment } from '../../editor/use-evaluation-settings';
import { GoldenCounters } from './golden-counters';
import { useGoldenMutations } from '../../editor/golden/golden-query';

export interface SaveGoldenFormProps {
  env: EditorEnvironment;
  tx: SimTransaction;
  /** Where the draft sends the transaction: the expectation most people mean to pin down. */
  draftConnector: string | null;
  /** Counters stated for the run: the case keeps them and is always checked with them. */
  counters?: readonly CounterValue[];
}

/** Pins the simulated transaction's expected connector as a golden case; only for those who may save routing. */
export const SaveGoldenForm = ({ env, tx, draftConnector, counters = [] }: SaveGoldenFormProps) => {
  const { can } = useSession();
  const { env: envName, connectorGuid } = useEditor((s) => s.baseline);
  // A multi-method case names its payment method; a single-method one routes the meta-connector's.
  const eligible = useRouteTargets(env, undefined, tx.paymentMethod).fitting;
  const { add } = useGoldenMutations(envName, connectorGuid);
  const environment = useEditedEnvironment();
  // Like every write to production: an explicit confirmation, for the edited connector's environment.
  const confirmation = useProductionConfirmationFor(environment);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(() => describeTransaction(tx));
  const [expected, setExpected] = useState(() => draftConnector ?? eligible[0]?.guid ?? '');
  if (!can('routing:write')) return null;
  if (!open)
    return (
      <button
        type="button"
        className="button-small sim-save-golden"
        onClick={(event) => {
          setOpen(true);
          // The form opens where the button was, often at the panel's bottom edge: bring it into view.
          const panel = event.currentTarget.parentElement;
          requestAnimationFrame(() => panel?.querySelector('form')?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
        }}
      >
        Save as golden case…
      </button>
    );
  const save = () => {
    if (!confirmation.ready) return;
    add.mutate({ name: name.trim(), transaction: tx, expectedConnector: expected, ...(counters.length ? { counters: [...counters] } : {}) }, { onSuccess: () => setOpen(false) });
  };
  return (
    <form
      className="sim-golden-form"
      aria-label="Save as golden case"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="field">
        <label htmlFor="golden-name">Case name</label>
        <input id="golden-name" type="text" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="golden-expected">Expected connector</label>
        <select id="golden-expected" value={expected} onChange={(e) => setExpected(e.target.value)}>
          {eligible.map((c) => (
            <option key={c.guid} value={c.guid}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {counters.length ? (
        <div className="field" data-testid="golden-counters-note">
          <p className="muted">Kept with the case, which is always checked with {counters.length === 1 ? 'this counter' : `these ${counters.length} counters`}:</p>
          <GoldenCounters counters={counters} label="Counters of the new case" />
        </div>
      ) : null}
      <ProductionConfirm confirmation={confirmation} consequence="adds a golden case" reason="every later save of this connector is checked against it" />
      {add.isError ? <p className="field-error" role="alert">{errorMessage(add.error)}</p> : null}
      <div className="sim-actions">
        <button type="submit" className="button" disabled={add.isPending || !name.trim() || !expected || !confirmation.ready}>
          Save golden case
        </button>
        <button type="button" className="button-small" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
};
