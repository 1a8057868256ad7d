import { useEffect, useMemo, useRef, useState } from 'react';
import type { SingleMethodDocument } from '@domain/routing/document';
import { counterQueriesOf } from '@domain/routing/evaluation';
import type { EditorEnvironment } from '../../editor/editor-props';
import { useEditor } from '../../editor/state/editor-context';
import { currentDocument } from '../../editor/state/editor-store';
import { SaveGoldenForm } from '../golden/save-golden-form';
import { FIELD_LABELS, type FieldError } from '../model/flat-transaction';
import { formFromTransaction, parseForm, type SimForm, type SimInput } from '../model/sim-form';
import { simulate } from '../model/simulate';
import { useEvaluationSettings } from '../../editor/use-evaluation-settings';
import { OutcomeComparison } from './outcome-comparison';
import { PasteJson } from './paste-json';
import { PresetPicker } from './preset-picker';
import { TransactionForm } from './transaction-form';
import { useSimulationHighlight } from './use-simulation-highlight';

export interface SimulationRun {
  input: SimInput;
  seed: number;
}

export interface SingleSimulationProps {
  env: EditorEnvironment;
  form: SimForm;
  run: SimulationRun | null;
  /** A changed form drops the run: a result must always belong to the transaction on screen. */
  onForm(form: SimForm): void;
  onRun(run: SimulationRun): void;
}

const labelOf = (field: string) => (field in FIELD_LABELS ? FIELD_LABELS[field as keyof typeof FIELD_LABELS] : field);

export const SingleSimulation = ({ env, form, run, onForm, onRun }: SingleSimulationProps) => {
  const draft = useEditor(currentDocument) as SingleMethodDocument;
  const live = useEditor((s) => s.baseline.document) as SingleMethodDocument;
  const [seed, setSeed] = useState(() => String(run?.seed ?? 1));
  // A run that arrives from elsewhere (a replayed payment with its replay's seed) shows its seed.
  const [seedOf, setSeedOf] = useState(run);
  if (run !== seedOf) {
    setSeedOf(run);
    if (run) setSeed(String(run.seed));
  }
  const [errors, setErrors] = useState<FieldError[]>([]);
  const settings = useEvaluationSettings();
  const asked = useMemo(() => counterQueriesOf(draft, live), [draft, live]);
  // Recomputed on every edit, so the result (and the graph) follow the draft while it changes.
  const draftSim = useMemo(() => (run ? simulate(draft, run.input, run.seed, settings, env.names) : null), [draft, run, settings, env.names]);
  const liveSim = useMemo(() => (run ? simulate(live, run.input, run.seed, settings, env.names) : null), [live, run, settings, env.names]);
  useSimulationHighlight(draftSim);
  const results = useRef<HTMLDivElement>(null);
  // The form is tall: bring a fresh answer into view rather than leave it below the fold.
  useEffect(() => {
    if (run) results.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [run]);

  const change = (next: SimForm) => {
    setErrors([]);
    onForm(next);
  };
  const submit = () => {
    const parsed = parseForm(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      // The form is taller than the panel: take the user to the first field that needs fixing.
      requestAnimationFrame(() => document.getElementById(`sim-${parsed.errors[0]?.field}`)?.focus());
      return;
    }
    setErrors([]);
    onRun({ input: { tx: parsed.tx, counters: parsed.counters }, seed: Number.parseInt(seed, 10) || 0 });
  };

  return (
    <div className="sim-single">
      <div className="sim-toolbar">
        <PresetPicker onPick={(p) => change(formFromTransaction(p.transaction))} />
        <PasteJson onInput={({ tx, counters }) => change(formFromTransaction(tx, counters))} />
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TransactionForm form={form} errors={errors} onChange={change} asked={asked} />
        {errors.length ? (
          <ul className="sim-errors" role="alert" aria-label="Transaction errors">
            {errors.map((e, i) => (
              <li key={i}>
                {labelOf(e.field)}: {e.message}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="sim-run">
          <div className="field">
            <label htmlFor="sim-seed">Seed</label>
            <input id="sim-seed" type="number" value={seed} onChange={(e) => setSeed(e.target.value)} title="Load balancers draw with this seed: the same seed repeats the same draw" />
          </div>
          <button type="submit" className="button">
            Run
          </button>
        </div>
      </form>
      <div ref={results}>
        {draftSim && liveSim && run ? (
          <>
            <OutcomeComparison draft={draftSim} live={liveSim} names={env.names} />
            <SaveGoldenForm key={JSON.stringify(run)} env={env} tx={run.input.tx} draftConnector={draftSim.connector} counters={run.input.counters} />
          </>
        ) : null}
      </div>
    </div>
  );
};
