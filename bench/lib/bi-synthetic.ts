import type { BiRecord } from '../../src/domain/bi/record';

/**
 * A small seeded source of BI records shaped like a payment tenant's traffic, for the BI query
 * benchmark until the history generator replaces it: a handful of connectors with their methods
 * and currencies, log-normal amounts, weekday/hour seasonality, ~12 % declines, failover attempts,
 * items, fees, errors, customer and card countries, a few test_mode records. Not a model of
 * routing: only the shapes and cardinalities the queries exercise.
 */

const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const CONNECTORS = [
  { guid: 'CO-card-a', name: 'Card Acquirer A', method: 'Creditcard', weight: 30 },
  { guid: 'CO-card-b', name: 'Card Acquirer B', method: 'Creditcard', weight: 22 },
  { guid: 'CO-card-c', name: 'Card Acquirer C', method: 'Creditcard', weight: 10 },
  { guid: 'CO-paypal', name: 'PayPal', method: 'Paypal', weight: 14 },
  { guid: 'CO-sepa', name: 'SEPA Direct Debit', method: 'DirectDebit', weight: 12 },
  { guid: 'CO-klarna', name: 'Klarna', method: 'Klarna', weight: 7 },
  { guid: 'CO-ideal', name: 'iDEAL', method: 'iDEAL', weight: 5 },
];
const CURRENCIES = [['EUR', 1, 60], ['USD', 0.92, 15], ['GBP', 1.17, 12], ['CHF', 1.04, 8], ['PLN', 0.23, 5]] as const;
const COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'FR', 'GB', 'US', 'PL', 'IT', 'ES'];
const BRANDS = ['visa', 'mastercard', 'amex', 'maestro'];
const WORDS = ['tent', 'stove', 'backpack', 'jacket', 'boots', 'lamp', 'sleeping', 'bag', 'rope', 'map', 'blue', 'red', 'large', 'light', 'trail'];
// Relative traffic by hour of day (UTC) and by weekday (Sunday first).
const HOURS = [2, 1, 1, 1, 1, 2, 4, 6, 8, 9, 9, 9, 10, 9, 9, 9, 9, 10, 11, 12, 11, 9, 6, 4];
const WEEKDAYS = [7, 10, 10, 10, 10, 11, 8];

const pickWeighted = <T>(rand: () => number, items: readonly T[], weight: (t: T) => number): T => {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let r = rand() * total;
  for (const t of items) if ((r -= weight(t)) < 0) return t;
  return items.at(-1)!;
};

const pad = (n: number) => String(n).padStart(2, '0');
const format = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

export interface SyntheticOptions {
  tenantGuid: string;
  seed: number;
  /** Records end at this instant and reach `days` back. */
  end: Date;
  days: number;
}

/** Yields `count` records in batches of `batch`, deterministic for a seed. */
export function* syntheticBiRecords(count: number, batch: number, o: SyntheticOptions): Generator<BiRecord[]> {
  const rand = mulberry32(o.seed);
  const span = o.days * 86_400_000;
  const start = o.end.getTime() - span;
  let out: BiRecord[] = [];
  for (let i = 0; i < count; i++) {
    // Rejection sampling on the weekday × hour profile gives the seasonality.
    let at = start + rand() * span;
    for (let tries = 0; tries < 8; tries++) {
      const d = new Date(at);
      if (rand() * 12 * 11 < HOURS[d.getUTCHours()]! * WEEKDAYS[d.getUTCDay()]!) break;
      at = start + rand() * span;
    }
    const connector = pickWeighted(rand, CONNECTORS, (c) => c.weight);
    const [currency, rate] = pickWeighted(rand, CURRENCIES, (c) => c[2]);
    const amount = Math.round(Math.exp(3.2 + rand() * 1.6 + rand() * 1.2) * 100) / 100;
    const declined = rand() < 0.12;
    const country = COUNTRIES[Math.floor(rand() * rand() * COUNTRIES.length)]!;
    const card = connector.method === 'Creditcard';
    const uuid = `bench-${o.seed}-${i.toString(36).padStart(7, '0')}`;
    const words = Array.from({ length: 2 + Math.floor(rand() * 3) }, () => WORDS[Math.floor(rand() * WORDS.length)]!);
    const items = Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, k) => ({ name: `${words[k % words.length]} ${k + 1}`, price: Math.round((amount / (k + 1)) * 100) / 100, quantity: 1 + k, currency }));
    out.push({
      tenant_guid: o.tenantGuid,
      merchant_guid: 'ME-bench',
      connector_guid: connector.guid,
      connector_name: connector.name,
      uuid,
      related_id: `rel-${Math.floor(i / 2)}`,
      attempt: declined && rand() < 0.5 ? 2 : 1,
      method: connector.method,
      type: rand() < 0.8 ? 'debit' : 'preauthorize',
      status: declined ? 'error' : rand() < 0.02 ? 'redirect' : 'success',
      created_at: format(at),
      amount,
      currency,
      base_amount: Math.round(amount * rate * 1000) / 1000,
      base_currency: 'EUR',
      description: words.join(' '),
      merchant_txid: `order-${i}`,
      test_mode: rand() < 0.02,
      is_captured: !declined && rand() < 0.7,
      customer: { billing_country: country, email: `c${Math.floor(rand() * count * 0.6)}@example.com`, ip_address: `10.${Math.floor(rand() * 256)}.${Math.floor(rand() * 256)}.${Math.floor(rand() * 256)}` },
      ...(card ? { creditcard: { bin_brand: BRANDS[Math.floor(rand() * BRANDS.length)]!, bin_country: rand() < 0.8 ? country : 'US', bin_digits: String(400000 + Math.floor(rand() * 2000)) } } : {}),
      items,
      fees: [{ amount: Math.round(amount * 0.018 * 10000) / 10000, currency, entity: 'Acquirer', entity_type: 'normal', date: format(at).slice(0, 10) }],
      ...(declined ? { errors: [{ code: '2003', message: 'Transaction declined', created_at: format(at) }], first_error_code: '2003' } : {}),
      extra_data: { channel: rand() < 0.7 ? 'web' : 'app' },
    });
    if (out.length === batch) {
      yield out;
      out = [];
    }
  }
  if (out.length) yield out;
}
