import { z } from 'zod';

// Ids are opaque (gateway-contract §2): we only ever look at the prefix, never parse the groups.
const CONNECTOR_GUID = /^CO-/;
/** The one connector GUID rule, with the message a place needs ('a connector GUID starts with CO-' unless told). */
export const connectorGuid = (message = 'a connector GUID starts with CO-') => z.string().regex(CONNECTOR_GUID, message);
export const ConnectorGuid = connectorGuid();
export type ConnectorGuid = z.infer<typeof ConnectorGuid>;
export const isConnectorGuid = (value: string): boolean => CONNECTOR_GUID.test(value);

export const RuleId = z.string().regex(/^MPR-[A-Za-z0-9-]+$/, 'a rule id starts with MPR-');
export type RuleId = z.infer<typeof RuleId>;

export const isRuleId = (value: unknown): value is RuleId => RuleId.safeParse(value).success;

/**
 * Builds an id of the gateway's shape from random bytes that the caller supplies (the domain has no
 * randomness). Groups are equal: pass a byte count whose hex length divides by `groups` (10 bytes
 * for five groups of four), or the remainder is not used.
 */
export const formatPrefixedId = (prefix: 'CO' | 'MPR' | 'CP', bytes: Uint8Array, groups = 5): string => {
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const size = Math.max(1, Math.floor(hex.length / groups));
  const parts: string[] = [];
  for (let i = 0; i < groups; i += 1) parts.push(hex.slice(i * size, (i + 1) * size));
  return `${prefix}-${parts.join('-')}`;
};
