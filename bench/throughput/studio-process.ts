import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configFromManifest, fetchSandboxManifest } from '@bff/config/from-manifest';
import { startServerProcess } from '../lib/server-process';

/**
 * The studio as `npm start` runs it (BFF with its embedded sandbox gateway, PGlite, default log
 * level), on the benchmark's own ports and a fresh data directory. No SPA build: only the API is measured.
 */
export interface StudioProcess {
  baseUrl: string;
  sandboxUrl: string;
  stop(): Promise<void>;
}

/**
 * `separateGateway`: the sandbox in a process of its own and the BFF configured for it through
 * GATEWAY_CONFIG, as with a real gateway (which runs elsewhere); otherwise the BFF embeds it.
 */
export const startStudioProcess = async (root: string, port: number, sandboxPort: number, options: { separateGateway?: boolean; adminPassword?: string } = {}): Promise<StudioProcess> => {
  const dataDir = join('.data', `bench-${port}`);
  rmSync(join(root, dataDir), { recursive: true, force: true });
  mkdirSync(join(root, dataDir), { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const bffEnv = { PORT: String(port), DATA_DIR: dataDir, WEB_DIR: join(dataDir, 'no-web'), LOG_LEVEL: 'info' };
  if (!options.separateGateway) {
    // No generated BI history: on a fresh data directory it is written right after start-up, and the
    // one-off minute of writing it would be measured instead of the routing GET.
    const stop = await startServerProcess(root, 'src/bff/server.ts', { ...bffEnv, SANDBOX_PORT: String(sandboxPort), SANDBOX_HISTORY_RECORDS: '0', SANDBOX_TRAFFIC: '0' }, `${baseUrl}/api/health`);
    return { baseUrl, sandboxUrl, stop };
  }
  const stopGateway = await startServerProcess(root, 'src/sandbox/server.ts', { SANDBOX_PORT: String(sandboxPort), SANDBOX_IN_MEMORY: '1' }, `${sandboxUrl}/sandbox/manifest`);
  try {
    const configFile = join(root, dataDir, 'gateway.json');
    writeFileSync(configFile, JSON.stringify(configFromManifest(await fetchSandboxManifest(sandboxUrl), sandboxUrl)));
    const stopBff = await startServerProcess(root, 'src/bff/server.ts', { ...bffEnv, GATEWAY_CONFIG: configFile, STUDIO_ADMIN_PASSWORD: options.adminPassword ?? '' }, `${baseUrl}/api/health`);
    return { baseUrl, sandboxUrl, stop: async () => (await stopBff(), await stopGateway()) };
  } catch (error) {
    await stopGateway();
    throw error;
  }
};

/** Signs in through the real login route; the cookie and CSRF token of the session. */
export const signInAs = async (baseUrl: string, username: string, password: string) => {
  const res = await fetch(`${baseUrl}/api/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { cookie, csrfToken };
};
