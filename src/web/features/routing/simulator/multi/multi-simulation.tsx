import { useMemo, useState } from 'react';
import type { MultiMethodDocument } from '@domain/routing/document';
import { counterQueriesOf, evaluateMultiMethod } from '@domain/routing/evaluation';
import type { EditorEnvironment } from '../../editor/editor-props';
import { useEditor } from '../../editor/state/editor-context';
import { currentDocument } from '../../editor/state/editor-store';
import { MultiBatchSimulation } from '../batch/multi-batch-simulation';
import { GoldenCasesView } from '../golden/golden-cases-view';
import { GoldenStatus } from '../golden/golden-status';
import { SaveGoldenForm } from '../golden/save-golden-form';
import { useGoldenRuns } from '../../editor/golden/use-golden-runs';
import { emptyForm, formFromTransaction, parseForm, type SimInput } from '../model/sim-form';
import { simulationContext } from '../model/simulate';
import { PasteJson } from '../single/paste-json';
import { PresetPicker } from '../single/preset-picker';
import { TransactionForm } from '../single/transaction-form';
import { MethodSelect } from '../method-select';
import { useEvaluationSettings } from '../../editor/use-evaluation-settings';
import { EvaluationNote } from '../evaluation-note';
import { MethodOutcome } from './method-outcome';
import { useMethodHighlight } from './use-method-highlight';
import { sameMethod } from '@domain/routing/method-block';

type View = 'single' | 'batch';

/**
 * Simulation for a multi-method connector: which methods the transaction is offered, and where the
 * chosen method routes it, on the unsaved draft and on the live document side by side; a batch with
 * the same per method; and the connector's golden cases (each pins a payment method and a connector)
 * against the draft.
 */
export const MultiSimulation = ({ env }: { env: EditorEnvironment }) => {
  const draft = useEditor(currentDocument) as MultiMethodDocument;
  const live = useEditor((s) => s.baseline.document) as MultiMethodDocument;
  const settings = useEvaluationSettings();
  const [view, setView] = useState<View>('single');
  const [form, setForm] = useState(emptyForm);
  const [method, setMethod] = useState(draft.methods[0]?.method ?? '');
  const [input, setInput] = useState<SimInput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asked = useMemo(() => counterQueriesOf(draft, live), [draft, live]);
  const run = (doc: MultiMethodDocument) =>
    input ? evaluateMultiMethod(doc, { ...input.tx, paymentMethod: method }, simulationContext(settings, { seed: 1, counters: input.counters }), { names: env.names }) : null;
  const draftRun = useMemo(() => run(draft), [draft, input, method, settings, env.names]); // eslint-disable-line react-hooks/exhaustive-deps
  const liveRun = useMemo(() => run(live), [live, input, method, settings, env.names]); // eslint-disable-line react-hooks/exhaustive-deps
  useMethodHighlight(view === 'single' ? (draftRun?.chosen ?? null) : null);
  const golden = useGoldenRuns();
  const routed = draftRun?.chosen?.routing?.decision;
  const draftConnector = routed && (routed.kind === 'route' || routed.kind === 'default') ? routed.connector : null;

  const change = (next: typeof form) => {
    setForm(next);
    setInput(null);
  };
  const submit = () => {
    const parsed = parseForm(form);
    if (!parsed.ok) return setError(parsed.errors.map((e) => `${e.field}: ${e.message}`).join('; '));
    setError(null);
    setInput({ tx: parsed.tx, counters: parsed.counters });
  };

  return (
    <div className="sim-single" data-testid="multi-simulation">
      <EvaluationNote />
      <div role="tablist" aria-label="Simulation" className="sim-tabs">
        {(
          [
            ['single', 'Transaction'],
            ['batch', 'Batch'],
          ] as const
        ).map(([id, label]) => (
          <button key={id} type="button" role="tab" aria-selected={view === id} onClick={() => setView(id)}>
            {label}
          </button>
        ))}
      </div>
      {view === 'batch' ? <MultiBatchSimulation env={env} /> : null}
      {view === 'single' ? (
        <>
          <div className="sim-toolbar">
            <PresetPicker onPick={(p) => change(formFromTransaction(p.transaction))} />
            <PasteJson
              onInput={({ tx, counters }) => {
                if (tx.paymentMethod) setMethod(draft.methods.find((m) => sameMethod(m.method, tx.paymentMethod!))?.method ?? method);
                change(formFromTransaction(tx, counters));
              }}
            />
          </div>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <MethodSelect label="Payment method chosen" doc={draft} value={method} onChange={setMethod} />
            <TransactionForm form={form} errors={[]} asked={asked} onChange={change} />
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
          {input && draftRun ? <SaveGoldenForm env={env} tx={{ ...input.tx, paymentMethod: method }} draftConnector={draftConnector} counters={input.counters} /> : null}
        </>
      ) : null}
      <section aria-label="Golden cases" className="sim-golden">
        <GoldenStatus golden={golden} onOpen={() => undefined} />
        <GoldenCasesView env={env} golden={golden} />
      </section>
    </div>
  );
};
