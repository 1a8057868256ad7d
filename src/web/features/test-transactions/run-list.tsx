import type { TestCard, TestConnector } from '@contracts/bff-transactions';
import type { FollowUpOperation } from '@contracts/gateway-transactions';
import { RunEntry } from './run-entry';
import { useRunsStore, type TestRun } from './runs-store';

export interface RunListProps {
  env: string;
  connectors: readonly TestConnector[];
  testCards: readonly TestCard[];
  onFollowUp(run: TestRun, operation: FollowUpOperation): void;
}

/** This session's runs in this environment, newest first; not kept across a reload. */
export const RunList = ({ env, connectors, testCards, onFollowUp }: RunListProps) => {
  const runs = useRunsStore((s) => s.runs).filter((r) => r.env === env);
  const clear = useRunsStore((s) => s.clear);
  return (
    <section className="run-list" aria-labelledby="runs-heading">
      <div className="run-list-header">
        <h2 id="runs-heading">This session’s runs</h2>
        {runs.length ? (
          <button type="button" className="button-small" onClick={clear}>
            Clear list
          </button>
        ) : null}
      </div>
      {runs.length ? (
        <ol className="run-entries">
          {runs.map((run) => (
            <RunEntry key={run.id} run={run} connector={connectors.find((c) => c.guid === run.connectorGuid)} testCards={testCards} onFollowUp={onFollowUp} />
          ))}
        </ol>
      ) : (
        <p className="empty-state">No test transactions sent yet in this session. Results appear here, newest first.</p>
      )}
    </section>
  );
};
