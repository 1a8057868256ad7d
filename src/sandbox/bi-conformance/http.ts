import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BI_QUERY_PATH, BI_SANDBOX_PREFIX } from '@contracts/gateway-bi';
import { BI_CREDENTIALS } from '@fixtures/world';
import { writeBiRecords } from '../store/bi-records';
import type { SandboxDb } from '../db/client';
import { basicAuthHeader } from '../http/basic-auth';
import type { BiRecord } from '@domain/bi/record';
import type { BiRequest } from './case-types';
import { FUTURE_RECORDS, NOW, OTHER_TENANT_RECORDS, PRODUCTION_RECORDS, SANDBOX_RECORDS } from './fixture';

/** Test support: loading records into a test sandbox and sending a case's request to it. */

const HOUR = 3_600_000;

/**
 * Writes the fixture in index order: everything visible an hour before NOW, then the not-yet-visible
 * records. The index holds only the fixture: the seeded sandbox's own records go first.
 */
export const loadFixture = async (db: SandboxDb) => {
  await db.execute(sql`delete from bi_records`);
  await writeBiRecords(db, [...PRODUCTION_RECORDS, ...SANDBOX_RECORDS, ...OTHER_TENANT_RECORDS], new Date(NOW.getTime() - HOUR));
  await writeBiRecords(db, FUTURE_RECORDS, new Date(NOW.getTime() + HOUR));
};

/** Replaces the BI index with these records, visible an hour before NOW. */
export const replaceRecords = async (db: SandboxDb, records: readonly BiRecord[]) => {
  await db.execute(sql`delete from bi_records`);
  await writeBiRecords(db, records, new Date(NOW.getTime() - HOUR));
};

export const biUrl = (r: Pick<BiRequest, 'address' | 'q'>) => `${r.address === 'sandbox' ? BI_SANDBOX_PREFIX : ''}${BI_QUERY_PATH}${r.q !== undefined ? `?q=${encodeURIComponent(r.q)}` : ''}`;

export const sendBi = (app: FastifyInstance, r: BiRequest) => {
  const headers: Record<string, string> = {};
  const credentials = r.credentials ?? 'valid';
  if (credentials !== 'none') headers.authorization = basicAuthHeader(credentials === 'valid' ? BI_CREDENTIALS : { username: BI_CREDENTIALS.username, password: 'not-the-password' });
  if (r.method === 'GET') return app.inject({ method: 'GET', url: biUrl(r), headers });
  const contentType = r.contentType === undefined ? 'application/json' : r.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  return app.inject({ method: 'POST', url: biUrl(r), headers, payload: r.rawBody ?? JSON.stringify(r.body ?? {}) });
};
