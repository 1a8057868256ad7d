/**
 * Composition root: reads the environment, starts the embedded sandbox gateway unless a real
 * gateway is configured, and serves the BFF with the built SPA. The only file that may import the
 * sandbox; everything else talks to the gateway over HTTP.
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { configFromManifest, fetchSandboxManifest } from './config/from-manifest';
import { loadConfigFile } from './config/load-config-file';
import type { StudioConfig } from './config/studio-config';
import { openStudioDatabase } from './db/client';
import { startSandbox } from '../sandbox/start';

const env = process.env;
const host = env.HOST ?? '127.0.0.1';
const port = Number(env.PORT ?? 8080);
const dataDir = env.DATA_DIR ?? './.data';
const webDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

const main = async () => {
  const closers: Array<() => Promise<void>> = [];
  let config: StudioConfig;
  if (env.GATEWAY_CONFIG) {
    config = await loadConfigFile(env.GATEWAY_CONFIG);
  } else {
    const sandbox = await startSandbox({
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
  const app = await buildApp({ config, db: database, webDir, logger: { level: env.LOG_LEVEL ?? 'info' } });
  closers.unshift(() => app.close());
  await app.listen({ host, port });
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
