import { buildApp, type BuildAppOptions } from '../app';
import { parseStudioConfig } from '../config/studio-config';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { seedDemoUsers, signIn, type Client } from './sign-in';

/** A studio config with one environment 'real' on the gateway at `baseUrl` (a test's fake gateway). */
export const realEnvironmentConfig = (baseUrl: string) =>
  parseStudioConfig({ environments: [{ id: 'real', name: 'Real', baseUrl, provisioning: { username: 'prov', password: 'secret-prov-pw' } }] }, 'test');

/** An in-process BFF (in-memory studio database, demo users) on that gateway, and the routing editor signed in. */
export const editorOnGateway = async (baseUrl: string, options: Omit<BuildAppOptions, 'config' | 'db'> = {}): Promise<{ db: StudioDatabase; editor: Client }> => {
  const db = await openStudioDatabase();
  await seedDemoUsers(db.db);
  const editor = await signIn(await buildApp({ config: realEnvironmentConfig(baseUrl), db, ...options }), 'routing-editor');
  return { db, editor };
};
