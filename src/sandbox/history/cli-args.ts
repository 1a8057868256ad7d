import { parseArgs } from 'node:util';

/** `npm run sandbox:history -- --records N --days N [--seed N] [--end ISO]`, checked before anything is opened. */
export interface HistoryArgs {
  records: number;
  days: number;
  seed: number;
  end: Date;
}

export const HISTORY_USAGE = 'usage: npm run sandbox:history -- --records <1..10000000> --days <1..3650> [--seed <0..4294967295>] [--end <ISO date-time>]';

export const LIMITS = { records: [1, 10_000_000], days: [1, 3650], seed: [0, 4_294_967_295] } as const;

const integer = (name: keyof typeof LIMITS, value: string | undefined, fallback?: number): number => {
  if (value === undefined) {
    if (fallback === undefined) throw new Error(`--${name} is required`);
    return fallback;
  }
  if (!/^\d+$/.test(value.trim())) throw new Error(`--${name} must be a whole number, got '${value}'`);
  const n = Number(value);
  const [min, max] = LIMITS[name];
  if (n < min || n > max) throw new Error(`--${name} must be between ${min} and ${max}, got ${value}`);
  return n;
};

const endOf = (value: string | undefined, now: Date): Date => {
  if (value === undefined) return new Date(Math.floor(now.getTime() / 1000) * 1000);
  // An ISO 8601 date or date-time; without a zone it is UTC.
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) throw new Error(`--end must be an ISO date or date-time such as 2026-11-24T00:00:00Z, got '${value}'`);
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(value) || value.length === 10 ? value : `${value}Z`;
  const end = new Date(zoned.replace(' ', 'T'));
  // Date rolls 2026-02-30 over into March: the calendar date must exist as written.
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (Number.isNaN(end.getTime()) || new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d) throw new Error(`--end is not a valid date, got '${value}'`);
  return new Date(Math.floor(end.getTime() / 1000) * 1000);
};

/** The flags, or an Error whose message says which flag is wrong and why. */
export const parseHistoryArgs = (argv: readonly string[], now: Date): HistoryArgs => {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { records: { type: 'string' }, days: { type: 'string' }, seed: { type: 'string' }, end: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    // node's messages name the flag ("Unknown option '--foo'", "Option '--days <value>' argument missing").
    throw new Error((error as Error).message.split('\n')[0]!.replace(/\. To specify a positional argument.*$/, ''));
  }
  return { records: integer('records', values.records), days: integer('days', values.days), seed: integer('seed', values.seed, 1), end: endOf(values.end, now) };
};
