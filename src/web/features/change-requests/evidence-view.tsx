import type { ChangeEvidence } from '@domain/change-control/evidence';
import { connectorDisplay, connectorLabel, type ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { formatCount, formatCountOf, formatDateTime } from '../../lib/format';

const pct = (p: number) => `${Math.round(p * 1000) / 10} %`;

/** The evidence in words: what changes, the golden cases on the draft, the routing analysis's warnings. */
export const EvidenceView = ({ evidence, names }: { evidence: ChangeEvidence; names: ConnectorNameLookup }) => {
  const name = (guid: string | null) => (guid ? connectorDisplay(connectorLabel(guid, names)) : 'no connector');
  const failing = evidence.golden.filter((g) => !g.pass);
  const newFindings = new Set(evidence.newFindings);
  return (
    <div className="evidence" data-testid="evidence">
      <p className="muted">Computed {formatDateTime(evidence.computedAt)} against revision <code>{evidence.baseRevision.slice(0, 12)}</code>.</p>
      <h3>Changes</h3>
      {evidence.changes.length ? (
        <ul className="change-list" aria-label="Changes">
          {evidence.changes.map((c) => (
            <li key={`${c.kind}:${c.path}:${c.message}`} className={`change change-${c.kind}`}>
              {c.message}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No change in the rules or settings.</p>
      )}
      <h3>Golden test cases</h3>
      {evidence.golden.length === 0 ? (
        <p className="muted">This connector has no golden test cases.</p>
      ) : (
        <>
          <p data-testid="golden-summary">{failing.length === 0 ? `All ${formatCount(evidence.golden.length)} pass.` : `${formatCountOf(failing.length, evidence.golden.length)} would fail.`}</p>
          <ul aria-label="Golden test cases">
            {evidence.golden.map((g) => (
              <li key={g.id} className={g.pass ? 'change-added' : 'change-removed'}>
                {g.name}: {g.pass ? `reaches ${name(g.expectedConnector)}` : `expected ${name(g.expectedConnector)}, would go to ${g.shares.map((s) => `${name(s.connector)} (${pct(s.probability)})`).join(', ')}`}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Routing analysis</h3>
      {evidence.findings.length === 0 ? (
        <p className="muted">No warnings.</p>
      ) : (
        <ul aria-label="Routing analysis warnings">
          {evidence.findings.map((f) => (
            <li key={`${f.code}:${f.path}`}>
              {newFindings.has(f.message) ? <strong>New: </strong> : null}
              {f.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
