import type { ReplayReport } from '@domain/insights/replay-report';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { connectorShort, replayCount } from './replay-format';

const key = (c: string | null) => c ?? '∅';

/** Live connector (rows) × draft connector (columns): payments and volume; the diagonal stays, the rest moves. */
export const ReplayMatrix = ({ report, names, money }: { report: ReplayReport; names: ConnectorNameLookup; money: (n: number) => string }) => {
  const rows = [...new Set(report.matrix.map((c) => key(c.live)))];
  const columns = [...new Set(report.matrix.map((c) => key(c.draft)))];
  const cell = new Map(report.matrix.map((c) => [`${key(c.live)}→${key(c.draft)}`, c]));
  const back = (k: string) => (k === '∅' ? null : k);
  return (
    <div className="replay-matrix-wrap">
      <table className="data-table replay-matrix" aria-label="Live connector × draft connector">
        <caption>Live (rows) → draft (columns)</caption>
        <thead>
          <tr>
            <th scope="col" aria-label="Live connector" />
            {columns.map((c) => (
              <th key={c} scope="col" title={back(c) ?? ''}>
                {connectorShort(back(c), names)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r}>
              <th scope="row" title={back(r) ?? ''}>
                {connectorShort(back(r), names)}
              </th>
              {columns.map((c) => {
                const here = cell.get(`${r}→${c}`);
                const moves = r !== c && here;
                return (
                  <td key={c} className={moves ? 'replay-moves' : here ? 'replay-stays' : undefined} data-testid={here ? `cell-${r}-${c}` : undefined}>
                    {here ? (
                      <>
                        {money(here.amount)}
                        <div className="insights-counts">{replayCount(here.count)}</div>
                      </>
                    ) : (
                      <span className="muted">·</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
