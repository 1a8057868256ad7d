import { z } from 'zod';
import { ConnectorInfo } from '@domain/routing/connector';
import { TestCard } from './bff-transactions';

/** `GET {sandbox}/sandbox/manifest` (gateway-contract §1): the seeded world, so the BFF and tests can configure themselves. */
// A connector as routing knows it (picked in the manifest's published field order, which the parse
// on the way out keeps), always with its merchant, plus the credentials the BFF calls it with.
export const ManifestConnector = ConnectorInfo.pick({
  guid: true,
  name: true,
  merchantGuid: true,
  adapter: true,
  method: true,
  isMetaConnector: true,
  multiMethod: true,
  disabled: true,
  archived: true,
  dccEnabled: true,
  customerProfileContainer: true,
})
  .required({ merchantGuid: true })
  .extend({
    apiKey: z.string(),
    username: z.string(),
    password: z.string(),
    sharedSecret: z.string(),
    signingRequired: z.boolean(),
  });
export type ManifestConnector = z.infer<typeof ManifestConnector>;

/** A test card as the studio offers it for test transactions, with the BIN the sandbox's routing reads. */
export const ManifestTestCard = TestCard.extend({ bin: z.string() });

export const SandboxManifest = z.object({
  /** `profileContainer`: the tenant-wide customer profile container (optional: older sandboxes do not say). */
  tenant: z.object({ guid: z.string(), name: z.string(), baseCurrency: z.string(), profileContainer: z.string().nullable().optional() }),
  merchants: z.array(z.object({ guid: z.string(), name: z.string() })),
  provisioning: z.object({ username: z.string(), password: z.string() }),
  /** `url` is `{bi_url}`, `sandboxUrl` `{bi_sandbox_url}` (answers only `test_mode` records; optional: older sandboxes do not say). */
  bi: z.object({ username: z.string(), password: z.string(), url: z.string(), sandboxUrl: z.string().optional() }),
  connectors: z.array(ManifestConnector),
  testCards: z.array(ManifestTestCard),
});
export type SandboxManifest = z.infer<typeof SandboxManifest>;
