import type { Schedule } from '@domain/change-control/change-request';
import { formatDateTime } from '../../lib/format';

export { STATUS_LABELS } from '../../lib/change-status';

/** A schedule in words, in the user's time zone (stored and sent in UTC). */
export const scheduleWords = (schedule: Schedule): string =>
  schedule.mode === 'now'
    ? 'When applied (someone presses Apply after the approval)'
    : schedule.mode === 'at'
      ? `From ${formatDateTime(schedule.startAt)}`
      : `From ${formatDateTime(schedule.startAt)} until ${formatDateTime(schedule.endAt)}, then the routing before it is restored`;


/** The user's time zone, named on every time input so nobody guesses. */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
