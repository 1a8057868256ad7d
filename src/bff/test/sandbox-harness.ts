import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { SandboxManifest } from '../../contracts/sandbox-manifest';
import { buildApp } from '../app';
import { configFromManifest, fetchSandboxManifest } from '../config/from-manifest';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { seedDemoUsers } from './sign-in';

export interface Harness {
  app: Awaited<ReturnType<typeof buildApp>>;
  manifest: SandboxManifest;
  sandboxUrl: string;
  db: StudioDatabase;
  /** Restores the sandbox's seeded routing and connector states. */
  resetSandbox(): Promise<void>;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const waitFor = async (url: string, child: ChildProcess, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sandbox exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`sandbox did not answer ${url} within ${timeoutMs} ms`);
};

/**
 * A real sandbox gateway in its own process (in-memory PGlite, free port) and a BFF configured from
 * its manifest: the BFF is tested over real HTTP, and the BFF never imports the sandbox.
 */
export const startHarness = async (options: { webDir?: string } = {}): Promise<Harness> => {
  const port = await freePort();
  const entry = fileURLToPath(new URL('../../sandbox/server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, SANDBOX_PORT: String(port), HOST: '127.0.0.1', SANDBOX_IN_MEMORY: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const sandboxUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${sandboxUrl}/sandbox/manifest`, child);
  const manifest = await fetchSandboxManifest(sandboxUrl);
  const db = await openStudioDatabase();
  await seedDemoUsers(db.db);
  const app = await buildApp({ config: configFromManifest(manifest, sandboxUrl), db, ...options });
  const auth = `Basic ${Buffer.from(`${manifest.provisioning.username}:${manifest.provisioning.password}`).toString('base64')}`;
  return {
    app,
    manifest,
    sandboxUrl,
    db,
    resetSandbox: async () => {
      const response = await fetch(`${sandboxUrl}/sandbox/reset`, { method: 'POST', headers: { authorization: auth } });
      if (!response.ok) throw new Error(`sandbox reset failed: HTTP ${response.status}`);
    },
    close: async () => {
      await app.close();
      await db.close();
      child.kill('SIGTERM');
    },
  };
};

/** Every secret the manifest holds: none of them may ever appear in a BFF response. */
export const secretsOf = (manifest: SandboxManifest): string[] => [
  manifest.provisioning.password,
  manifest.bi.password,
  ...manifest.connectors.flatMap((c) => [c.password, c.sharedSecret]),
];
