import { useId, useMemo, useState } from 'react';
import type { MultiMethodDocument } from '../../../../../domain/routing/document';
import { evaluateMultiMethod, type SimTransaction } from '../../../../../domain/routing/evaluation';
import type { EditorEnvironment } from '../../editor/editor-props';
import { useEditor } from '../../editor/state/editor-context';
import { currentDocument } from '../../editor/state/editor-store';
import { emptyForm, formFromTransaction, parseForm } from '../model/sim-form';
import { simulationContext } from '../model/simulate';
import { PresetPicker } from '../single/preset-picker';
import { TransactionForm } from '../single/transaction-form';
import { GoldenCasesView } from '../golden/golden-cases-view';
import { GoldenStatus } from '../golden/golden-status';
import { SaveGoldenForm } from '../golden/save-golden-form';
import { useGoldenRuns } from '../golden/use-golden-runs';
import { MethodOutcome } from './method-outcome';
import { useMethodHighlight } from './use-method-highlight';

/**
 * Simulation for a multi-method connector: which methods the transaction is offered, and where the
 * chosen method routes it, on the unsaved draft and on the live document side by side; and the
 * connector's golden cases (each pins a payment method and a connector) against the draft.
 */
export const MultiSimulation = ({ env }: { env: EditorEnvironment }) => {
  const draft = useEditor(currentDocument) as MultiMethodDocument;
  const live = useEditor((s) => s.baseline.document) as MultiMethodDocument;
  const [form, setForm] = useState(emptyForm);
  const [method, setMethod] = useState(draft.methods[0]?.method ?? '');
  const [tx, setTx] = useState<SimTransaction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const methodId = useId();
  const run = (doc: MultiMethodDocument) => (tx ? evaluateMultiMethod(doc, { ...tx, paymentMethod: method }, simulationContext(1), { names: env.names }) : null);
  const draftRun = useMemo(() => run(draft), [draft, tx, method, env.names]); // eslint-disable-line react-hooks/exhaustive-deps
  const liveRun = useMemo(() => run(live), [live, tx, method, env.names]); // eslint-disable-line react-hooks/exhaustive-deps
  useMethodHighlight(draftRun?.chosen ?? null);
  const golden = useGoldenRuns();
  const routed = draftRun?.chosen?.routing?.decision;
  const draftConnector = routed && (routed.kind === 'route' || routed.kind === 'default') ? routed.connector : null;

  const submit = () => {
    const parsed = parseForm(form);
    if (!parsed.ok) return setError(parsed.errors.map((e) => `${e.field}: ${e.message}`).join('; '));
    setError(null);
    setTx(parsed.transaction);
  };

  return (
    <div className="sim-single" data-testid="multi-simulation">
      <div className="sim-toolbar">
        <PresetPicker onPick={(p) => setForm(formFromTransaction(p.transaction))} />
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="field">
          <label htmlFor={methodId}>Payment method chosen</label>
          <select id={methodId} value={method} onChange={(e) => setMethod(e.target.value)}>
            {draft.methods.map((m) => (
              <option key={m.method} value={m.method}>
                {m.method}
              </option>
            ))}
          </select>
        </div>
        <TransactionForm form={form} errors={[]} onChange={setForm} />
        {error ? (
          <p className="sim-errors" role="alert">
            {error}
          </p>
        ) : null}
        <div className="sim-run">
          <button type="submit" className="button">
            Run
          </button>
        </div>
      </form>
      {draftRun && liveRun ? (
        <div className="sim-side-by-side">
          <MethodOutcome title="Draft" methods={draftRun.methods} chosen={draftRun.chosen} names={env.names} />
          <MethodOutcome title="Live" methods={liveRun.methods} chosen={liveRun.chosen} names={env.names} />
        </div>
      ) : null}
      {tx && draftRun ? <SaveGoldenForm env={env} tx={{ ...tx, paymentMethod: method }} draftConnector={draftConnector} /> : null}
      <section aria-label="Golden cases" className="sim-golden">
        <GoldenStatus golden={golden} onOpen={() => undefined} />
        <GoldenCasesView env={env} golden={golden} />
      </section>
    </div>
  );
};
