import { and, asc, eq, sql } from 'drizzle-orm';
import stringify from 'safe-stable-stringify';
import type { SaveResolution } from '@contracts/bff-api';
import { danglingAttempts, recordAudit } from '../audit/audit-log';
import type { StudioDatabase, StudioDb } from '../db/client';
import { auditLog } from '../db/schema';
import { creditVersion, latestVersion, recordVersion } from '../db/versions';
import type { RoutingEnvelope } from '@contracts/bff-api';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { forgetHistoryEnd, getRouting, lockKey, syncHistory } from './routing';

/**
 * A document as the gateway would hold it, for telling whether the gateway holds what a save sent:
 * rule ids (the gateway assigns new ones) and members at their default (absent, null, false: the
 * gateway spells out its defaults) are left out.
 */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'id' || item === null || item === undefined || item === false) continue;
    Object.defineProperty(out, key, { value: canonical(item), enumerable: true });
  }
  return out;
};
export const holdsSentDocument = (sent: unknown, live: unknown): boolean => stringify(canonical(sent)) === stringify(canonical(live));

/** A save attempt as its audit entry holds it: who, what was sent, and the note and change request it came with. */
interface Attempt {
  id: number;
  actor: string;
  after: unknown;
  detail: unknown;
}

/**
 * The gateway holds what `attempt` sent: the live revision is that person's version, with their note.
 * Recorded when the history does not end with it yet; credited when a read in between recorded it
 * as found at the gateway with no author (issue 44.4: a save resolved as saved, or found live after a
 * crash, was "changed outside the studio" in the history).
 */
const creditSave = async (tx: StudioDb, env: Environment, live: RoutingEnvelope, attempt: Attempt) => {
  const detail = (attempt.detail ?? {}) as { note?: string | null; changeRequest?: number };
  const credit = { savedBy: attempt.actor, note: detail.note ?? null, changeRequestId: detail.changeRequest ?? null };
  const latest = await latestVersion(tx, env.config.id, live.connectorGuid);
  if (latest?.revision === live.revision) await creditVersion(tx, latest.id, credit);
  else await recordVersion(tx, { environment: env.config.id, connectorGuid: live.connectorGuid, revision: live.revision, document: live.document, ...credit });
  forgetHistoryEnd(env, live.connectorGuid);
};

const entriesOfAttempt = (db: StudioDb, attempt: number) =>
  db.select().from(auditLog).where(and(eq(auditLog.action, 'routing.save'), sql`${auditLog.detail}->>'attempt' = ${String(attempt)}`)).orderBy(asc(auditLog.id));

/**
 * Resolves a routing save whose answer never came (`SAVE_OUTCOME_UNKNOWN`) by re-reading the live
 * document under the connector's save lock: when the gateway holds the document sent, the save
 * happened: a version attributed to the person who saved, and "saved" in the audit log; otherwise
 * "not saved" in the audit log (and whatever the gateway holds instead enters the history as a
 * change found at the gateway). Asking again answers the recorded resolution.
 */
export const resolveSave = async (db: StudioDatabase, env: Environment, guid: string, attemptId: number): Promise<SaveResolution> => {
  const [attempt] = await db.db.select().from(auditLog).where(and(eq(auditLog.id, attemptId), eq(auditLog.action, 'routing.save'), eq(auditLog.outcome, 'pending'), eq(auditLog.environment, env.config.id), eq(auditLog.target, guid)));
  if (!attempt) throw new HttpError(404, 'SAVE_ATTEMPT_NOT_FOUND', `No routing save attempt ${attemptId} of connector '${guid}' in environment '${env.config.id}'`);
  const outcomes = await entriesOfAttempt(db.db, attemptId);
  const unknown = outcomes.find((o) => o.outcome === 'unknown');
  if (!unknown) throw new HttpError(409, 'SAVE_OUTCOME_KNOWN', `Save attempt ${attemptId} did not end with an unknown outcome: its outcome is in the audit log`);
  return db.withLock(lockKey(env, guid), async (tx) => {
    const live = await getRouting(env, guid);
    const settled = (await entriesOfAttempt(tx, attemptId)).find((o) => o.id > unknown.id);
    if (settled) return { attempt: attemptId, outcome: settled.outcome === 'success' ? 'saved' : 'not-saved', live };
    const base = { actor: attempt.actor, action: 'routing.save' as const, environment: env.config.id, target: guid };
    if (holdsSentDocument(attempt.after, live.document)) {
      await creditSave(tx, env, live, attempt);
      await recordAudit(tx, { ...base, outcome: 'success', before: unknown.before, after: live.document, detail: { attempt: attemptId, resolved: 'saved', revision: live.revision, foundBy: 're-reading the live document after the gateway did not answer' } });
      return { attempt: attemptId, outcome: 'saved', live };
    }
    await syncHistory(tx, env, live, 'changed outside the studio');
    await recordAudit(tx, { ...base, outcome: 'failure', detail: { attempt: attemptId, resolved: 'not saved', liveRevision: live.revision, foundBy: 're-reading the live document after the gateway did not answer' } });
    return { attempt: attemptId, outcome: 'not-saved', live };
  });
};

/**
 * After a crash: each save attempt with no outcome gets one, from what the gateway holds now. Found
 * holding the document sent, it is the person's save (their version, "saved" in the audit by them);
 * found holding something else, it was not carried out ("not saved", and whatever is live enters the
 * history as found at the gateway); the gateway unreadable, its outcome is unknown, and resolving it
 * later (resolveSave) finds out. Never "failure by studio" for a save that went through.
 */
export const recoverInterruptedSaves = async (db: StudioDatabase, envs: readonly Environment[]) => {
  for (const attempt of await danglingAttempts(db.db)) {
    const env = envs.find((e) => e.config.id === attempt.environment);
    const guid = attempt.target;
    const base = { actor: attempt.actor, action: 'routing.save' as const, environment: attempt.environment, target: guid };
    const live = env && guid ? await getRouting(env, guid).catch(() => undefined) : undefined;
    if (!env || !guid || !live) {
      await recordAudit(db.db, { ...base, outcome: 'unknown', detail: { attempt: attempt.id, interrupted: true, code: 'SAVE_OUTCOME_UNKNOWN' } });
      continue;
    }
    const foundBy = 're-reading the live document after the studio restarted during the save';
    await db.withLock(lockKey(env, guid), async (tx) => {
      if (holdsSentDocument(attempt.after, live.document)) {
        await creditSave(tx, env, live, attempt);
        await recordAudit(tx, { ...base, outcome: 'success', after: live.document, detail: { attempt: attempt.id, interrupted: true, resolved: 'saved', revision: live.revision, foundBy } });
      } else {
        await syncHistory(tx, env, live, 'a save was interrupted');
        await recordAudit(tx, { ...base, outcome: 'failure', detail: { attempt: attempt.id, interrupted: true, resolved: 'not saved', liveRevision: live.revision, foundBy } });
      }
    });
  }
};
