import { sql, type SQL } from 'drizzle-orm';

/** Which records a request may see: its tenant's, visible by now, of its address's test_mode side. */
export interface Audience {
  tenantGuid: string;
  /** `{bi_sandbox_url}` answers only test_mode records; `{bi_url}` only the others. */
  testMode: boolean;
  now: Date;
}

export const audienceCondition = (a: Audience): SQL =>
  sql`t.tenant_guid = ${a.tenantGuid}::text and t._visible_at <= ${a.now.toISOString()}::timestamptz and ${a.testMode ? sql`t.test_mode is true` : sql`t.test_mode is not true`}`;
