import { useState } from 'react';
import type { BiSearchResult } from '@contracts/bff-bi';
import { AggregationView } from './aggregations-view';
import { cellText } from './cell-text';
import { HitsTable } from './hits-table';
import { formatCount } from '@web/lib/format';

/** An answer as tables (hits, then every aggregation) or as the raw JSON the data source sent. */
export const BiResults = ({ answer }: { answer: BiSearchResult }) => {
  const [view, setView] = useState<'table' | 'json'>('table');
  const { result } = answer;
  const total = result.hits.total;
  const aggregations = Object.entries(result.aggregations ?? {}).filter((e): e is [string, Record<string, unknown>] => typeof e[1] === 'object' && e[1] !== null);
  return (
    <section className="bi-results" aria-label="Results">
      <div className="bi-results-bar">
        <p className="bi-summary" role="status">
          {total ? `${total.relation === 'gte' ? 'at least ' : ''}${cellText(total.value)} hit${total.value === 1 ? '' : 's'}` : `${formatCount(result.hits.hits.length)} hits shown`} · {answer.source === 'test' ? 'test data' : 'live data'} · engine {formatCount(result.took)} ms · {formatCount(answer.elapsedMs)} ms in all
        </p>
        <div className="segmented" role="group" aria-label="Show results as">
          <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
            Table
          </button>
          <button type="button" aria-pressed={view === 'json'} onClick={() => setView('json')}>
            Raw JSON
          </button>
        </div>
      </div>
      {view === 'json' ? (
        <pre className="bi-raw" data-testid="bi-raw">{JSON.stringify(result, null, 2)}</pre>
      ) : (
        <>
          {result.hits.hits.length > 0 || aggregations.length === 0 ? <HitsTable hits={result.hits.hits} /> : null}
          {aggregations.map(([name, agg]) => (
            <AggregationView key={name} name={name} agg={agg} />
          ))}
        </>
      )}
    </section>
  );
};
