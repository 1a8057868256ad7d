import { TestCard } from '@contracts/bff-transactions';
import { SandboxManifest } from '@contracts/sandbox-manifest';
import { REFERENCE_SETTINGS } from '@domain/routing/evaluation/reference-rates';
import { ConfiguredConnector, type StudioConfig } from './studio-config';

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
      biSandboxUrl: manifest.bi.sandboxUrl ?? manifest.bi.url,
      provisioning: manifest.provisioning,
      evaluation: { ...REFERENCE_SETTINGS, baseCurrency: manifest.tenant.baseCurrency },
      bi: { username: manifest.bi.username, password: manifest.bi.password },
      connectors: manifest.connectors.map((c) => ConfiguredConnector.parse(c)),
      // Parsed with the studio's own schema, which keeps what the browser is shown (not the BIN).
      testCards: manifest.testCards.map((card) => TestCard.parse(card)),
    },
  ],
});
