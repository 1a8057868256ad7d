import type { TestCard, TestConnector } from '@contracts/bff-transactions';
import type { FollowUpOperation } from '@contracts/gateway-transactions';
import { DccChoice } from './dcc-choice';
import { followUpsOf } from './follow-ups';
import { ResultPanel } from './result-panel';
import { RouteTaken } from './route-taken';
import { useRunsStore, type TestRun } from './runs-store';
import { formatMoney, formatTime } from '@web/lib/format';

export interface RunEntryProps {
  run: TestRun;
  connector: TestConnector | undefined;
  testCards: readonly TestCard[];
  onFollowUp(run: TestRun, operation: FollowUpOperation): void;
}

const FOLLOW_UP_LABELS: Readonly<Record<FollowUpOperation, string>> = { capture: 'Capture', void: 'Void', refund: 'Refund', deregister: 'Deregister' };

/** One send: what was sent where, each answer, the DCC choice while it waits, and the follow-ups it allows. */
export const RunEntry = ({ run, connector, testCards, onFollowUp }: RunEntryProps) => {
  const continued = useRunsStore((s) => s.continued);
  const last = run.results.at(-1);
  const dcc = last?.response.returnType === 'PENDING_DCC' ? last.response.dccData : undefined;
  const amount = run.request.amount ? ` ${formatMoney(String(run.request.amount), String(run.request.currency ?? ''))}` : '';
  return (
    <li className="run-entry" aria-label={`${run.operation} ${String(run.request.merchantTransactionId)}`}>
      <p className="run-entry-head">
        <strong>{run.operation}</strong>
        {amount} to {connector?.name ?? run.connectorGuid} · <code>{String(run.request.merchantTransactionId)}</code>{' '}
        <span className="muted">at {formatTime(run.sentAt)}</span>
      </p>
      {run.results.map((result, index) => (
        <ResultPanel key={index} env={run.env} result={result} container={connector?.customerProfileContainer ?? null}>
          {dcc && index === run.results.length - 1 ? (
            <DccChoice env={run.env} connectorGuid={run.connectorGuid} dcc={dcc} onContinued={(currency, next) => continued(run.id, currency, next)} />
          ) : null}
        </ResultPanel>
      ))}
      {last ? <RouteTaken run={run} result={last} connector={connector} testCards={testCards} /> : null}
      {followUpsOf(run).length ? (
        <div className="row-actions" role="group" aria-label="Follow-ups">
          {followUpsOf(run).map((operation) => (
            <button key={operation} type="button" onClick={() => onFollowUp(run, operation)}>
              {FOLLOW_UP_LABELS[operation]}…
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
};
