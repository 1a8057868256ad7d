import type { AddressInfo } from 'node:net';
import { buildSandbox } from './app';
import { openSandboxDatabase } from './db/client';
import { seedIfEmpty } from './seed/seed';

export interface StartSandboxOptions {
  host: string;
  /** 0 picks a free port; the returned url carries the real one. */
  port: number;
  /** PGlite files go to `${dataDir}/sandbox`; undefined keeps the database in memory. */
  dataDir?: string;
  /** postgres://… uses a PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  logger?: boolean;
  /** Address to publish when it differs from `http://host:port` (a proxy, a container). */
  publicUrl?: string;
}

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}

// A wildcard bind address is not something a client can call; publish the loopback address instead.
const reachableHost = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host);

/** Opens and migrates the database, seeds an empty one, and listens. */
export const startSandbox = async (options: StartSandboxOptions): Promise<RunningSandbox> => {
  const database = await openSandboxDatabase({
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
  });
  let url = options.publicUrl ?? '';
  try {
    await seedIfEmpty(database.db);
    const app = await buildSandbox({ db: database.db, logger: options.logger ?? false, publicUrl: () => url });
    await app.listen({ host: options.host, port: options.port });
    const { port } = app.server.address() as AddressInfo;
    const listening = `http://${reachableHost(options.host)}:${port}`;
    url = options.publicUrl ?? listening;
    return {
      url,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
};
