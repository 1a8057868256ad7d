import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';
import type { MethodEvaluation } from '@domain/routing/evaluation';

const BASIS: Record<MethodEvaluation['basis'], string> = {
  'method-disabled': 'the method is disabled',
  'no-availability-rules': 'no availability rules: always available',
  rule: 'an availability rule decided',
  'document-default': 'no availability rule decided: the document default applies',
};

/** Why a method is (not) offered; a rule's decision names the conditions it took, as the trace does. */
export const availabilityWhy = (m: MethodEvaluation): string => {
  const steps = m.basis === 'rule' ? (m.availability?.trace ?? []) : [];
  return steps.length ? `availability rules: ${steps.map((s) => s.sentence).join(' → ')}` : BASIS[m.basis];
};

/** Where the chosen method's payment goes: a route with its failover, or the default connector. */
export const routingText = (m: MethodEvaluation, names: ConnectorNameLookup): string => {
  const d = m.routing?.decision;
  if (!m.available || !d) return 'not offered';
  if (d.kind === 'route') return [names(d.connector), ...d.onFail.map(names)].join(' → ');
  if (d.kind === 'default') return d.connector ? `${names(d.connector)} (default connector)` : 'no connector (no default connector)';
  return 'no connector';
};

/** One run (draft or live): each method's availability and why, and the chosen method's routing with its trace. */
export const MethodOutcome = ({ title, methods, chosen, names }: { title: string; methods: MethodEvaluation[]; chosen: MethodEvaluation | null; names: ConnectorNameLookup }) => (
  <section className="sim-outcome" aria-label={`${title} result`} data-testid={`multi-outcome-${title.toLowerCase()}`}>
    <h3>{title}</h3>
    <table className="sim-methods">
      <thead>
        <tr>
          <th scope="col">Method</th>
          <th scope="col">Offered</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {methods.map((m) => (
          <tr key={m.method} data-method={m.method}>
            <th scope="row">{m.method}</th>
            <td>{m.available ? 'Yes' : 'No'}</td>
            <td>{availabilityWhy(m)}</td>
          </tr>
        ))}
      </tbody>
    </table>
    {chosen ? (
      <>
        <p data-testid="multi-routing-result">
          <strong>{chosen.method}</strong> goes to: {routingText(chosen, names)}
        </p>
        {chosen.routing?.trace.length ? (
          <ol className="sim-trace" aria-label={`${title} why`}>
            {chosen.routing.trace.map((s) => (
              <li key={s.path}>{s.sentence}</li>
            ))}
          </ol>
        ) : null}
      </>
    ) : (
      <p className="muted">Choose the payment method to see where it is routed.</p>
    )}
  </section>
);
