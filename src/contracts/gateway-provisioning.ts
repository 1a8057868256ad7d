import { z } from 'zod';
import { DeclaredCapabilities } from '@domain/routing/analysis/capabilities';
import { ConnectorInfo } from '@domain/routing/connector';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';

/** Bodies of the gateway's provisioning interface (gateway-interfaces.md, gateway-contract.md §1–2). */

export const GatewayError = z.object({ success: z.literal(false), errorCode: z.number().int(), errorMessage: z.string() });
export type GatewayError = z.infer<typeof GatewayError>;

export const SingleRoutingResponse = z.object({ success: z.literal(true), routing: SingleMethodDocument });
export type SingleRoutingResponse = z.infer<typeof SingleRoutingResponse>;

export const MultiRoutingResponse = z.object({ success: z.literal(true), routing: MultiMethodDocument });
export type MultiRoutingResponse = z.infer<typeof MultiRoutingResponse>;

export const ConstraintDescription = z.object({
  identifier: z.string(),
  name: z.string(),
  paramsSchema: z.record(z.string(), z.unknown()),
});
export type ConstraintDescription = z.infer<typeof ConstraintDescription>;

export const ConstraintsResponse = z.object({ success: z.literal(true), constraints: z.array(ConstraintDescription) });
export type ConstraintsResponse = z.infer<typeof ConstraintsResponse>;

/**
 * listConnectors (design). `merchantGuid` and `linkedMethods` are sandbox extras a real gateway may
 * omit; so is `capabilities` (what the connector accepts: currencies, card types, card countries),
 * and absent means unknown, never "accepts nothing". Capabilities that do not parse are dropped
 * (unknown), so they never cost the connector list itself.
 */
export const GatewayConnector = ConnectorInfo.extend({ linkedMethods: z.array(z.string()).optional(), capabilities: DeclaredCapabilities.optional().catch(undefined) });
export type GatewayConnector = z.infer<typeof GatewayConnector>;

export const ConnectorsResponse = z.object({ success: z.literal(true), connectors: z.array(GatewayConnector) });
export type ConnectorsResponse = z.infer<typeof ConnectorsResponse>;
