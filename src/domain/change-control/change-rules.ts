import type { Permission } from '../auth/permissions';
import { nextStatus, type ChangeAction, type ChangeRequestStatus } from './change-request';

/** Who acts: the signed-in user's name and permissions. */
export interface ChangeActor {
  username: string;
  permissions: readonly Permission[];
}

/** What the rules need to know of a request. */
export interface RequestFacts {
  status: ChangeRequestStatus;
  author: string;
}

export type Verdict = { ok: true; next: ChangeRequestStatus } | { ok: false; status: 403 | 409; code: string; reason: string };

const refuse = (status: 403 | 409, code: string, reason: string): Verdict => ({ ok: false, status, code, reason });

/** Actions only the author takes: what is asked for stays the author's words. */
const AUTHOR_ONLY: ReadonlySet<ChangeAction> = new Set(['amend', 'rebase', 'withdraw']);
/** The four eyes: a second person with the approve permission. */
const REVIEW: ReadonlySet<ChangeAction> = new Set(['approve', 'reject', 'request-changes']);

/**
 * Whether `actor` may take `action` on a request, and where it leads. The permission is checked by
 * the route already; this adds the rules a role table cannot say: an author never reviews their own
 * request, only the author amends it, and the state machine allows the step.
 */
export const mayAct = (action: ChangeAction, request: RequestFacts, actor: ChangeActor): Verdict => {
  const has = (p: Permission) => actor.permissions.includes(p);
  if (REVIEW.has(action)) {
    if (!has('routing:approve')) return refuse(403, 'FORBIDDEN', 'Reviewing a change request needs the approve permission.');
    if (actor.username === request.author) return refuse(403, 'OWN_REQUEST', 'The author of a change request cannot review it: a second person must.');
  } else if (AUTHOR_ONLY.has(action)) {
    if (actor.username !== request.author) return refuse(403, 'NOT_AUTHOR', `Only the author (${request.author}) can ${action} this request.`);
  } else if (action === 'schedule') {
    // Applying an approved request: its author or a reviewer, both of whom saw it.
    if (!has('routing:write') && !has('routing:approve')) return refuse(403, 'FORBIDDEN', 'Applying a change request needs the routing write or approve permission.');
  }
  const next = nextStatus(request.status, action);
  if (!next) return refuse(409, 'INVALID_TRANSITION', `A ${request.status} request cannot be ${pastTense[action]}.`);
  return { ok: true, next };
};

const pastTense: Readonly<Record<ChangeAction, string>> = {
  amend: 'amended',
  rebase: 'rebased',
  approve: 'approved',
  reject: 'rejected',
  'request-changes': 'sent back for changes',
  withdraw: 'withdrawn',
  schedule: 'applied or scheduled',
  apply: 'applied',
  fail: 'marked failed',
  revert: 'reverted',
};
