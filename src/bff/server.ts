/**
 * Composition root: reads the environment, starts the embedded sandbox gateway (on a worker thread) unless a real
 * gateway is configured, and serves the BFF with the built SPA. The only file that may import the
 * sandbox; everything else talks to the gateway over HTTP.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { movableClock } from './config/movable-clock';
import { configFromManifest, fetchSandboxManifest } from './config/from-manifest';
import { loadConfigFile } from './config/load-config-file';
import type { StudioConfig } from './config/studio-config';
import { openStudioDatabase, type StudioDatabase } from './db/client';
import { seedUsersIfEmpty } from './auth/seed-users';
import { recoverInterruptedSaves } from './services/save-resolution';
import { DEMO_USERS } from './auth/demo-users';
import { startSandboxInWorker } from '@sandbox/start-in-worker';

const env = process.env;
const host = env.HOST ?? '127.0.0.1';
const port = Number(env.PORT ?? 8080);
const dataDir = env.DATA_DIR ?? './.data';
// WEB_DIR: a private build (benchmarks), safe from another `vite build` replacing dist/web under a running server.
const webDir = env.WEB_DIR ? resolve(env.WEB_DIR) : fileURLToPath(new URL('../../dist/web', import.meta.url));

/** Sandbox mode: demo users, one per role. Otherwise the first admin comes from STUDIO_ADMIN_PASSWORD. */
const seedUsers = async (database: StudioDatabase, sandboxMode: boolean) => {
  if (sandboxMode) {
    const created = await seedUsersIfEmpty(database.db, DEMO_USERS);
    if (created.length) console.log(`Demo users (sandbox only):\n${created.map((u) => `  ${u.role.padEnd(15)} ${u.username} / ${u.password}`).join('\n')}`);
    else console.log(`Demo users: ${DEMO_USERS.map((u) => `${u.username} / ${u.password}`).join(', ')} (unless changed since)`);
    return;
  }
  const password = env.STUDIO_ADMIN_PASSWORD;
  const created = password ? await seedUsersIfEmpty(database.db, [{ username: 'admin', displayName: 'Administrator', role: 'admin', password }]) : [];
  if (created.length) console.log("Created the first administrator 'admin' from STUDIO_ADMIN_PASSWORD.");
};

// The embedded sandbox generates its BI history once the studio listens, not while it starts.
let markListening: () => void = () => undefined;
const studioListening = new Promise<void>((resolve) => (markListening = resolve));

const main = async () => {
  const closers: Array<() => Promise<void>> = [];
  let config: StudioConfig;
  const sandboxMode = !env.GATEWAY_CONFIG;
  if (env.GATEWAY_CONFIG) {
    config = await loadConfigFile(env.GATEWAY_CONFIG);
  } else {
    const sandbox = await startSandboxInWorker({
      historyAfter: studioListening,
      host,
      port: Number(env.SANDBOX_PORT ?? 8081),
      dataDir,
      ...(env.SANDBOX_DATABASE_URL ? { databaseUrl: env.SANDBOX_DATABASE_URL } : {}),
    });
    closers.push(sandbox.close);
    config = configFromManifest(await fetchSandboxManifest(sandbox.url), sandbox.url);
    console.log(`Sandbox gateway on ${sandbox.url} (manifest: ${sandbox.url}/sandbox/manifest)`);
  }
  const database = await openStudioDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
  closers.push(database.close);
  await seedUsers(database, sandboxMode);
  const app = await buildApp({
    config,
    db: database,
    webDir,
    logger: { level: env.LOG_LEVEL ?? 'info' },
    trustProxy: env.TRUST_PROXY === '1',
    auth: {
      ...(env.SESSION_IDLE_MINUTES ? { idleMs: Number(env.SESSION_IDLE_MINUTES) * 60_000 } : {}),
      ...(env.SESSION_ABSOLUTE_HOURS ? { absoluteMs: Number(env.SESSION_ABSOLUTE_HOURS) * 3_600_000 } : {}),
    },
    warmReplayThread: true,
    // The e2e studio only: change control's clock moves on a test's word (config/movable-clock.ts).
    ...(env.STUDIO_TEST_CLOCK === '1' ? { testClock: movableClock() } : {}),
    // Scheduled change requests: every instance polls the shared job table.
    changeControl: {
      pollMs: Number(env.CHANGE_SCHEDULER_POLL_MS ?? 5_000),
      ...(env.CHANGE_SCHEDULER_LEASE_MS ? { leaseMs: Number(env.CHANGE_SCHEDULER_LEASE_MS) } : {}),
      ...(env.CHANGE_SCHEDULER_RETRY_MS ? { retryBaseMs: Number(env.CHANGE_SCHEDULER_RETRY_MS) } : {}),
    },
  });
  // A save cut short by a crash left an attempt without an outcome: close it and re-sync the history.
  await recoverInterruptedSaves(database, app.environments.list()).catch((error: Error) => app.log.warn({ err: error }, 'recovery of interrupted saves failed'));
  closers.unshift(() => app.close());
  await app.listen({ host, port });
  markListening();
  console.log(`Routing Studio on http://${host}:${port}`);

  const stop = async () => {
    for (const close of closers) await close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
