import { z } from 'zod';
import { ChangeRequestStatus, Schedule } from '@domain/change-control/change-request';
import { ChangeEvidence } from '@domain/change-control/evidence-schema';
import { bffPath } from './bff-paths';

/** The change-control API (issue 14) as the SPA sees it: change requests, their jobs, and an environment's approval setting. */

export const changePaths = {
  /** GET: the environment's requests, newest first (`?connector=`; `?open=1`: the upcoming ones, `isUpcoming`). */
  list: bffPath('/api/env/:env/change-requests'),
  /** POST: a new request for this connector. */
  create: bffPath('/api/env/:env/connectors/:guid/change-requests'),
  /** GET: one request with its documents, evidence and jobs; PUT: amend it (author). */
  request: bffPath('/api/env/:env/change-requests/:id'),
  rebase: bffPath('/api/env/:env/change-requests/:id/rebase'),
  evidence: bffPath('/api/env/:env/change-requests/:id/evidence'),
  approve: bffPath('/api/env/:env/change-requests/:id/approve'),
  reject: bffPath('/api/env/:env/change-requests/:id/reject'),
  requestChanges: bffPath('/api/env/:env/change-requests/:id/request-changes'),
  withdraw: bffPath('/api/env/:env/change-requests/:id/withdraw'),
  /** POST: apply an approved request now, or queue it for its start time. */
  apply: bffPath('/api/env/:env/change-requests/:id/apply'),
  acknowledge: bffPath('/api/env/:env/change-requests/:id/acknowledge'),
  /** GET / PUT: the environment's settings (approval required). */
  settings: bffPath('/api/env/:env/settings'),
  /** POST: move change control's clock forward (only a studio started with STUDIO_TEST_CLOCK=1 has this route: the e2e studio). */
  testClock: '/api/test/clock',
} as const;

/** How far to move change control's test clock: forward only, at most a year. */
export const MoveTestClock = z.object({ advanceMs: z.number().int().positive().max(366 * 86_400_000) }).strict();
export type MoveTestClock = z.infer<typeof MoveTestClock>;

const Note = z.string().max(500);

export const CreateChangeRequest = z.object({
  /** The revision the draft was made from: what the reviewer compares against, and what applying checks. */
  baseRevision: z.string().min(1, 'must name a revision'),
  draft: z.unknown(),
  note: Note.default(''),
  schedule: Schedule.default({ mode: 'now' }),
});
export type CreateChangeRequest = z.input<typeof CreateChangeRequest>;

export const AmendChangeRequest = z.object({ draft: z.unknown().optional(), note: Note.optional(), schedule: Schedule.optional() });
export type AmendChangeRequest = z.infer<typeof AmendChangeRequest>;

/** Rebase: the live revision the author has now seen (the 409's), and optionally a draft re-made on top of it. */
export const RebaseChangeRequest = z.object({ baseRevision: z.string().min(1), draft: z.unknown().optional() });
export type RebaseChangeRequest = z.infer<typeof RebaseChangeRequest>;

/** A reason is required to reject or send back; optional to approve. */
export const ReviewBody = z.object({ reason: Note.default('') });
export type ReviewBody = z.input<typeof ReviewBody>;

export const ChangeJobView = z.object({
  kind: z.enum(['apply', 'revert']),
  runAt: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type ChangeJobView = z.infer<typeof ChangeJobView>;

export const ChangeRequestSummary = z.object({
  id: z.number().int(),
  environment: z.string(),
  connectorGuid: z.string(),
  status: ChangeRequestStatus,
  /** The author's user name (who may amend it) and display name (what a person reads; the user name for a user removed since). */
  author: z.string(),
  authorName: z.string(),
  note: z.string(),
  schedule: Schedule,
  reviewer: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewNote: z.string().nullable(),
  failure: z.string().nullable(),
  alert: z.string().nullable(),
  appliedRevision: z.string().nullable(),
  /** The next queued job's time (UTC), for the upcoming-changes list. */
  nextRun: z.object({ kind: z.enum(['apply', 'revert']), at: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChangeRequestSummary = z.infer<typeof ChangeRequestSummary>;
export const ChangeRequestsResponse = z.object({ requests: z.array(ChangeRequestSummary) });
export type ChangeRequestsResponse = z.infer<typeof ChangeRequestsResponse>;

export const ChangeRequestDetail = ChangeRequestSummary.extend({
  baseRevision: z.string(),
  baseDocument: z.unknown(),
  draft: z.unknown(),
  evidence: ChangeEvidence,
  revertRevision: z.string().nullable(),
  /**
   * The revision the connector's version history ends with (no gateway call): when it is not the
   * base revision, the routing moved since the request was made and applying will need a rebase.
   */
  latestKnownRevision: z.string().nullable(),
  jobs: z.array(ChangeJobView),
});
export type ChangeRequestDetail = z.infer<typeof ChangeRequestDetail>;

export const EnvironmentSettingsView = z.object({
  environment: z.string(),
  /** Routing here changes only through an approved change request. */
  approvalRequired: z.boolean(),
  /** What applies without a stored choice: on for environments marked production. */
  byDefault: z.boolean(),
});
export type EnvironmentSettingsView = z.infer<typeof EnvironmentSettingsView>;
/** Switching four-eyes approval says why: the audit keeps the reason with what changed from what to what. */
export const UpdateEnvironmentSettings = z.object({ approvalRequired: z.boolean(), reason: z.string().trim().min(1, 'say why the setting changes').max(500) });
export type UpdateEnvironmentSettings = z.infer<typeof UpdateEnvironmentSettings>;
