import { useState } from 'react';
import type { EditorEnvironment } from '../editor/editor-props';
import { BatchSimulation } from './batch/batch-simulation';
import type { LoadedBatch } from './batch/batch-source';
import { EvaluationNote } from './evaluation-note';
import { GoldenCasesView } from './golden/golden-cases-view';
import { GoldenStatus } from './golden/golden-status';
import { useGoldenRuns } from '../editor/golden/use-golden-runs';
import { emptyForm, formFromTransaction, type SimForm } from './model/sim-form';
import { useIncomingSimulation } from './incoming-simulation';
import { SingleSimulation, type SimulationRun } from './single/single-simulation';

type View = 'single' | 'batch' | 'golden';

/**
 * Which connector would a transaction go to, and why: one transaction, a batch, and the golden cases,
 * always against both the unsaved draft and the live document. Single-method documents; multi-method
 * ones have `MultiSimulation`.
 */
export const SimulatorPanel = ({ env }: { env: EditorEnvironment }) => {
  const incoming = useIncomingSimulation();
  const [view, setView] = useState<View>('single');
  // Held here so switching views keeps the transaction, its result and the loaded batch.
  const [form, setForm] = useState<SimForm>(() => (incoming ? formFromTransaction(incoming.tx) : emptyForm()));
  // A transaction another page sent (a test transaction's "show the route") is run at once.
  const [run, setRun] = useState<SimulationRun | null>(() => (incoming ? { input: { tx: incoming.tx, counters: [] }, seed: incoming.seed } : null));
  const [batch, setBatch] = useState<LoadedBatch | null>(null);
  // A transaction sent while the panel is open (a replayed payment's "Simulate" lands a moment after
  // the panel opens): run it too. Adjusted during render, React's pattern for state that follows a prop.
  const [ranIncoming, setRanIncoming] = useState(incoming);
  if (incoming && incoming !== ranIncoming) {
    setRanIncoming(incoming);
    setView('single');
    setForm(formFromTransaction(incoming.tx));
    setRun({ input: { tx: incoming.tx, counters: [] }, seed: incoming.seed });
  }
  const golden = useGoldenRuns();
  const tabs: Array<[View, string]> = [
    ['single', 'Transaction'],
    ['batch', 'Batch'],
    ['golden', golden.failing ? `Golden cases (${golden.failing} failing)` : 'Golden cases'],
  ];
  return (
    <section className="simulator" aria-label="Simulator">
      <header className="sim-header">
        <h3>Simulate</h3>
        <GoldenStatus golden={golden} onOpen={() => setView('golden')} />
      </header>
      <EvaluationNote />
      <div role="tablist" aria-label="Simulation" className="sim-tabs">
        {tabs.map(([id, label]) => (
          <button key={id} type="button" role="tab" aria-selected={view === id} onClick={() => setView(id)}>
            {label}
          </button>
        ))}
      </div>
      {view === 'single' ? (
        <SingleSimulation
          env={env}
          form={form}
          run={run}
          onForm={(next) => {
            setForm(next);
            setRun(null);
          }}
          onRun={setRun}
        />
      ) : null}
      {view === 'batch' ? <BatchSimulation env={env} batch={batch} onBatch={setBatch} /> : null}
      {view === 'golden' ? <GoldenCasesView env={env} golden={golden} /> : null}
    </section>
  );
};
