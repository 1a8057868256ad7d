import type { StudioConnector } from '@contracts/bff-api';
import type { RouteTargets } from './eligible-connectors';

export interface ConnectorOptionsProps {
  targets: RouteTargets;
  current: string | null;
  currentLabel?: string;
}

/**
 * Fitting connectors by name, then connectors of other payment methods in their own labelled group
 * (choosing one is flagged by the validator); a current choice that is neither stays visible
 * (disabled) so nothing changes silently.
 */
export const ConnectorOptions = ({ targets, current, currentLabel }: ConnectorOptionsProps) => {
  const known = (c: StudioConnector) => c.guid === current;
  const option = (c: StudioConnector) => (
    <option key={c.guid} value={c.guid}>
      {c.name}
    </option>
  );
  return (
    <>
      {current && !targets.fitting.some(known) && !targets.otherMethods.some(known) ? (
        <option value={current} disabled>
          {currentLabel ?? current} (not eligible)
        </option>
      ) : null}
      {targets.fitting.map(option)}
      {targets.otherMethods.length ? (
        <optgroup label={`Other payment methods (not for ${targets.method ?? 'this tree'})`}>
          {targets.otherMethods.map((c) => (
            <option key={c.guid} value={c.guid}>
              {c.name} · {c.method}
            </option>
          ))}
        </optgroup>
      ) : null}
    </>
  );
};
