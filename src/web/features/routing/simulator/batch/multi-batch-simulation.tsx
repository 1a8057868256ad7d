import { useMemo, useState } from 'react';
import type { MultiMethodDocument } from '@domain/routing/document';
import type { EditorEnvironment } from '../../editor/editor-props';
import { useEditor } from '../../editor/state/editor-context';
import { currentDocument } from '../../editor/state/editor-store';
import { runMultiBatch, type MethodBatch } from '../model/batch-run-multi';
import { MethodSelect } from '../method-select';
import { useEvaluationSettings } from '../../editor/use-evaluation-settings';
import { BatchChanges } from './batch-changes';
import { BatchChart } from './batch-chart';
import { BatchSource, type LoadedBatch } from './batch-source';
import { BatchSummary, UnconvertedNote } from './batch-summary';
import { BatchTable } from './batch-table';
import { formatCount } from '@web/lib/format';

const MethodSection = ({ entry, total, currency, env }: { entry: MethodBatch; total: number; currency: string; env: EditorEnvironment }) => (
  <section className="batch-method" aria-label={`Method ${entry.method}`} data-testid="batch-method">
    <h4>{entry.method}</h4>
    <p data-testid="batch-offered">
      Offered to {formatCount(entry.offered.draft)} of {formatCount(total)} in the draft, {formatCount(entry.offered.live)} live.
    </p>
    {entry.chosen ? (
      <>
        <p>Routing of the {formatCount(entry.chosen)} transactions that chose it:</p>
        <BatchTable draft={entry.draft} live={entry.live} currency={currency} names={env.names} label={`${entry.method}: distribution per connector`} />
        <BatchChart draft={entry.draft} live={entry.live} names={env.names} label={`${entry.method}: transactions per connector, draft and live`} />
      </>
    ) : (
      <p className="muted">No transaction chose it.</p>
    )}
  </section>
);

/**
 * A batch through a multi-method connector: per method, how many transactions each side offers it
 * to, and where those that chose it are routed. A transaction chooses its `paymentMethod` (a CSV
 * column or JSON field); the method picked here stands in for those without one.
 */
export const MultiBatchSimulation = ({ env }: { env: EditorEnvironment }) => {
  const draft = useEditor(currentDocument) as MultiMethodDocument;
  const live = useEditor((s) => s.baseline.document) as MultiMethodDocument;
  const settings = useEvaluationSettings();
  const [batch, setBatch] = useState<LoadedBatch | null>(null);
  const [method, setMethod] = useState(draft.methods[0]?.method ?? '');
  const result = useMemo(
    () => (batch?.input.rows.length ? runMultiBatch(draft, live, batch.input.rows, batch.seed, settings, method) : null),
    [draft, live, batch, settings, method],
  );
  return (
    <div className="sim-batch">
      <MethodSelect label="Payment method when a row names none" doc={draft} value={method} onChange={setMethod} />
      <BatchSource onLoad={setBatch} />
      {batch ? <BatchSummary batch={batch} /> : null}
      {result ? (
        <>
          {result.methods.map((entry) => (
            <MethodSection key={entry.method} entry={entry} total={result.total} currency={result.baseCurrency} env={env} />
          ))}
          <UnconvertedNote count={result.unconverted} currency={result.baseCurrency} />
          <BatchChanges total={result.total} changedCount={result.changedCount} changes={result.changes} names={env.names} />
        </>
      ) : null}
    </div>
  );
};
