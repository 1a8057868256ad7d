import { z } from 'zod';

/**
 * A change request (issue 14): a routing draft that goes live only once someone other than its
 * author approved it. The draft itself lives in the editor (and its IndexedDB copy) until the
 * author asks for approval; from then on the studio keeps it, with the revision it was made from.
 *
 * pending ──approve──> approved ──apply now / start time──> scheduled ──> applied ──(window end)──> reverted
 *    │ └─request changes─> changes-requested ──amend──> pending                 └─> failed (retries used up)
 *    └─reject──> rejected          (withdraw from any open state; rebase or amend brings a request back to pending)
 */
export const ChangeRequestStatus = z.enum(['pending', 'approved', 'rejected', 'changes-requested', 'scheduled', 'applied', 'reverted', 'failed', 'withdrawn']);
export type ChangeRequestStatus = z.infer<typeof ChangeRequestStatus>;

/** No way out of these: a new request starts again from the editor. */
export const FINAL_STATUSES: ReadonlySet<ChangeRequestStatus> = new Set(['rejected', 'reverted', 'withdrawn']);

/** When an approved request goes live: at once (someone presses Apply), at a start time, or for a window that restores the document live before it. */
export const Schedule = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('now') }),
  z.object({ mode: z.literal('at'), startAt: z.iso.datetime({ offset: true }) }),
  z.object({ mode: z.literal('window'), startAt: z.iso.datetime({ offset: true }), endAt: z.iso.datetime({ offset: true }) }),
]);
export type Schedule = z.infer<typeof Schedule>;

export const ChangeAction = z.enum(['amend', 'rebase', 'approve', 'reject', 'request-changes', 'withdraw', 'schedule', 'apply', 'fail', 'revert']);
export type ChangeAction = z.infer<typeof ChangeAction>;

/** The state machine, one table: from a status, what each action leads to. An action missing here is refused. */
const TRANSITIONS: Readonly<Record<ChangeRequestStatus, Partial<Record<ChangeAction, ChangeRequestStatus>>>> = {
  pending: { amend: 'pending', rebase: 'pending', approve: 'approved', reject: 'rejected', 'request-changes': 'changes-requested', withdraw: 'withdrawn' },
  'changes-requested': { amend: 'pending', rebase: 'pending', withdraw: 'withdrawn' },
  // Amending or rebasing an approved request voids the approval: nobody approved the new content.
  approved: { amend: 'pending', rebase: 'pending', schedule: 'scheduled', withdraw: 'withdrawn' },
  // A scheduled request that found the live document changed fails; withdrawing cancels its jobs.
  scheduled: { apply: 'applied', fail: 'failed', withdraw: 'withdrawn' },
  // Applied: the window's end restores the document before it (or a failed revert is reported).
  applied: { revert: 'reverted', fail: 'failed' },
  failed: { amend: 'pending', rebase: 'pending', withdraw: 'withdrawn' },
  rejected: {},
  reverted: {},
  withdrawn: {},
};

export const nextStatus = (status: ChangeRequestStatus, action: ChangeAction): ChangeRequestStatus | null => TRANSITIONS[status][action] ?? null;

export const allowedActions = (status: ChangeRequestStatus): ChangeAction[] => Object.keys(TRANSITIONS[status]) as ChangeAction[];

/**
 * What the upcoming-changes lists show: a request that may still go live, one live for a window
 * whose end is still to come, and any request with an alert nobody acknowledged.
 */
export const isUpcoming = (status: ChangeRequestStatus, facts: { alert: boolean; revertPending: boolean }) =>
  facts.alert || status === 'pending' || status === 'changes-requested' || status === 'approved' || status === 'scheduled' || (status === 'applied' && facts.revertPending);
