import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Polls `url` until it answers below 500. Each poll has its own time-out: a socket that accepts and never answers must not use up the whole wait. */
export const waitForUrl = async (url: string, child: ChildProcess, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`process exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).status < 500) return;
    } catch {
      // not listening yet, or too slow to answer this poll
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const stopChild = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/**
 * Starts a TypeScript server entry (run with tsx) on a free port and waits until `readyPath`
 * answers. A start that dies or stays silent is killed and tried again on a new port, with the
 * tail of its stderr in the error when every attempt failed: on a loaded CI machine a sandbox
 * once stayed silent past the 60 s hook time-out and failed a whole suite. stderr is piped and
 * forwarded rather than inherited, so a stray child never holds the test runner's stderr open.
 */
export const startServerProcess = async (
  entry: string,
  env: (port: number) => Record<string, string>,
  readyPath: string,
  { attempts = 2, waitMs = 45_000 } = {},
): Promise<ServerProcess> => {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { env: { ...process.env, ...env(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderrTail = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderrTail = (stderrTail + chunk.toString()).slice(-2_000);
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForUrl(`${url}${readyPath}`, child, waitMs);
      return { url, port, child, stop: (signal) => stopChild(child, signal) };
    } catch (error) {
      await stopChild(child, 'SIGKILL');
      failures.push(`attempt ${attempt}: ${(error as Error).message}${stderrTail ? `\n${stderrTail}` : ''}`);
    }
  }
  throw new Error(`${entry} did not start:\n${failures.join('\n')}`);
};

/** The real BFF entry point (server.ts) in its own process, as production runs it. */
export const startBffProcess = async (env: Record<string, string>): Promise<ServerProcess> =>
  startServerProcess(
    fileURLToPath(new URL('../server.ts', import.meta.url)),
    // No background BI history unless a test asks: it would compete for the CPU with what the test measures.
    (port) => ({ HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SANDBOX_HISTORY_RECORDS: '0', SANDBOX_TRAFFIC: '0', ...env }),
    '/api/environments',
  );

/** A signed-in HTTP client of a running BFF: cookie + CSRF token, JSON in and out. */
export const httpClient = async (baseUrl: string, username: string, password: string) => {
  const login = await fetch(`${baseUrl}/api/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const call = async (method: string, path: string, body?: unknown, base = baseUrl) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, 'x-csrf-token': csrfToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return { cookie, csrfToken, call };
};
