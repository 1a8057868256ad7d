import type { Schedule } from '../../../domain/change-control/change-request';
import type { ChangeRequestStatus } from '../../../domain/change-control/change-request';
import { formatDateTime } from '../../lib/format-date';

/** A schedule in words, in the user's time zone (stored and sent in UTC). */
export const scheduleWords = (schedule: Schedule): string =>
  schedule.mode === 'now'
    ? 'When applied (someone presses Apply after the approval)'
    : schedule.mode === 'at'
      ? `From ${formatDateTime(schedule.startAt)}`
      : `From ${formatDateTime(schedule.startAt)} until ${formatDateTime(schedule.endAt)}, then the routing before it is restored`;

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

/** The user's time zone, named on every time input so nobody guesses. */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
