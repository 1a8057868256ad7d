import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '@fixtures/fresh-database';
import { openStudioDatabase, type StudioDatabase } from '../db/client';
import { listAudit, outcomeOfStatus, recordAudit } from './audit-log';

/** The same migrations run on PGlite (embedded default) and on a PostgreSQL server (scale-out). */
const drivers: Array<[string, () => Promise<StudioDatabase>]> = [
  ['PGlite', () => openStudioDatabase()],
  ['PostgreSQL', async () => openStudioDatabase({ databaseUrl: await freshDatabase(inject('testDatabaseUrl'), 'audit_log') })],
];

describe.each(drivers)('the audit log on %s is append-only', (_name, open) => {
  let database: StudioDatabase;
  beforeAll(async () => {
    database = await open();
    await recordAudit(database.db, { actor: 'ada', action: 'user.create', target: 'user:bob', outcome: 'success', after: { role: 'viewer' } });
  });
  afterAll(async () => database?.close());

  const entries = () => listAudit(database.db, { limit: 10 });
  // drizzle wraps the server's error; the trigger's message is its cause.
  const attempt = (query: ReturnType<typeof sql>) =>
    database.db.execute(query).then(
      () => 'accepted',
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );

  it('refuses UPDATE', async () => {
    expect(await attempt(sql`update audit_log set actor = 'mallory'`)).toBe('audit_log is append-only');
    expect((await entries()).map((e) => e.actor)).toEqual(['ada']);
  });

  it('refuses DELETE', async () => {
    expect(await attempt(sql`delete from audit_log`)).toBe('audit_log is append-only');
    expect(await entries()).toHaveLength(1);
  });

  it('refuses TRUNCATE', async () => {
    expect(await attempt(sql`truncate audit_log`)).toBe('audit_log is append-only');
    expect(await entries()).toHaveLength(1);
  });

  it('still appends', async () => {
    await recordAudit(database.db, { actor: 'ada', action: 'session.logout', outcome: 'success' });
    expect((await entries()).map((e) => e.action)).toEqual(['session.logout', 'user.create']);
  });
});

describe('outcome of a request', () => {
  it('is success below 400, refused for a 4xx and failure for a 5xx', () => {
    expect([200, 201, 302, 400, 401, 403, 409, 422, 429, 500, 502, 504].map(outcomeOfStatus)).toEqual([
      'success', 'success', 'success', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'failure', 'failure', 'failure',
    ]);
  });
});
