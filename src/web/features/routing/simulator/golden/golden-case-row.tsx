import { useState } from 'react';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { ConnectorName } from '../../connector-name';
import { formatChance } from '@web/lib/format';
import { GoldenCounters } from './golden-counters';
import type { GoldenRun } from '../../editor/golden/golden-results';

export interface GoldenCaseRowProps {
  run: GoldenRun;
  names: ConnectorNameLookup;
  /** Absent for users who may not change routing. */
  onDelete?: () => void;
  deleting?: boolean;
}

/** One case: expected connector, pass/fail against the draft, and where a failing case goes instead. */
export const GoldenCaseRow = ({ run: { gc, result }, names, onDelete, deleting }: GoldenCaseRowProps) => {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={`golden-case ${result.pass ? 'is-pass' : 'is-fail'}`} data-testid="golden-case" aria-label={gc.name}>
      <div className="golden-case-head">
        <span className={`golden-status ${result.pass ? 'pass' : 'fail'}`}>{result.pass ? 'Pass' : 'Fail'}</span>
        <strong>{gc.name}</strong>
      </div>
      <p className="golden-expected">
        Expects <ConnectorName guid={gc.expectedConnector} names={names} />
      </p>
      {gc.counters?.length ? <GoldenCounters counters={gc.counters} label={`Counters of ${gc.name}`} /> : null}
      {!result.pass ? (
        <p className="golden-instead">
          Goes to{' '}
          {result.shares.map((s, i) => (
            <span key={s.connector ?? 'none'}>
              {i ? ', ' : ''}
              <ConnectorName guid={s.connector} names={names} none="no connector" /> ({formatChance(s.probability)})
            </span>
          ))}
        </p>
      ) : null}
      {onDelete ? (
        <div className="sim-actions">
          {confirming ? (
            <>
              <button type="button" className="button-small danger" disabled={deleting} onClick={onDelete}>
                Delete “{gc.name}”
              </button>
              <button type="button" className="button-small" onClick={() => setConfirming(false)}>
                Keep
              </button>
            </>
          ) : (
            <button type="button" className="button-small" aria-label={`Delete ${gc.name}`} onClick={() => setConfirming(true)}>
              Delete
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
};
