import type { StudioConnector } from '@contracts/bff-api';

export type ConnectorStatus = 'Active' | 'Disabled' | 'Archived';

// Archived wins: an archived connector is usually also disabled, and "archived" is the stronger fact.
export const connectorStatus = (c: Pick<StudioConnector, 'disabled' | 'archived'>): ConnectorStatus =>
  c.archived ? 'Archived' : c.disabled ? 'Disabled' : 'Active';

/** Meta-connectors first (they are what the studio edits), then by name. */
export const sortConnectors = (connectors: readonly StudioConnector[]): StudioConnector[] =>
  [...connectors].sort((a, b) => Number(b.isMetaConnector) - Number(a.isMetaConnector) || a.name.localeCompare(b.name));
