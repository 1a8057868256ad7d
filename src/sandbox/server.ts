/**
 * Standalone entry of the sandbox gateway (`npm run sandbox`). Environment: SANDBOX_PORT (8081),
 * HOST (127.0.0.1), DATA_DIR (./.data), SANDBOX_DATABASE_URL (PostgreSQL instead of PGlite),
 * SANDBOX_PUBLIC_URL (address to publish when behind a proxy), SANDBOX_IN_MEMORY=1 (no files),
 * SANDBOX_SHARED_BUFFERS (1GB: PGlite's shared_buffers with files).
 */
import { startSandbox } from './start';

const { env } = process;

const main = async () => {
  const sandbox = await startSandbox({
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.SANDBOX_PORT ?? 8081),
    // SANDBOX_IN_MEMORY=1: a throw-away in-memory database (tests start the sandbox as a process).
    ...(env.SANDBOX_IN_MEMORY === '1' ? {} : { dataDir: env.DATA_DIR ?? './.data' }),
    logger: true,
    ...(env.SANDBOX_DATABASE_URL ? { databaseUrl: env.SANDBOX_DATABASE_URL } : {}),
    ...(env.SANDBOX_PUBLIC_URL ? { publicUrl: env.SANDBOX_PUBLIC_URL } : {}),
  });
  console.log(`Sandbox gateway on ${sandbox.url} (manifest: ${sandbox.url}/sandbox/manifest)`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await sandbox.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
