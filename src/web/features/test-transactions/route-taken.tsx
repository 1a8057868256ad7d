import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TestCard, TestConnector, TestTransactionResult } from '@contracts/bff-transactions';
import { requestTransaction, type RoutedFacts } from '@domain/routing/evaluation';
import { biApi } from '../../lib/bi-api';
import { withEnvironment } from '../../lib/environment-in-url';
import { useCurrentEnvironment } from '../../lib/use-current-environment';
import { useSession } from '../../lib/use-session';
import type { TestRun } from './runs-store';
import { formatTime } from '../../lib/format';

const ATTEMPT_FIELDS = ['uuid', 'attempt', 'connector_guid', 'connector_name', 'status', 'first_error_code', 'first_error_message', 'meta_connector_name'];

/** The BI records of a payment: every attempt (the last one carries the payment's own uuid). */
const attemptsQuery = (env: string, uuid: string) => ({
  queryKey: ['test-transactions', env, 'attempts', uuid] as const,
  queryFn: () =>
    biApi.searchBi(env, {
      source: 'live',
      query: { size: 20, sort: [{ attempt: 'asc' }], _source: ATTEMPT_FIELDS, query: { bool: { should: [{ term: { broker_id: uuid } }, { term: { uuid } }], minimum_should_match: 1 } } },
    }),
  staleTime: Infinity,
});

interface AttemptRecord {
  attempt?: number;
  connector_name?: string;
  connector_guid?: string;
  status?: string;
  first_error_code?: string | null;
  first_error_message?: string | null;
}

const ROUTED = new Set(['debit', 'preauthorize', 'register']);

/**
 * The connector the meta-connector's routing chose, in a sentence: the gateway's answer does not
 * name it (the transaction API answers for the meta-connector), its BI records do, one per attempt.
 */
const ChosenConnector = ({ records }: { records: readonly AttemptRecord[] }) => {
  const first = records[0]!;
  const last = records.at(-1)!;
  const name = (r: AttemptRecord) => r.connector_name ?? r.connector_guid ?? 'an unnamed connector';
  const failovers = records.length - 1;
  return (
    <p data-testid="chosen-connector">
      Routing chose <strong>{name(first)}</strong>
      {failovers === 0
        ? last.status === 'success'
          ? ', which approved it'
          : ', which did not approve it'
        : `; after ${failovers === 1 ? 'one failover' : `${failovers} failovers`}, ${last.status === 'success' ? 'approved by' : 'last tried'} `}
      {failovers === 0 ? null : <strong>{name(last)}</strong>}. <span className="muted">From the gateway's BI records of this payment.</span>
    </p>
  );
};

export interface RouteTakenProps {
  run: TestRun;
  result: TestTransactionResult;
  connector: TestConnector | undefined;
  testCards: readonly TestCard[];
}

/**
 * Where a payment sent to a meta-connector went: each attempt with its connector and outcome (from
 * the BI data source, which the gateway fills after an indexing delay), and one click to its route
 * and plain-language trace on the routing graph (the simulator replays the request on the live
 * document).
 */
export const RouteTaken = ({ run, result, connector, testCards }: RouteTakenProps) => {
  const { can } = useSession();
  const baseCurrency = useCurrentEnvironment().current?.evaluation?.baseCurrency ?? 'EUR';
  const uuid = result.response.uuid;
  const routed = ROUTED.has(run.operation) && connector?.isMetaConnector === true && uuid !== undefined && result.response.returnType !== 'PENDING_DCC';
  const attempts = useQuery({ ...attemptsQuery(run.env, uuid ?? ''), enabled: routed && can('bi:read') });
  if (!routed) return null;
  const card = testCards.find((c) => c.token === run.request.transactionToken);
  const tx = card && !connector.multiMethod ? requestTransaction(run.operation as 'debit', run.request as RoutedFacts, card, baseCurrency) : null;
  const records = (attempts.data?.result.hits.hits ?? []).map((h) => (h._source ?? {}) as AttemptRecord);
  return (
    <section className="route-taken" aria-label="Where it went">
      <h4>Where it went</h4>
      {!can('bi:read') ? <p className="muted">Your role does not read the BI data source, where the gateway says which connector it chose: ask an analyst, or open the route on the graph below.</p> : null}
      {attempts.isPending && can('bi:read') ? <p className="muted">Reading the attempts from the BI data source…</p> : null}
      {attempts.isError ? <p className="muted">The BI data source could not be read: the attempts are not known here.</p> : null}
      {attempts.isSuccess && records.length === 0 ? (
        <p className="muted" role="status">
          {attempts.isFetching
            ? 'Checking the BI data source…'
            : `The BI data source has no record of it yet (checked at ${formatTime(attempts.dataUpdatedAt)}; records arrive after an indexing delay: seconds in the sandbox, up to 24 hours on the platform).`}{' '}
          <button type="button" className="link-button" disabled={attempts.isFetching} onClick={() => void attempts.refetch()}>
            Check again
          </button>
        </p>
      ) : null}
      {records.length ? <ChosenConnector records={records} /> : null}
      {records.length ? (
        <ol className="route-attempts" aria-label="Attempts">
          {records.map((r) => (
            <li key={r.attempt ?? 0}>
              Attempt {r.attempt ?? '?'}: <strong>{r.connector_name ?? r.connector_guid}</strong> ·{' '}
              {r.status === 'success' ? 'succeeded' : `${r.status ?? 'unknown'}${r.first_error_code ? ` ${r.first_error_code}` : ''}${r.first_error_message ? ` (${r.first_error_message})` : ''}`}
            </li>
          ))}
        </ol>
      ) : null}
      {tx ? (
        <p>
          <Link to={withEnvironment(`/env/${encodeURIComponent(run.env)}/connectors/${encodeURIComponent(run.connectorGuid)}`, run.env)} state={{ simulate: tx }}>
            Show the route and why on {connector.name}’s graph
          </Link>
        </p>
      ) : null}
    </section>
  );
};
