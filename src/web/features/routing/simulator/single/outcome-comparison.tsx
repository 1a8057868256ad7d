import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import { sameOutcome, type Simulation } from '../model/simulate';
import { SimulationOutcome } from './simulation-outcome';

export interface OutcomeComparisonProps {
  draft: Simulation;
  live: Simulation;
  names: ConnectorNameLookup;
}

const sameWhy = (a: Simulation, b: Simulation) => a.trace.length === b.trace.length && a.trace.every((s, i) => s.sentence === b.trace[i]?.sentence);

/** One answer when draft and live agree; both, side by side, with a clear warning when they do not. */
export const OutcomeComparison = ({ draft, live, names }: OutcomeComparisonProps) => {
  if (sameOutcome(draft, live) && sameWhy(draft, live))
    return (
      <div className="sim-results">
        <p className="sim-agree" data-testid="sim-agreement">
          The draft and the live routing agree for this transaction.
        </p>
        <SimulationOutcome title="Draft and live" sim={draft} names={names} />
      </div>
    );
  const connectorChanges = !sameOutcome(draft, live);
  return (
    <div className="sim-results">
      <p className="sim-differ" role="status" data-testid="sim-agreement">
        {connectorChanges
          ? 'Draft and live differ: your unsaved changes send this transaction elsewhere.'
          : 'Draft and live differ in the path taken, but reach the same connector.'}
      </p>
      <div className="sim-side-by-side">
        <SimulationOutcome title="Draft" sim={draft} names={names} />
        <SimulationOutcome title="Live" sim={live} names={names} />
      </div>
    </div>
  );
};
