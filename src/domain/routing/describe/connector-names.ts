/** Resolves a connector GUID to its display name; `undefined` when the studio does not know it. */
export type ConnectorNameLookup = (guid: string) => string | undefined;

export const noConnectorNames: ConnectorNameLookup = () => undefined;

export const connectorNameLookup = (connectors: ReadonlyArray<{ guid: string; name: string }>): ConnectorNameLookup => {
  const names = new Map(connectors.map((c) => [c.guid, c.name]));
  return (guid) => names.get(guid);
};

/** A connector as a node shows it: the name when known, else the GUID so nothing is hidden. */
export interface ConnectorLabel {
  guid: string;
  name: string | null;
}

export const connectorLabel = (guid: string, names: ConnectorNameLookup): ConnectorLabel => ({ guid, name: names(guid) ?? null });

export const connectorDisplay = (label: ConnectorLabel): string => label.name ?? label.guid;
