import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@contracts/bff-api';
import type { AuditAction } from '@domain/auth/audit-actions';
import type { StudioDb } from '../db/client';
import { outcomeOfStatus, recordAudit } from './audit-log';

/**
 * Auditing is structural, not per-route discipline: every mutating /api route declares its audit
 * action in its route config (`config: { access, audit: 'user.create' }`), start-up fails for one
 * that does not, and one hook records the outcome of every such request (success, refused with the
 * reason, or failure), whoever refused it: the access check (401, 403, CSRF), input parsing (400),
 * a business rule (409, 422) or the gateway. Handlers only add what they know (target, before,
 * after, detail) with `noteAudit`.
 */
export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The audit action of a mutating route, e.g. 'routing.save'. Required on every mutating /api route. */
    audit?: AuditAction;
  }
  interface FastifyRequest {
    auditNote: AuditNote | null;
    /** Set when the handler wrote the outcome entry itself (a routing save's attempt and outcome). */
    auditRecorded: boolean;
  }
}

export interface AuditNote {
  /** Who acted, when it is not the signed-in user (a sign-in names the username tried). */
  actor?: string;
  environment?: string | null;
  target?: string | null;
  detail?: Record<string, unknown>;
  before?: unknown;
  after?: unknown;
}

/** Adds what the handler knows to the request's audit entry; later notes win, details merge. */
export const noteAudit = (request: FastifyRequest, note: AuditNote) => {
  const previous = request.auditNote ?? {};
  request.auditNote = { ...previous, ...note, ...(previous.detail || note.detail ? { detail: { ...previous.detail, ...note.detail } } : {}) };
};

/** The handler recorded the outcome itself (with richer entries): the hook must not write a second one. */
export const markAudited = (request: FastifyRequest) => {
  request.auditRecorded = true;
};

/** The code and message of an error response (the one ApiError shape), for the entry's reason. */
const reasonOf = (payload: unknown): { code?: string; message?: string } => {
  if (typeof payload !== 'string') return {};
  try {
    const parsed = ApiError.safeParse(JSON.parse(payload));
    return parsed.success ? { code: parsed.data.error.code, message: parsed.data.error.message } : {};
  } catch {
    return {};
  }
};

export const registerAuditHook = (app: FastifyInstance, db: StudioDb) => {
  app.decorateRequest('auditNote', null);
  app.decorateRequest('auditRecorded', false);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const mutating = [route.method].flat().some((m) => MUTATING_METHODS.has(m));
    if (mutating && !route.config?.audit) throw new Error(`Mutating API route ${String(route.method)} ${route.url} declares no audit action`);
  });

  // onSend, not onResponse: the entry is written before the client hears the outcome, so whoever
  // saw a response can find its entry.
  app.addHook('onSend', async (request, reply, payload) => {
    const action = request.routeOptions.config?.audit;
    if (!action || !MUTATING_METHODS.has(request.method) || request.auditRecorded) return payload;
    const note = request.auditNote ?? {};
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const outcome = outcomeOfStatus(reply.statusCode);
    const refusal = outcome === 'success' ? {} : { status: reply.statusCode, ...reasonOf(payload), request: `${request.method} ${request.url.split('?')[0]}`, ip: request.ip };
    const entry = {
      actor: note.actor ?? request.auth?.user.username ?? 'anonymous',
      action,
      environment: note.environment ?? params.env ?? null,
      target: note.target ?? params.guid ?? null,
      outcome,
    };
    try {
      await recordAudit(db, { ...entry, detail: note.detail || outcome !== 'success' ? { ...note.detail, ...refusal } : null, before: note.before, after: note.after });
    } catch (error) {
      // The content is already made storable; should the full entry still fail (a database limit),
      // the request is recorded without it rather than not at all.
      request.log.error({ err: error, action, outcome }, 'could not write the full audit entry; writing it without its content');
      await recordAudit(db, { ...entry, detail: { status: reply.statusCode, contentNotKept: 'the full entry could not be written' } }).catch((again: unknown) =>
        // The action already happened; refusing to answer would not undo it. Loud in the log instead.
        request.log.error({ err: again, action, outcome }, 'could not write the audit entry'),
      );
    }
    return payload;
  });
};
