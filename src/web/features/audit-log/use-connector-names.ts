import { useQuery } from '@tanstack/react-query';
import { connectorNameLookup, noConnectorNames, type ConnectorNameLookup } from '@domain/routing/describe';
import { connectorsQuery } from '../../lib/connector-queries';
import { useCurrentEnvironment } from '../../lib/use-current-environment';

/** Connector names of the environment this tab works in, so entries name connectors as people know them. */
export const useConnectorNames = (): ConnectorNameLookup => {
  const env = useCurrentEnvironment().current?.id;
  const connectors = useQuery({ ...connectorsQuery(env ?? ''), enabled: env !== undefined });
  return connectors.data ? connectorNameLookup(connectors.data.connectors) : noConnectorNames;
};
