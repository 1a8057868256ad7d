import { and, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditOutcome } from '@contracts/bff-auth';
import type { AuditAction } from '@domain/auth/audit-actions';
import type { StudioDb } from '../db/client';
import { auditLog } from '../db/schema';
import { JSON_LIMITS } from '@domain/json/json-limits';
import { storableCopy, storableText } from '@domain/json/storable-text';

export interface AuditEntry {
  actor: string;
  action: AuditAction;
  environment?: string | null;
  target?: string | null;
  outcome: AuditOutcome;
  detail?: unknown;
  before?: unknown;
  after?: unknown;
}

/** The outcome of a request that ended with this HTTP status. */
export const outcomeOfStatus = (status: number): AuditOutcome => (status < 400 ? 'success' : status < 500 ? 'refused' : 'failure');

// Deeper than any body the BFF accepts (JSON_LIMITS.maxDepth) plus the entry's own wrapping.
const AUDIT_DEPTH = JSON_LIMITS.maxDepth + 8;
const text = (value: string | null | undefined) => (value == null ? null : storableText(value));
const json = (value: unknown) => (value === undefined || value === null ? null : storableCopy(value, AUDIT_DEPTH));

/**
 * Appends one entry; the table refuses UPDATE, DELETE and TRUNCATE. Whatever a request held, the
 * entry can be stored: text PostgreSQL refuses is replaced (U+FFFD) and nesting is bounded.
 */
export const recordAudit = async (db: StudioDb, entry: AuditEntry) => {
  const [row] = await db
    .insert(auditLog)
    .values({
      actor: text(entry.actor)!,
      action: entry.action,
      environment: text(entry.environment),
      target: text(entry.target),
      outcome: entry.outcome,
      detail: json(entry.detail),
      before: json(entry.before),
      after: json(entry.after),
    })
    .returning({ id: auditLog.id, at: auditLog.at });
  return row!;
};

export interface AuditFilter {
  actor?: string;
  action?: string;
  environment?: string;
  target?: string;
  outcome?: string;
  from?: Date;
  to?: Date;
  limit: number;
  beforeId?: number;
}

export const listAudit = (db: StudioDb, f: AuditFilter) => {
  const where: SQL[] = [];
  if (f.actor) where.push(eq(auditLog.actor, f.actor));
  if (f.action) where.push(ilike(auditLog.action, `${f.action}%`));
  if (f.environment) where.push(eq(auditLog.environment, f.environment));
  if (f.target) where.push(eq(auditLog.target, f.target));
  if (f.outcome) where.push(eq(auditLog.outcome, f.outcome));
  if (f.from) where.push(gte(auditLog.at, f.from));
  if (f.to) where.push(lte(auditLog.at, f.to));
  if (f.beforeId) where.push(lte(auditLog.id, f.beforeId - 1));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(f.limit);
};

/** Save attempts with no outcome row: the BFF stopped between calling the gateway and recording the result. */
export const danglingAttempts = (db: StudioDb) =>
  db
    .select({ id: auditLog.id, actor: auditLog.actor, environment: auditLog.environment, target: auditLog.target, after: auditLog.after, detail: auditLog.detail })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.outcome, 'pending'),
        sql`not exists (select 1 from audit_log o where o.outcome <> 'pending' and o.detail->>'attempt' = ${auditLog.id}::text)`,
      ),
    );
