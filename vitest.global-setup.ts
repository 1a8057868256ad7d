/**
 * Starts a throw-away PostgreSQL server for the tests that must run against a real server (not
 * only PGlite), and hands its URL to them with `inject('testDatabaseUrl')`. TEST_DATABASE_URL
 * points at an existing server instead. The server itself: bench/lib/postgres-server.ts (shared
 * with the benchmarks).
 */
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './bench/lib/postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('testDatabaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startThrowawayPostgres();
  project.provide('testDatabaseUrl', server.url);
  return () => server.stop();
}
