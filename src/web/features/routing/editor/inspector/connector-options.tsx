import type { StudioConnector } from '../../../../../contracts/bff-api';

export interface ConnectorOptionsProps {
  eligible: readonly StudioConnector[];
  current: string | null;
  currentLabel?: string;
}

/** Eligible connectors by name; a current choice that is not eligible stays visible (disabled) so nothing changes silently. */
export const ConnectorOptions = ({ eligible, current, currentLabel }: ConnectorOptionsProps) => (
  <>
    {current && !eligible.some((c) => c.guid === current) ? (
      <option value={current} disabled>
        {currentLabel ?? current} (not eligible)
      </option>
    ) : null}
    {eligible.map((c) => (
      <option key={c.guid} value={c.guid}>
        {c.name}
      </option>
    ))}
  </>
);
