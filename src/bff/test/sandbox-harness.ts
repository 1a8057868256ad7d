import { fileURLToPath } from 'node:url';
import type { SandboxManifest } from '@contracts/sandbox-manifest';
import { buildApp } from '../app';
import { configFromManifest, fetchSandboxManifest } from '../config/from-manifest';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { startServerProcess } from './processes';
import { seedDemoUsers } from './sign-in';

export interface SandboxProcess {
  url: string;
  manifest: SandboxManifest;
  /** Restores the sandbox's seeded routing and connector states. */
  reset(): Promise<void>;
  stop(): void;
}

/** A real sandbox gateway in its own process (in-memory PGlite, free port): the BFF never imports the sandbox. */
export const startSandboxProcess = async (options: { historyRecords?: number } = {}): Promise<SandboxProcess> => {
  const server = await startServerProcess(
    fileURLToPath(new URL('../../sandbox/server.ts', import.meta.url)),
    // BI records are searchable at once and no background history competes for the CPU, unless a test asks for history.
    (port) => ({ SANDBOX_PORT: String(port), HOST: '127.0.0.1', SANDBOX_IN_MEMORY: '1', LOG_LEVEL: 'warn', SANDBOX_BI_DELAY_MS: '0', SANDBOX_HISTORY_RECORDS: String(options.historyRecords ?? 0) }),
    '/sandbox/manifest',
  );
  const { url } = server;
  const manifest = await fetchSandboxManifest(url);
  const auth = `Basic ${Buffer.from(`${manifest.provisioning.username}:${manifest.provisioning.password}`).toString('base64')}`;
  return {
    url,
    manifest,
    reset: async () => {
      const response = await fetch(`${url}/sandbox/reset`, { method: 'POST', headers: { authorization: auth } });
      if (!response.ok) throw new Error(`sandbox reset failed: HTTP ${response.status}`);
    },
    stop: () => void server.stop(),
  };
};

export interface Harness {
  app: Awaited<ReturnType<typeof buildApp>>;
  manifest: SandboxManifest;
  sandboxUrl: string;
  db: StudioDatabase;
  resetSandbox(): Promise<void>;
  close(): Promise<void>;
}

/** A sandbox process and an in-process BFF (in-memory studio database with the demo users) configured from its manifest. */
export const startHarness = async (options: { webDir?: string } = {}): Promise<Harness> => {
  const sandbox = await startSandboxProcess();
  let db: StudioDatabase | undefined;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    db = await openStudioDatabase();
    await seedDemoUsers(db.db);
    app = await buildApp({ config: configFromManifest(sandbox.manifest, sandbox.url), db, ...options });
  } catch (error) {
    // A failed start must not leave a sandbox process behind: afterAll only closes a harness it got.
    await db?.close();
    sandbox.stop();
    throw error;
  }
  return {
    app,
    manifest: sandbox.manifest,
    sandboxUrl: sandbox.url,
    db,
    resetSandbox: sandbox.reset,
    close: async () => {
      await app.close();
      await db.close();
      sandbox.stop();
    },
  };
};

/** Every secret the manifest holds: none of them may ever appear in a BFF response. */
export const secretsOf = (manifest: SandboxManifest): string[] => [
  manifest.provisioning.password,
  manifest.bi.password,
  ...manifest.connectors.flatMap((c) => [c.password, c.sharedSecret]),
];
