/**
 * A throw-away PostgreSQL server in a temporary directory, for the tests that must run against a
 * real server (vitest.global-setup.ts) and for the benchmarks at server scale (bench/bi-query.ts).
 * PostgreSQL's binaries come from Debian's package (.ci/run installs it when missing); initdb
 * refuses root, so it runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PostgresServer {
  url: string;
  /** CPU seconds the server's processes have used so far (the postmaster and its children, from /proc). */
  cpuSeconds(): number;
  stop(): void;
}

const binDir = (): string => {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql, or set TEST_DATABASE_URL');
  return join(root, versions[0]!, 'bin');
};

/** user + system CPU seconds of a process and its children, from /proc (Linux; clock ticks of 1/100 s). */
const processTreeCpuSeconds = (root: number): number => {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name: state, ppid, …, utime (14th of the line), stime (15th).
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(entry) === root || Number(fields[1]) === root) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts a server (fsync off: nothing here needs to survive a crash); `extraSettings` are `-c` options. */
export const startThrowawayPostgres = async (extraSettings: string[] = []): Promise<PostgresServer> => {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'studio-pg-'));
  const asRoot = process.getuid?.() === 0;
  const { uid, gid } = asRoot ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) } : { uid: -1, gid: -1 };
  if (asRoot) chownSync(dir, uid, gid);
  const run = (tool: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' }) : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const settings = ['-c listen_addresses=127.0.0.1', '-c fsync=off', ...extraSettings.map((s) => `-c ${s}`)].join(' ');
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} ${settings}`, 'start']);
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    cpuSeconds: () => processTreeCpuSeconds(postmaster),
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};
