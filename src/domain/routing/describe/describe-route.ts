import type { AvailabilityAction, Route } from '../document';
import { connectorDisplay, connectorLabel, noConnectorNames, type ConnectorLabel, type ConnectorNameLookup } from './connector-names';

/** The primary connector followed by the `onFail` chain, in the order the gateway tries them. */
export const routeChain = (route: Route, names: ConnectorNameLookup = noConnectorNames): ConnectorLabel[] => [
  connectorLabel(route.connector, names),
  ...(route.onFail ?? []).map((ref) => connectorLabel(ref.connector, names)),
];

/** "Alpha Acquiring EUR → then Beta Payments EUR": one line that reads in failover order. */
export const describeRoute = (route: Route, names: ConnectorNameLookup = noConnectorNames): string =>
  routeChain(route, names).map(connectorDisplay).join(' → then ');

export const describeAction = (action: AvailabilityAction): string => (action === 'enable' ? 'Enable method' : 'Disable method');
