import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '@fixtures/fresh-database';
import { openStudioDatabase, type StudioDatabase } from './client';
import { listVersions, recordVersion } from './versions';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('studio database on a PostgreSQL server', () => {
  let a: StudioDatabase;
  let b: StudioDatabase;
  beforeAll(async () => {
    const url = await freshDatabase(inject('testDatabaseUrl'), 'studio_db');
    a = await openStudioDatabase({ databaseUrl: url });
    b = await openStudioDatabase({ databaseUrl: url }); // a second BFF instance on the same server
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('runs the migrations and keeps versions', async () => {
    await recordVersion(a.db, { environment: 'sandbox', connectorGuid: 'CO-1', revision: 'r1', document: { version: '1', tree: null }, note: 'first' });
    expect(await listVersions(b.db, 'sandbox', 'CO-1')).toEqual([expect.objectContaining({ revision: 'r1', note: 'first' })]);
  });

  it('serialises work on one key across two instances, and not across keys', async () => {
    const events: string[] = [];
    const job = (db: StudioDatabase, key: string, name: string) =>
      db.withLock(key, async () => {
        events.push(`${name}:start`);
        await sleep(150);
        events.push(`${name}:end`);
      });
    await Promise.all([job(a, 'routing:x', 'A'), sleep(20).then(() => job(b, 'routing:x', 'B'))]);
    expect(events).toEqual(['A:start', 'A:end', 'B:start', 'B:end']);
    events.length = 0;
    await Promise.all([job(a, 'routing:x', 'A'), sleep(20).then(() => job(b, 'routing:y', 'B'))]);
    expect(events.slice(0, 2)).toEqual(['A:start', 'B:start']);
  });
});
