import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The studio as `npm start` runs it (BFF with its embedded sandbox gateway, PGlite, default log
 * level), on the benchmark's own ports and a fresh data directory. No SPA build: only the API is measured.
 */
export interface StudioProcess {
  baseUrl: string;
  sandboxUrl: string;
  stop(): Promise<void>;
}

const waitForHealth = async (url: string, child: ChildProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the studio exited with code ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the studio was not healthy at ${url} within ${timeoutMs} ms`);
};

export const startStudioProcess = async (root: string, port: number, sandboxPort: number): Promise<StudioProcess> => {
  const dataDir = join('.data', `bench-${port}`);
  rmSync(join(root, dataDir), { recursive: true, force: true });
  // Its own process group, so stopping it ends npx, tsx and the server together (and nothing else).
  const child = spawn('npx', ['tsx', 'src/bff/server.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(sandboxPort), DATA_DIR: dataDir, WEB_DIR: join(dataDir, 'no-web'), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
  });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/api/health`, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, sandboxUrl: `http://127.0.0.1:${sandboxPort}`, stop };
};

/** Signs in through the real login route; the cookie and CSRF token of the session. */
export const signInAs = async (baseUrl: string, username: string, password: string) => {
  const res = await fetch(`${baseUrl}/api/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { cookie, csrfToken };
};
