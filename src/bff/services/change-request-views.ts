import type { ChangeJobView, ChangeRequestDetail, ChangeRequestSummary } from '@contracts/bff-change-requests';
import { ChangeRequestStatus, Schedule } from '@domain/change-control/change-request';
import { ChangeEvidence } from '@domain/change-control/evidence';
import type { ChangeJobRow } from '../db/change-jobs';
import type { ChangeRequestRow } from '../db/change-requests';

// Addresses inside the studio's network: URLs, IPv4 and bracketed IPv6 with their ports.
const INTERNAL_ADDRESS = /\bhttps?:\/\/\S+|\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b|\[[0-9a-f:]+\](?::\d+)?/gi;

/**
 * A stored job error as someone who is not an administrator reads it: what happened, without the
 * gateway's internal address ("Gateway at http://10.0.0.7:8181/api/… is not reachable: connect
 * ECONNREFUSED 10.0.0.7:8181" → "The gateway is not reachable: connect ECONNREFUSED (internal address)").
 */
export const withoutInternals = (message: string): string => message.replace(/^Gateway at \S+ /, 'The gateway ').replace(INTERNAL_ADDRESS, '(internal address)');

/** Stored rows as the API shows them; the JSON columns are parsed on the way out (storage is a boundary too). */
const jobView = (job: ChangeJobRow, internals: boolean): ChangeJobView => ({
  kind: job.kind as ChangeJobView['kind'],
  runAt: job.runAt.toISOString(),
  status: job.status as ChangeJobView['status'],
  attempts: job.attempts,
  lastError: shown(job.lastError, { internals }),
});

/** The user names a request names, for displayNamesOf. */
export const peopleOf = (rows: readonly ChangeRequestRow[]): string[] => rows.flatMap((r) => (r.reviewer ? [r.author, r.reviewer] : [r.author]));

/** Who reads a request: administrators see stored errors as they are, everyone else without internal addresses. */
export interface Reader {
  internals: boolean;
}
const shown = (text: string | null, { internals }: Reader) => (text === null || internals ? text : withoutInternals(text));

export const summaryOf = (row: ChangeRequestRow, jobs: readonly ChangeJobRow[], names: ReadonlyMap<string, string>, reader: Reader): ChangeRequestSummary => {
  const next = jobs.filter((j) => j.requestId === row.id && (j.status === 'queued' || j.status === 'running')).sort((a, b) => a.runAt.getTime() - b.runAt.getTime())[0];
  return {
    id: row.id,
    environment: row.environment,
    connectorGuid: row.connectorGuid,
    status: ChangeRequestStatus.parse(row.status),
    author: row.author,
    authorName: names.get(row.author) ?? row.author,
    note: row.note,
    schedule: Schedule.parse(row.schedule),
    reviewer: row.reviewer,
    reviewerName: row.reviewer === null ? null : (names.get(row.reviewer) ?? row.reviewer),
    reviewNote: row.reviewNote,
    failure: shown(row.failure, reader),
    alert: shown(row.alert, reader),
    appliedRevision: row.appliedRevision,
    nextRun: next ? { kind: next.kind as 'apply' | 'revert', at: next.runAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

export const detailOf = (row: ChangeRequestRow, jobs: readonly ChangeJobRow[], latestKnownRevision: string | null, names: ReadonlyMap<string, string>, reader: Reader): ChangeRequestDetail => ({
  ...summaryOf(row, jobs, names, reader),
  baseRevision: row.baseRevision,
  baseDocument: row.baseDocument,
  draft: row.draft,
  evidence: ChangeEvidence.parse(row.evidence),
  revertRevision: row.revertRevision,
  latestKnownRevision,
  jobs: jobs.filter((j) => j.requestId === row.id).map((j) => jobView(j, reader.internals)),
});

/** What the audit log keeps of a request's state before and after a step (the documents go in on create, amend, rebase, apply and revert). */
export const auditState = (row: ChangeRequestRow) => ({ id: row.id, status: row.status, schedule: row.schedule, reviewer: row.reviewer, baseRevision: row.baseRevision });

/** What a step's audit entry says of the replay it started with the evidence: running, or why there is none. */
export const replayAudit = (row: ChangeRequestRow) => {
  const replay = ChangeEvidence.parse(row.evidence).replay;
  if (!replay) return null;
  return 'reason' in replay ? { state: replay.state, reason: replay.reason } : { state: replay.state, window: replay.window };
};
