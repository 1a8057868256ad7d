import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { FallthroughReason } from '@domain/routing/evaluation';
import { ConnectorName } from '../../connector-name';
import { formatChance } from '@web/lib/format';
import type { Simulation } from '../model/simulate';

const WHY_DEFAULT: Record<FallthroughReason, string> = {
  'no-tree': 'there are no rules',
  'no-branch': 'the branch taken has no rule',
  unevaluable: 'a condition could not be evaluated',
  'not-a-leaf': 'an incomplete rule was reached',
};

export interface SimulationOutcomeProps {
  title: string;
  sim: Simulation;
  names: ConnectorNameLookup;
}

/** One side's answer: where the transaction goes, what it fails over to, the chances, and why. */
export const SimulationOutcome = ({ title, sim, names }: SimulationOutcomeProps) => {
  const { decision } = sim;
  return (
    <section className="sim-outcome" aria-label={`${title} result`}>
      <h4>{title}</h4>
      <p className="sim-decision" data-testid="sim-decision">
        {decision.kind === 'default' ? 'Default connector ' : 'Routes to '}
        <strong>
          <ConnectorName guid={sim.connector} names={names} none="no connector" />
        </strong>
        {decision.kind === 'default' ? <span className="muted"> ({WHY_DEFAULT[decision.reason]})</span> : null}
      </p>
      {sim.onFail.length ? (
        <div className="sim-chain">
          <span className="muted">On failure:</span>
          <ol>
            {sim.onFail.map((guid, i) => (
              <li key={`${guid}-${i}`}>
                <ConnectorName guid={guid} names={names} />
              </li>
            ))}
          </ol>
        </div>
      ) : decision.kind === 'route' ? (
        <p className="muted">No failover.</p>
      ) : null}
      {sim.shares.length > 1 ? (
        <table className="sim-shares" aria-label={`${title} chances per connector`}>
          <caption>A load balancer splits this transaction; the draw above is one of these:</caption>
          <tbody>
            {sim.shares.map((s) => (
              <tr key={s.connector ?? 'none'}>
                <td>
                  <ConnectorName guid={s.connector} names={names} none="no connector" />
                </td>
                <td className="num">{formatChance(s.probability)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <h5>Why</h5>
      <ol className="sim-why" aria-label={`${title} why`}>
        {sim.trace.map((step) => (
          <li key={step.path} data-result={String(step.result)}>
            {step.sentence}
          </li>
        ))}
      </ol>
    </section>
  );
};
