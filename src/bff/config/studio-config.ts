import { z } from 'zod';
import { TestCard } from '@contracts/bff-transactions';
import { DeclaredCapabilities } from '@domain/routing/analysis/capabilities';
import { EvaluationSettings } from '@domain/routing/evaluation/transaction';
import { ConnectorGuid } from '@domain/routing/ids';

/**
 * Gateway environments the BFF talks to. In sandbox mode this is built from the sandbox manifest;
 * otherwise it is read from the JSON file named by GATEWAY_CONFIG and validated here, so a bad file
 * stops start-up with a message that names the field.
 */
const Credentials = z.object({ username: z.string().min(1), password: z.string().min(1) });

export const ConfiguredConnector = z.object({
  guid: ConnectorGuid,
  name: z.string().min(1),
  adapter: z.string().default(''),
  method: z.string().default(''),
  isMetaConnector: z.boolean().default(false),
  multiMethod: z.boolean().default(false),
  disabled: z.boolean().default(false),
  archived: z.boolean().default(false),
  dccEnabled: z.boolean().default(false),
  customerProfileContainer: z.string().nullable().default(null),
  merchantGuid: z.string().optional(),
  linkedMethods: z.array(z.string()).optional(),
  /** What the connector accepts (currencies, card types, card countries), for the routing analysis; absent: unknown. */
  capabilities: DeclaredCapabilities.optional(),
  /** API key of the connector and its user/password, for profile, transaction and DCC calls. Never sent to the browser. */
  apiKey: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  sharedSecret: z.string().optional(),
});
export type ConfiguredConnector = z.infer<typeof ConfiguredConnector>;

export const GatewayEnvironment = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens'),
  name: z.string().min(1),
  production: z.boolean().default(false),
  sandbox: z.boolean().default(false),
  baseUrl: z.url(),
  biUrl: z.url().optional(),
  biSandboxUrl: z.url().optional(),
  provisioning: Credentials,
  bi: Credentials.optional(),
  connectors: z.array(ConfiguredConnector).default([]),
  /** Exchange rates and base currency for simulations and golden cases; indicative reference rates when omitted. */
  evaluation: EvaluationSettings.optional(),
  /** Tokens of the environment's tokenizing component QA may pay with in test transactions (the sandbox's test cards in sandbox mode). */
  testCards: z.array(TestCard).default([]),
});
export type GatewayEnvironment = z.infer<typeof GatewayEnvironment>;

export const StudioConfig = z.object({
  environments: z
    .array(GatewayEnvironment)
    .min(1, 'declare at least one environment')
    .refine((envs) => new Set(envs.map((e) => e.id)).size === envs.length, 'environment ids must be unique'),
});
export type StudioConfig = z.infer<typeof StudioConfig>;

/** `environments[0].provisioning.password`: the field as one would write it in JavaScript, so it can be found in the file. */
export const fieldPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');

/** Parses a config object; throws an Error whose message names every offending field. */
export const parseStudioConfig = (input: unknown, source: string): StudioConfig => {
  const parsed = StudioConfig.safeParse(input);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  - ${fieldPath(i.path) || '(root)'}: ${i.message}`);
  throw new Error(`Invalid studio configuration in ${source}:\n${lines.join('\n')}`);
};
