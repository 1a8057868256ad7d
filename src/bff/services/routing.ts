import type { RoutingEnvelope, StudioConnector } from '@contracts/bff-api';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import type { AuditOutcome } from '@contracts/bff-auth';
import { outcomeOfStatus, recordAudit, type AuditEntry } from '../audit/audit-log';
import type { StudioDatabase, StudioDb } from '../db/client';
import { latestVersion, recordVersion } from '../db/versions';
import type { Environment } from '../environments';
import { GatewayOutcomeUnknownError } from '../gateway-client/errors';
import { HttpError } from '../http-error';
import { findConnector, findRoutingConnector, forgetConnectors } from './connectors';
import { gatewayFailure } from './gateway-failure';
import { failingGoldenCases } from './golden-cases';
import { documentPathOf, multiMethodDelta } from '@domain/routing/multi-method-delta';
import { revisionOf } from './revision';
import { sharedReads } from './shared-reads';

type Kind = RoutingEnvelope['kind'];

const kindOf = (connector: StudioConnector): Kind => {
  if (!connector.isMetaConnector) throw new HttpError(422, 'NOT_A_META_CONNECTOR', `Connector '${connector.name}' is not a meta-connector and has no routing`);
  return connector.multiMethod ? 'multi' : 'single';
};

/** The gateway's answers that a connector is not what the studio's list says: gone (1007), not a meta-connector (1016), of the other kind (1017, 1018). */
const contradictsList = (failure: { status: number; error: { errorCode: number } }) => failure.status === 404 || [1016, 1017, 1018].includes(failure.error.errorCode);

/**
 * Reads the live document of a connector of a known kind: one gateway call. When the gateway says
 * the connector is not what the cached list said, the list is dropped and the answer is what a
 * fresh one says: 404, not a meta-connector, or (`onKindChanged`) the connector's new kind.
 */
const readLive = async (env: Environment, guid: string, kind: Kind, onKindChanged: (fresh: Kind) => Promise<RoutingEnvelope>): Promise<RoutingEnvelope> => {
  const result = kind === 'multi' ? await env.provisioning.getMulti(guid) : await env.provisioning.getSingle(guid);
  if (result.ok) return { kind, connectorGuid: guid, revision: revisionOf(result.body.routing), document: result.body.routing } as RoutingEnvelope;
  if (contradictsList(result)) {
    forgetConnectors(env);
    const fresh = kindOf(await findConnector(env, guid));
    if (fresh !== kind) return onKindChanged(fresh);
  }
  throw gatewayFailure(result);
};

const readLiveOfListedKind = async (env: Environment, guid: string): Promise<RoutingEnvelope> =>
  // A connector of the other kind now is read as it is now.
  readLive(env, guid, kindOf(await findRoutingConnector(env, guid)), (fresh) => readLive(env, guid, fresh, () => Promise.reject(new HttpError(409, 'CONNECTOR_KIND_CHANGED', `Connector '${guid}' is changing at the gateway; try again.`))));

// Editors opening one connector at once share gateway calls (issue 15: 50 connections on one
// routing GET queued behind the gateway's own latency); each still gets a read begun after it asked.
const sharedRoutingReads = sharedReads<RoutingEnvelope>();

/** Reads the live document from the gateway, with the revision an editor starts from. */
export const getRouting = (env: Environment, guid: string): Promise<RoutingEnvelope> =>
  sharedRoutingReads(lockKey(env, guid), () => readLiveOfListedKind(env, guid));

const parseDocument = (kind: Kind, input: unknown) => {
  const parsed = (kind === 'multi' ? MultiMethodDocument : SingleMethodDocument).safeParse(input);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0]!;
  const path = first.path.map(String).join('/');
  throw new HttpError(400, 'INVALID_DOCUMENT', `The routing document is malformed: ${first.message}${path ? ` at '${path}'` : ''}`, path ? { path } : {});
};

export interface SaveRequest {
  env: Environment;
  guid: string;
  input: unknown;
  /** The revision the edit started from (for a confirmed overwrite: the live revision the 409 showed). */
  baseRevision: string;
  actor: string;
  note?: string | null;
  /** Save although golden test cases fail: an explicit decision, kept in the audit log. */
  overrideGoldenCases?: boolean;
  /** Called once the save writes its own audit entries (attempt and outcome), so the route's audit hook does not add another. */
  onAudited?: () => void;
  /** The change request being applied or reverted (issue 14): its version is marked with it. */
  changeRequestId?: number;
}

export const lockKey = (env: Environment, guid: string) => `routing:${env.config.id}:${guid}`;

/**
 * Keeps the version history in step with the gateway: a live document the history does not end
 * with (first sight, a change made outside the studio, a save interrupted by a crash) becomes a
 * version of its own, and the audit log says so.
 */
export const syncHistory = async (tx: StudioDb, env: Environment, live: RoutingEnvelope, reason: string) => {
  const latest = await latestVersion(tx, env.config.id, live.connectorGuid);
  if (latest?.revision === live.revision) return;
  const note = latest ? `Found at the gateway: ${reason}` : 'First seen by the studio';
  await recordVersion(tx, { environment: env.config.id, connectorGuid: live.connectorGuid, revision: live.revision, document: live.document, savedBy: null, note });
  forgetHistoryEnd(env, live.connectorGuid);
  if (latest) await recordAudit(tx, { actor: 'studio', action: 'routing.external-change', environment: env.config.id, target: live.connectorGuid, outcome: 'success', detail: { reason }, before: latest.document, after: live.document });
};

/**
 * The revision each connector's history was last seen to end with, per BFF process: a read of an
 * unchanged document then costs no database work at all. Re-checked against the database after
 * `HISTORY_RECHECK_MS`, so a version another BFF instance recorded meanwhile is noticed.
 */
const HISTORY_RECHECK_MS = 10_000;
const historyEnds = new Map<string, { revision: string; at: number }>();
const noteHistoryEnd = (env: Environment, guid: string, revision: string) => historyEnds.set(lockKey(env, guid), { revision, at: Date.now() });
/**
 * Called wherever a version is recorded: the history now ends elsewhere, and a cached end would let
 * the next read skip a change made outside the studio back to the revision cached (a save, then a
 * revert at the gateway, went unrecorded).
 */
export const forgetHistoryEnd = (env: Environment, guid: string) => void historyEnds.delete(lockKey(env, guid));

/**
 * Reads the live document and records it in the history when the history does not know it yet.
 * Only a document the history does not end with takes the save lock (and a transaction) to record
 * it; every other read is a plain query, or none.
 */
export const loadRouting = async (db: StudioDatabase, env: Environment, guid: string): Promise<RoutingEnvelope> => {
  const live = await getRouting(env, guid);
  const seen = historyEnds.get(lockKey(env, guid));
  if (seen?.revision === live.revision && Date.now() - seen.at < HISTORY_RECHECK_MS) return live;
  if ((await latestVersion(db.db, env.config.id, guid))?.revision !== live.revision) {
    await db.withLock(lockKey(env, guid), (tx) => syncHistory(tx, env, live, 'changed outside the studio'));
  }
  noteHistoryEnd(env, guid, live.revision);
  return live;
};

/**
 * Saves a document through the gateway (read-modify-write) under an advisory lock on the
 * connector, so two saves of one connector never interleave, on one BFF or several. When the live
 * document is no longer the one the editor started from, the save is refused with 409 and the live
 * document, so nobody's work is overwritten silently. The audit log gets the attempt before the
 * gateway is called (committed on its own, so a crash leaves a trace) and the outcome after it,
 * with the documents before and after; each successful save is kept as a version.
 */
export const saveRouting = async (db: StudioDatabase, req: SaveRequest): Promise<RoutingEnvelope> => {
  const { env, guid, actor } = req;
  const environment = env.config.id;
  const kind = kindOf(await findRoutingConnector(env, guid));
  const document = parseDocument(kind, req.input);
  const golden = await failingGoldenCases(db.db, env, guid, document);
  if (golden.length > 0 && !req.overrideGoldenCases) {
    throw new HttpError(422, 'GOLDEN_CASES_FAILING', `${golden.length} golden test case${golden.length === 1 ? '' : 's'} would fail: ${golden.map((g) => g.name).join(', ')}. Fix the routing or save with an explicit override.`, { goldenFailures: golden });
  }
  const attempt = await recordAudit(db.db, { actor, action: 'routing.save', environment, target: guid, outcome: 'pending', after: document, detail: { note: req.note ?? null, baseRevision: req.baseRevision, ...(req.changeRequestId ? { changeRequest: req.changeRequestId } : {}), ...(golden.length ? { overriddenGoldenCases: golden.map((g) => g.name) } : {}) } });
  req.onAudited?.();
  const outcome = (tx: StudioDb, result: AuditOutcome, extra: Partial<AuditEntry>) =>
    recordAudit(tx, { actor, action: 'routing.save', environment, target: guid, outcome: result, ...extra, detail: { attempt: attempt.id, ...(extra.detail as object) } });
  let unknown: RoutingEnvelope;
  try {
    const done = await db.withLock(lockKey(env, guid), async (tx): Promise<{ saved: RoutingEnvelope } | { conflict: RoutingEnvelope } | { unknown: RoutingEnvelope }> => {
      // The save's first gateway call (the second is the set): the conflict check.
      const live = await readLive(env, guid, kind, (fresh) => {
        // The edit is of the other kind's document: it cannot be saved as it is.
        throw new HttpError(409, 'CONNECTOR_KIND_CHANGED', `Connector '${guid}' was changed at the gateway: it is now a ${fresh === 'multi' ? 'multi-method' : 'single-method'} meta-connector. Reload it to edit its routing.`);
      });
      await syncHistory(tx, env, live, 'changed outside the studio');
      // Returned, not thrown: the other person's version and its audit entry must commit with the refusal.
      if (live.revision !== req.baseRevision) return { conflict: live };
      // Multi-method: only what changed goes out (the gateway keeps omitted methods untouched), and
      // the gateway's `methods/<i>` paths are mapped back from the request onto the editor's document.
      const delta = kind === 'multi' ? multiMethodDelta(live.document as MultiMethodDocument, document as MultiMethodDocument) : undefined;
      let result;
      try {
        result = delta ? await env.provisioning.setMulti(guid, delta.request) : await env.provisioning.setSingle(guid, document as SingleMethodDocument);
      } catch (error) {
        // Returned, not thrown: the history synced above commits; the outcome is recorded below.
        if (error instanceof GatewayOutcomeUnknownError) return { unknown: live };
        throw error;
      }
      if (!result.ok) throw gatewayFailure(result, delta ? (path) => documentPathOf(path, delta.documentIndexOf) : undefined);
      const saved = { kind, connectorGuid: guid, revision: revisionOf(result.body.routing), document: result.body.routing } as RoutingEnvelope;
      // Saving what the gateway already holds changes nothing: no new version.
      if (saved.revision !== live.revision) {
        await recordVersion(tx, { environment, connectorGuid: guid, revision: saved.revision, document: saved.document, savedBy: actor, note: req.note, changeRequestId: req.changeRequestId ?? null });
        forgetHistoryEnd(env, guid);
      }
      await outcome(tx, 'success', { before: live.document, after: saved.document, detail: { revision: saved.revision, ...(delta ? { sentToGateway: delta.request } : {}) } });
      return { saved };
    });
    if ('saved' in done) return done.saved;
    if ('unknown' in done) unknown = done.unknown;
    else throw new HttpError(409, 'CONFLICT', 'Someone else saved this routing after you opened it. Review their change, reload, or overwrite.', {
      conflict: { revision: done.conflict.revision, document: done.conflict.document },
    });
  } catch (error) {
    const detail = error instanceof HttpError ? { code: error.code, message: error.message, ...(error.extra.gateway ? { gateway: error.extra.gateway } : {}) } : { message: 'internal error' };
    await outcome(db.db, error instanceof HttpError ? outcomeOfStatus(error.statusCode) : 'failure', { detail });
    throw error;
  }
  // The gateway may or may not hold the document: say so, and leave it to a re-read to find out.
  await outcome(db.db, 'unknown', { before: unknown.document, detail: { code: 'SAVE_OUTCOME_UNKNOWN', liveRevision: unknown.revision } });
  throw new HttpError(504, 'SAVE_OUTCOME_UNKNOWN', 'The payment gateway did not answer the save in time, so it may or may not have been carried out. The studio checks by reading the live routing again; your changes are kept.', { attempt: attempt.id });
};
