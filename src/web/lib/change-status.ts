import type { ChangeRequestStatus } from '@domain/change-control/change-request';

/** A change request's status in words: the request page, the lists and the upcoming changes say the same. */
export const STATUS_LABELS: Readonly<Record<ChangeRequestStatus, string>> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  'changes-requested': 'Changes asked for',
  scheduled: 'Scheduled',
  applied: 'Applied',
  reverted: 'Reverted',
  failed: 'Failed',
  withdrawn: 'Withdrawn',
};
