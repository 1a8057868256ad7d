import { useMemo } from 'react';
import type { SingleMethodDocument } from '../../../../../domain/routing/document';
import type { EditorEnvironment } from '../../editor/editor-props';
import { useEditor } from '../../editor/state/editor-context';
import { currentDocument } from '../../editor/state/editor-store';
import { runBatch } from '../model/batch-run';
import { BatchChanges } from './batch-changes';
import { BatchChart } from './batch-chart';
import { BatchErrors } from './batch-errors';
import { BatchSource, type LoadedBatch } from './batch-source';
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
  // Compiled trees make a re-run per edit cheap (thousands of transactions in milliseconds).
  const result = useMemo(() => (batch?.input.rows.length ? runBatch(draft, live, batch.input.rows, batch.seed) : null), [draft, live, batch]);
  return (
    <div className="sim-batch">
      <BatchSource onLoad={onBatch} />
      {batch ? (
        <>
          <p className="batch-summary" data-testid="batch-summary">
            {batch.label}: {batch.input.rows.length.toLocaleString('en')} transactions simulated
            {batch.input.errors.length ? `, ${batch.input.errors.length === 1 ? '1 problem' : `${batch.input.errors.length} problems`}` : ''}.
          </p>
          <BatchErrors errors={batch.input.errors} />
        </>
      ) : null}
      {result ? (
        <>
          <BatchTable result={result} names={env.names} />
          <BatchChart result={result} names={env.names} />
          {result.unconverted ? <p className="muted">{result.unconverted} transactions in a currency without a reference rate are counted but not in the EUR sums.</p> : null}
          <BatchChanges result={result} names={env.names} />
        </>
      ) : null}
    </div>
  );
};
