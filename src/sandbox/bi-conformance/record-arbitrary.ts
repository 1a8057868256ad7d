import fc from 'fast-check';
import type { BiRecord } from '@domain/bi/record';
import { TENANT } from '@fixtures/world';
import { NOW } from './fixture';

/**
 * Random BI records for the property tests: values drawn from small pools so that filters hit and
 * buckets form, every field optional (missing values matter), dates within 90 days before NOW
 * (some exactly on day and month edges), amounts on the 0.001 grid with a few rounding edges.
 */
const pad = (n: number) => String(n).padStart(2, '0');
export const formatUtc = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

const DAY = 86_400_000;
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 4 });

export const STATUSES = ['success', 'error', 'redirect'] as const;
export const METHODS = ['Creditcard', 'Paypal', 'DirectDebit'] as const;
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export const CONNECTOR_NAMES = ['Alpha Acquiring EUR', 'Beta Payments EUR', 'PayPal Wallet'] as const;
export const COUNTRIES = ['AT', 'DE', 'US'] as const;
export const SHOPS = ['web', 'app'] as const;
export const WORDS = ['Blue', 'tent', 'red', 'poles', 'Carbon', 'kit', 'TENT', 'blue-tent', 'x2', 'club'] as const;
export const IPS = ['10.0.0.1', '10.1.2.3', '192.168.0.5', '172.16.4.4', '2001:db8::1'] as const;
export const ITEM_NAMES = ['Blue Tent', 'tent pegs', 'Poles', 'Carbon poles'] as const;
export const TAGS = ['vip', 'gift', 'risk'] as const;
export const AMOUNTS = [0, 0.001, 0.5, 1, 1.25, 9.999, 10, 20, 20.5, 100, 250] as const;

export const amountArb = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...AMOUNTS) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 300_000 }).map((k) => k / 1000) });

export const dateArb = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 90 * 24 * 3600 }).map((s) => formatUtc(NOW.getTime() - s * 1000)) },
  // the last few days, where now-1d/d, now/d and friends cut
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 4 * 24 * 3600 }).map((s) => formatUtc(NOW.getTime() - s * 1000)) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 90 }).map((d) => formatUtc(Math.floor(NOW.getTime() / DAY - d) * DAY)) },
  { weight: 1, arbitrary: fc.constantFrom('2026-03-01 00:00:00', '2026-02-28 23:59:59', '2026-02-28 12:00:00', '2026-03-02 06:00:00', '2026-02-15 12:00:00', '2026-03-14 12:00:00', '2026-03-15 00:00:00') },
);

const descriptionArb = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).chain((words) => fc.constantFrom(' ', ', ', ': ').map((sep) => words.join(sep)));

const itemArb = fc.record(
  { name: maybe(fc.constantFrom(...ITEM_NAMES)), price: maybe(amountArb), quantity: maybe(fc.integer({ min: 1, max: 3 })), currency: maybe(fc.constantFrom(...CURRENCIES)) },
  { requiredKeys: [] },
);

const fieldsArb = fc.record(
  {
    status: maybe(fc.constantFrom(...STATUSES)),
    method: maybe(fc.constantFrom(...METHODS)),
    currency: maybe(fc.constantFrom(...CURRENCIES)),
    connector_name: maybe(fc.constantFrom(...CONNECTOR_NAMES)),
    amount: maybe(amountArb),
    attempt: maybe(fc.integer({ min: 1, max: 3 })),
    created_at: maybe(dateArb),
    description: maybe(descriptionArb),
    is_captured: maybe(fc.boolean()),
    test_mode: fc.constantFrom(false, true, undefined, undefined, undefined),
    creditcard: maybe(fc.record({ bin_country: maybe(fc.constantFrom(...COUNTRIES)), expiry_month: maybe(fc.integer({ min: 1, max: 12 })) }, { requiredKeys: [] })),
    customer: maybe(fc.record({ ip_address: maybe(fc.constantFrom(...IPS)), last_name: maybe(fc.constantFrom('Berg', 'Carbon', 'Diaz')) }, { requiredKeys: [] })),
    extra_data: maybe(fc.record({ shop: maybe(fc.constantFrom(...SHOPS)) }, { requiredKeys: [] })),
    items: maybe(fc.array(itemArb, { maxLength: 3 })),
    tags: maybe(fc.array(fc.record({ name: fc.constantFrom(...TAGS) }), { maxLength: 2 })),
  },
  { requiredKeys: [] },
);

/** Drops undefined members (the record schema takes missing, not undefined, as "no value"). */
const clean = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** A record set: uuids `r00`, `r01`, … in index order, all of the BI user's tenant. */
export const recordsArb: fc.Arbitrary<BiRecord[]> = fc
  .array(fieldsArb, { minLength: 3, maxLength: 30, size: 'large' })
  .map((list) => list.map((fields, i) => clean({ uuid: `r${pad(i)}`, tenant_guid: TENANT.guid, ...fields }) as BiRecord));

/** What the production address may answer: not test_mode. */
export const productionView = (records: readonly BiRecord[]) => records.filter((r) => r.test_mode !== true);
