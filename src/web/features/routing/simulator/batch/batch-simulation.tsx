import { useMemo } from 'react';
import type { SingleMethodDocument } from '@domain/routing/document';
import type { EditorEnvironment } from '../../editor/editor-props';
import { useEditor } from '../../editor/state/editor-context';
import { currentDocument } from '../../editor/state/editor-store';
import { batchRowsOutcome, runBatch } from '../model/batch-run';
import { useEvaluationSettings } from '../../editor/use-evaluation-settings';
import { BatchChanges } from './batch-changes';
import { BatchChart } from './batch-chart';
import { BatchSource, type LoadedBatch } from './batch-source';
import { BatchSummary, UnconvertedNote } from './batch-summary';
import { BatchTable } from './batch-table';

export interface BatchSimulationProps {
  env: EditorEnvironment;
  batch: LoadedBatch | null;
  onBatch(batch: LoadedBatch): void;
}

/** Many transactions through draft and live: where the traffic goes and what the draft moves. */
export const BatchSimulation = ({ env, batch, onBatch }: BatchSimulationProps) => {
  const draft = useEditor(currentDocument) as SingleMethodDocument;
  const live = useEditor((s) => s.baseline.document) as SingleMethodDocument;
  const settings = useEvaluationSettings();
  // Compiled trees make a re-run per edit cheap (thousands of transactions in milliseconds).
  const result = useMemo(() => (batch?.input.rows.length ? runBatch(draft, live, batch.input.rows, batch.seed, settings) : null), [draft, live, batch, settings]);
  return (
    <div className="sim-batch">
      <BatchSource onLoad={onBatch} />
      {batch ? <BatchSummary batch={batch} /> : null}
      {result ? (
        <>
          <BatchTable draft={result.draft} live={result.live} currency={result.baseCurrency} names={env.names} />
          <BatchChart draft={result.draft} live={result.live} names={env.names} />
          <UnconvertedNote count={result.unconverted} currency={result.baseCurrency} />
          <BatchChanges
            total={result.total}
            changedCount={result.changedCount}
            changes={result.changes}
            names={env.names}
            exportRows={() => batchRowsOutcome(draft, live, batch!.input.rows, batch!.seed, settings)}
          />
        </>
      ) : null}
    </div>
  );
};
