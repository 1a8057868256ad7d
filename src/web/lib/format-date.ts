/**
 * Every date a person reads in the studio, in one format and in their own time zone:
 * "24 Nov 2026, 16:17". Accepts ISO timestamps and the gateway's "YYYY-MM-DD hh:mm:ss" (UTC).
 */
const FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const GATEWAY_FORMAT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const parseStudioDate = (value: string): Date => new Date(GATEWAY_FORMAT.test(value) ? `${value.replace(' ', 'T')}Z` : value);

export const formatDateTime = (value: string | Date): string => {
  const date = typeof value === 'string' ? parseStudioDate(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : FORMAT.format(date);
};
