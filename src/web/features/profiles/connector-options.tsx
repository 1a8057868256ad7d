import type { ContainerConnector } from '@contracts/bff-profiles';

/** The connectors of a container a write can go through: those the studio holds credentials for, active. */
export const usableConnectors = (connectors: readonly ContainerConnector[]) => connectors.filter((c) => c.usable);

export const ConnectorOptions = ({ connectors }: { connectors: readonly ContainerConnector[] }) => (
  <>
    {usableConnectors(connectors).map((c) => (
      <option key={c.guid} value={c.guid}>
        {c.name}
      </option>
    ))}
  </>
);
