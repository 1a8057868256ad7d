import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { BiSource } from '@contracts/bff-bi';
import { withEnvironment } from '@web/lib/environment-in-url';

export interface ChartCardProps {
  title: string;
  /** How the numbers are counted, in a sentence under the title. */
  note?: ReactNode;
  /** Controls above the chart (a metric or breakdown choice). */
  controls?: ReactNode;
  /** The DSL query the numbers came from, opened in the BI console on request. */
  query: Record<string, unknown>;
  envId: string;
  source: BiSource;
  /** What to say instead of the chart when there is nothing to draw. */
  empty: string | null;
  chart: ReactNode;
  table: ReactNode;
}

/**
 * One chart of the traffic summary: title, the chart or the same numbers as a table, and the query
 * behind it. Chart and table are rendered from one value, so they cannot disagree.
 */
export const ChartCard = ({ title, note, controls, query, envId, source, empty, chart, table }: ChartCardProps) => {
  const [asTable, setAsTable] = useState(false);
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <section className="chart-card" aria-labelledby={headingId}>
      <header className="chart-card-head">
        <h4 id={headingId}>{title}</h4>
        <div className="chart-card-actions">
          <button type="button" className="chart-toggle" aria-pressed={asTable} onClick={() => setAsTable((t) => !t)} disabled={empty !== null}>
            Table
          </button>
          <button type="button" className="text-link" onClick={() => void navigate(withEnvironment('/bi', envId), { state: { biQuery: query, source } })}>
            Open in query console
          </button>
        </div>
      </header>
      {note ? <p className="muted chart-note">{note}</p> : null}
      {controls}
      {empty !== null ? <p className="empty-state chart-empty">{empty}</p> : asTable ? <div className="chart-table-wrap">{table}</div> : <div className="chart-plot">{chart}</div>}
    </section>
  );
};
