import { buildApp } from '../app';
import { configFromManifest } from '../config/from-manifest';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { startSandboxProcess, type SandboxProcess } from './sandbox-harness';
import { seedDemoUsers, signIn } from './sign-in';

export interface StudioWithHistory {
  sandbox: SandboxProcess;
  db: StudioDatabase;
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/**
 * The BFF on a real sandbox process with `records` of generated BI history, once the history is
 * written: it is written in the background after the sandbox listens, so this waits until the
 * count of live records (the test-mode ones are at the other address) stops growing.
 */
export const startStudioWithHistory = async (records: number): Promise<StudioWithHistory> => {
  const sandbox = await startSandboxProcess({ historyRecords: records });
  const db = await openStudioDatabase();
  await seedDemoUsers(db.db);
  const app = await buildApp({ config: configFromManifest(sandbox.manifest, sandbox.url), db });
  const viewer = await signIn(app, 'viewer');
  let last = -1;
  for (let i = 0; i < 120; i += 1) {
    const count = await viewer.inject({ method: 'POST', url: '/api/env/sandbox/bi/search', payload: { query: { size: 0, track_total_hits: true } } });
    const now = count.json().result.hits.total.value as number;
    if (now > records / 2 && now === last) break;
    last = now;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return {
    sandbox,
    db,
    app,
    close: async () => {
      await app.close();
      await db.close();
      sandbox.stop();
    },
  };
};
