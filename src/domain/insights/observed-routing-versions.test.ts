import { describe, expect, it } from 'vitest';
import type { SingleMethodDocument } from '../routing/document';
import { evaluationContext } from '../routing/evaluation/evaluation-context';
import type { PaymentRecord } from './payment-record';
import { observedRoutingTally, type DatedDocument } from './observed-routing';
import { versionPathMapper } from './version-paths';

/**
 * Issue 41.5: history read against the routing live then. A split made today is never judged by
 * payments it never saw; payments no version covers are counted apart with the reason; traffic of
 * an older version lands only on rules that still say the same.
 */

const A = 'CO-aaaa-0000-0000-0000-000000000001';
const B = 'CO-aaaa-0000-0000-0000-000000000002';
const C = 'CO-aaaa-0000-0000-0000-000000000003';
const route = (connector: string) => ({ route: { connector, onFail: [] } });

/** Before: EUR to A, the rest to C. */
const before = {
  version: '1', default: { connector: C },
  tree: { id: 'MPR-1', if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { id: 'MPR-2', ...route(A) }, else: { id: 'MPR-3', ...route(C) } },
} as SingleMethodDocument;
/** Today: EUR split 50/50 between A and B (the split is new, its A leaf kept its id). */
const today = {
  ...before,
  tree: {
    ...before.tree!,
    then: { id: 'MPR-4', if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 50 } }, then: { id: 'MPR-2', ...route(A) }, else: { id: 'MPR-5', ...route(B) } },
  },
} as SingleMethodDocument;

const context = (({ random: _random, ...rest }) => rest)(evaluationContext({ baseCurrency: 'EUR' }));
const SPLIT_SAVED = '2026-12-07T09:00:00.000Z';
const versions: DatedDocument[] = [
  { id: 1, savedAt: '2026-11-01T00:00:00.000Z', savedBy: 'alice', document: before },
  { id: 2, savedAt: SPLIT_SAVED, savedBy: 'bob', document: today },
];

let n = 0;
const payment = (connector: string, at: string, currency = 'EUR'): PaymentRecord => ({
  uuid: `u-${(n += 1)}`, type: 'debit', amount: 10, currency, connector_guid: connector, attempt: 1, created_at: at, creditcard: { type: 'visa', bin_country: 'DE' },
});
const many = (count: number, make: (i: number) => PaymentRecord) => Array.from({ length: count }, (_, i) => make(i));

const read = (records: PaymentRecord[], history?: { versions: DatedDocument[] }) => {
  const t = observedRoutingTally(today, context, history);
  records.forEach((r) => t.add(r));
  return t.report();
};

// 300 EUR payments to A in November (before the split), 40 to A and 40 to B after it.
const records = [
  ...many(300, (i) => payment(A, `2026-11-${String(2 + (i % 28)).padStart(2, '0')} 12:00:00`)),
  ...many(40, () => payment(A, '2026-12-07 10:00:00')),
  ...many(40, () => payment(B, '2026-12-07 11:00:00')),
];

describe('history read against the routing live then', () => {
  it('judges a split made today only by the payments that met it (read against today’s document alone, it is a false drift)', () => {
    const naive = read(records).splits[0]!;
    expect(naive).toMatchObject({ path: 'tree/then', verdict: 'drift', then: 340, else: 40 });
    const dated = read(records, { versions }).splits[0]!;
    expect(dated).toMatchObject({ path: 'tree/then', then: 40, else: 40, verdict: 'as-configured' });
  });

  it('paints an older version’s traffic only on rules that still say the same, under their place today', () => {
    const report = read(records, { versions });
    // The A leaf (same id, same route) moved from tree/then to tree/then/then: all 340 payments to A passed it.
    expect(report.traffic.byPath['tree/then/then']).toBe(340);
    expect(report.traffic.byPath['tree']).toBe(380);
    // The split existed only for the last 80; the old tree/then (a route to A) is a split today and gets nothing of November.
    expect(report.traffic.byPath['tree/then']).toBe(80);
    expect(report.notAttributed).toEqual({});
  });

  it('counts apart payments before the history starts and across a change made outside the studio, with the reason', () => {
    const outside: DatedDocument[] = [...versions, { id: 3, savedAt: '2026-12-07T12:00:00.000Z', savedBy: null, document: today }];
    const report = read([payment(A, '2026-10-15 08:00:00'), payment(A, '2026-12-07 11:30:00')], { versions: outside });
    expect(report.payments).toBe(2);
    const reasons = Object.entries(report.notAttributed);
    expect(reasons).toHaveLength(2);
    expect(reasons.map(([why]) => why).join(' | ')).toMatch(/first saw this routing after the payment.*\| .*changed outside the studio/);
    expect(report.traffic.explained).toBe(0);
  });
});

describe('the stated assumption', () => {
  it('reads payments from before the history against its first version when the user chooses to, and counts them', () => {
    const early = many(50, () => payment(A, '2026-10-15 08:00:00'));
    const apart = read(early, { versions });
    expect(apart.assumed).toBe(0);
    expect(Object.values(apart.notAttributed)).toEqual([50]);
    const t = observedRoutingTally(today, context, { versions, assumeFirstVersionEarlier: true });
    early.forEach((r) => t.add(r));
    const assumed = t.report();
    expect(assumed).toMatchObject({ assumed: 50, notAttributed: {} });
    expect(assumed.traffic.byPath['tree/then/then']).toBe(50);
    // Still never a split they did not meet.
    expect(assumed.splits[0]).toMatchObject({ then: 0, else: 0 });
  });
});

describe('versionPathMapper', () => {
  it('maps a node by its rule id when it states the same rule, an empty branch by its parent, the default when it is the same', () => {
    const place = versionPathMapper(before, today);
    expect(place('tree')).toBe('tree');
    expect(place('tree/then')).toBe('tree/then/then');
    expect(place('tree/else')).toBe('tree/else');
    expect(place('tree#default')).toBe('tree#default');
    const edited = { ...today, default: { connector: A }, tree: { ...today.tree!, if: { constraint: 'Currency', params: { currency: 'USD' } } } } as SingleMethodDocument;
    const other = versionPathMapper(today, edited);
    expect(other('tree')).toBeUndefined();
    expect(other('tree/then')).toBe('tree/then');
    expect(other('tree#default')).toBeUndefined();
    const withEmpty = { ...before, tree: { ...before.tree!, else: null } } as SingleMethodDocument;
    expect(versionPathMapper(withEmpty, withEmpty)('tree/else')).toBe('tree/else');
    expect(versionPathMapper(withEmpty, before)('tree/else')).toBeUndefined();
  });
});
