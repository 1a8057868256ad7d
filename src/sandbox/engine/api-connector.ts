import type { ConnectorRow } from '../db/schema';

/** The connector of a path's API key, with what its tenant decides for it (found by http/connector-auth.ts). */
export interface ApiConnector {
  connector: ConnectorRow;
  tenantGuid: string;
  baseCurrency: string;
  /** The tenant-wide customer profile container (the connector's own assignment wins). */
  tenantProfileContainer: string | null;
}

/** Contract §3: the connector's own customer profile container, else the tenant-wide one; null: profiles are off. */
export const profileContainerOf = (connector: Pick<ConnectorRow, 'customerProfileContainer'>, tenantProfileContainer: string | null): string | null =>
  connector.customerProfileContainer ?? tenantProfileContainer;
