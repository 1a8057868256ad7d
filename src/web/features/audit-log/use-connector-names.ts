import { useQuery } from '@tanstack/react-query';
import { connectorNameLookup, noConnectorNames, type ConnectorNameLookup } from '@domain/routing/describe';
import { connectorsQuery } from '../../lib/connector-queries';
import { useCurrentEnvironment } from '../../lib/use-current-environment';

// While the names load, a connector reads "…" (its GUID stays in the cell's title): a GUID shown for a
// moment and then replaced is a GUID a person read (issue 43.2; the e2e words check caught it).
const namesLoading: ConnectorNameLookup = () => '…';

/** Connector names of the environment this tab works in, so entries name connectors as people know them. */
export const useConnectorNames = (): ConnectorNameLookup => {
  const env = useCurrentEnvironment().current?.id;
  const connectors = useQuery({ ...connectorsQuery(env ?? ''), enabled: env !== undefined });
  if (connectors.data) return connectorNameLookup(connectors.data.connectors);
  // Names that cannot be read (the gateway failing): the GUIDs themselves, better than nothing.
  return connectors.isError ? noConnectorNames : namesLoading;
};
