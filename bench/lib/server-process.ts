import { spawn, type ChildProcess } from 'node:child_process';

/** Polls `url` until it answers 2xx; fails early when the studio process exits, or after `timeoutMs`. */
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

/**
 * `npx tsx <entry>` in its own process group, so stopping it ends npx, tsx and the server together
 * (and nothing else); resolves with `stop` once `healthUrl` answers.
 */
export const startServerProcess = async (root: string, entry: string, env: Record<string, string>, healthUrl: string, onSpawn?: (processGroup: number) => void): Promise<() => Promise<void>> => {
  const child = spawn('npx', ['tsx', entry], { cwd: root, detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, HOST: '127.0.0.1', ...env } });
  if (child.pid !== undefined) onSpawn?.(child.pid);
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  try {
    await waitForHealth(healthUrl, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
};
