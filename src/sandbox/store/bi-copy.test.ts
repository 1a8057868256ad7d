import { afterAll, beforeAll, describe } from 'vitest';
import { openSandboxDatabase, type SandboxDatabase } from '../db/client';
import { writeEquivalenceTests } from './bi-write-test-kit';

let database: SandboxDatabase;
beforeAll(async () => {
  database = await openSandboxDatabase();
}, 60_000);
afterAll(() => database?.close());

describe('copyBiRecords on PGlite', () => writeEquivalenceTests(() => database.db));
