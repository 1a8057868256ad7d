import type { GoldenFailure } from '@contracts/bff-golden';
import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { useGoldenRuns } from '../golden/use-golden-runs';
import { GoldenFailureList } from './golden-dialog';

/**
 * The golden test cases checked against the draft, in the review before the user confirms: a save
 * that breaks one is an override, decided here, not a refusal discovered after confirming.
 */
export const useGoldenReview = (names: ConnectorNameLookup) => {
  const { query, runs } = useGoldenRuns();
  const failures: GoldenFailure[] = (runs ?? [])
    .filter((r) => !r.result.pass)
    .map(({ gc, result }) => ({ id: gc.id, name: gc.name, expectedConnector: gc.expectedConnector, shares: result.shares }));
  const element = (
    <section className="golden-review" aria-label="Golden test cases" data-testid="golden-review">
      <h3 className="panel-title">Golden test cases</h3>
      {query.isPending ? <p className="muted">Checking the golden test cases…</p> : null}
      {query.isError ? <p className="notice">The golden test cases could not be loaded; the gateway save still checks them.</p> : null}
      {runs && runs.length === 0 ? <p className="muted">This connector has no golden test cases.</p> : null}
      {runs && runs.length > 0 && failures.length === 0 ? <p className="notice-ok">{runs.length === 1 ? 'The golden test case passes' : `All ${runs.length} golden test cases pass`} with this change.</p> : null}
      {failures.length > 0 ? (
        <div className="save-alert save-alert-error" role="alert">
          <strong>
            {failures.length} of {runs!.length} golden test case{runs!.length === 1 ? '' : 's'} would fail with this change.
          </strong>
          <GoldenFailureList failures={failures} names={names} />
        </div>
      ) : null}
    </section>
  );
  return { element, failing: failures.length, pending: query.isPending };
};
