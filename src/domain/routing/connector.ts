import { z } from 'zod';

/** A connector as the studio needs to know it for routing (gateway-contract §1, listConnectors). */
export const ConnectorInfo = z.object({
  guid: z.string(),
  name: z.string(),
  adapter: z.string(),
  method: z.string(),
  isMetaConnector: z.boolean(),
  multiMethod: z.boolean(),
  disabled: z.boolean(),
  archived: z.boolean(),
  customerProfileContainer: z.string().nullable(),
  dccEnabled: z.boolean(),
  merchantGuid: z.string().optional(),
});
export type ConnectorInfo = z.infer<typeof ConnectorInfo>;

export type ConnectorKind = 'connector' | 'single-method meta' | 'multi-method meta';

export const connectorKind = (c: Pick<ConnectorInfo, 'isMetaConnector' | 'multiMethod'>): ConnectorKind =>
  !c.isMetaConnector ? 'connector' : c.multiMethod ? 'multi-method meta' : 'single-method meta';

/**
 * Why a connector may not be a route target of `metaConnector`, or `undefined` when it may
 * (gateway-contract §2, code 1013). `merchantGuid` is compared only when both sides know it.
 */
export const routeTargetProblem = (
  target: ConnectorInfo | undefined,
  guid: string,
  meta?: Pick<ConnectorInfo, 'merchantGuid'>,
): string | undefined => {
  if (!target) return `Connector '${guid}' does not exist`;
  if (target.disabled) return `Connector '${guid}' is disabled`;
  if (target.archived) return `Connector '${guid}' is archived`;
  if (target.isMetaConnector) return `Connector '${guid}' is a meta-connector`;
  if (meta?.merchantGuid && target.merchantGuid && meta.merchantGuid !== target.merchantGuid)
    return `Connector '${guid}' belongs to another merchant`;
  return undefined;
};

/**
 * Why a route of a `method` tree may not go to this connector: it processes another payment
 * method. A studio rule (the gateway does not refuse it, but no payment of that method could be
 * processed there); `undefined` when the methods agree or one side is unknown.
 */
export const routeMethodProblem = (target: Pick<ConnectorInfo, 'method'> | undefined, guid: string, method: string | undefined): string | undefined =>
  target && method && target.method.toLowerCase() !== method.toLowerCase() ? `Connector '${guid}' processes ${target.method} payments, not ${method}` : undefined;
