import { SandboxManifest } from '../../contracts/sandbox-manifest';
import { REFERENCE_SETTINGS } from '../../domain/routing/evaluation/reference-rates';
import type { StudioConfig } from './studio-config';

/** Sandbox mode: the BFF configures itself from the sandbox's published manifest, over HTTP like any other client. */
export const fetchSandboxManifest = async (sandboxUrl: string): Promise<SandboxManifest> => {
  const response = await fetch(new URL('/sandbox/manifest', sandboxUrl), { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`Sandbox manifest at ${sandboxUrl} answered HTTP ${response.status}`);
  return SandboxManifest.parse(await response.json());
};

export const configFromManifest = (manifest: SandboxManifest, sandboxUrl: string): StudioConfig => ({
  environments: [
    {
      id: 'sandbox',
      name: `Sandbox (${manifest.tenant.name})`,
      production: false,
      sandbox: true,
      baseUrl: sandboxUrl,
      biUrl: manifest.bi.url,
      biSandboxUrl: manifest.bi.url,
      provisioning: manifest.provisioning,
      evaluation: { ...REFERENCE_SETTINGS, baseCurrency: manifest.tenant.baseCurrency },
      bi: { username: manifest.bi.username, password: manifest.bi.password },
      connectors: manifest.connectors.map((c) => ({
        guid: c.guid,
        name: c.name,
        adapter: c.adapter,
        method: c.method,
        isMetaConnector: c.isMetaConnector,
        multiMethod: c.multiMethod,
        disabled: c.disabled,
        archived: c.archived,
        dccEnabled: c.dccEnabled,
        customerProfileContainer: c.customerProfileContainer,
        merchantGuid: c.merchantGuid,
        apiKey: c.apiKey,
        username: c.username,
        password: c.password,
        sharedSecret: c.sharedSecret,
      })),
    },
  ],
});
