import { afterAll, beforeAll, describe, inject } from 'vitest';
import { freshDatabase } from '@fixtures/fresh-database';
import { openSandboxDatabase, type SandboxDatabase } from '../db/client';
import { writeEquivalenceTests } from './bi-write-test-kit';

let database: SandboxDatabase;
beforeAll(async () => {
  database = await openSandboxDatabase({ databaseUrl: await freshDatabase(inject('testDatabaseUrl'), 'sandbox_bi_copy') });
}, 60_000);
afterAll(() => database?.close());

describe('copyBiRecords on a PostgreSQL server (COPY streamed, lz4)', () => writeEquivalenceTests(() => database.db));
