import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROVISIONING_CREDENTIALS } from '@fixtures/world';
import { startServerProcess } from '../lib/server-process';

/**
 * The studio as the e2e webServer starts it (BFF + embedded sandbox + PGlite), on the benchmark's own
 * ports, a fresh data directory and its own build of the SPA, so what is measured is the current source.
 */
export interface Studio {
  baseUrl: string;
  sandboxUrl: string;
  stop(): Promise<void>;
}

export interface StudioOptions {
  /** Unminified SPA, so a CPU profile names React's and React Flow's functions (bench/editor-ui/profile.ts). */
  unminified?: boolean;
}

export const startStudio = async (root: string, port: number, sandboxPort: number, options: StudioOptions = {}): Promise<Studio> => {
  // A private build: another `vite build` into dist/web (a parallel e2e run) cannot swap the
  // assets under the running server.
  const webDir = join('.data', `bench-${port}-web`);
  const minify = options.unminified ? ['--minify', 'false'] : [];
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', webDir, '--emptyOutDir', ...minify], { cwd: root, stdio: 'inherit' });
  const dataDir = join('.data', `bench-${port}`);
  rmSync(join(root, dataDir), { recursive: true, force: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = await startServerProcess(root, 'src/bff/server.ts', { PORT: String(port), SANDBOX_PORT: String(sandboxPort), DATA_DIR: dataDir, WEB_DIR: webDir, LOG_LEVEL: 'warn', SANDBOX_HISTORY_RECORDS: '0', SANDBOX_TRAFFIC: '0' }, `${baseUrl}/api/health`);
  return { baseUrl, sandboxUrl: `http://127.0.0.1:${sandboxPort}`, stop };
};

/** Stores a document at the gateway as any provisioning client would; returns the stored document (with its new rule ids). */
export const setRoutingAtGateway = async (sandboxUrl: string, guid: string, document: unknown): Promise<unknown> => {
  const auth = Buffer.from(`${PROVISIONING_CREDENTIALS.username}:${PROVISIONING_CREDENTIALS.password}`).toString('base64');
  const res = await fetch(`${sandboxUrl}/api/provisioning/setConnectorRouting/${guid}`, {
    method: 'POST',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify(document),
  });
  const body = (await res.json()) as { success?: boolean; routing?: unknown; errorMessage?: string };
  if (!res.ok || !body.success) throw new Error(`setConnectorRouting failed: ${res.status} ${body.errorMessage ?? ''}`);
  return body.routing;
};
