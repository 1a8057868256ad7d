import { BatchErrors } from './batch-errors';
import type { LoadedBatch } from './batch-source';
import { formatCount } from '@web/lib/format';

/** What was loaded: how many transactions run, and the rows that could not be read. */
export const BatchSummary = ({ batch }: { batch: LoadedBatch }) => {
  const problems = batch.input.errors.length;
  return (
    <>
      <p className="batch-summary" data-testid="batch-summary">
        {batch.label}: {formatCount(batch.input.rows.length)} transactions simulated
        {problems ? `, ${problems === 1 ? '1 problem' : `${problems} problems`}` : ''}.
      </p>
      <BatchErrors errors={batch.input.errors} />
    </>
  );
};

export const UnconvertedNote = ({ count, currency }: { count: number; currency: string }) =>
  count ? <p className="muted">{formatCount(count)} transactions in a currency without an exchange rate are counted but not in the {currency} sums.</p> : null;
