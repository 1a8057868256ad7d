import fc from 'fast-check';
import { AMOUNTS, CONNECTOR_NAMES, COUNTRIES, CURRENCIES, IPS, METHODS, SHOPS, STATUSES, TAGS, WORDS, amountArb, dateArb } from './record-arbitrary';

/** Random queries from the supported grammar, nested up to depth 3, over the record arbitrary's pools. */

const KEYWORDS: Record<string, readonly string[]> = {
  status: STATUSES,
  method: METHODS,
  currency: CURRENCIES,
  connector_name: CONNECTOR_NAMES,
  'creditcard.bin_country': COUNTRIES,
  'extra_data.shop': SHOPS,
};
const keywordField = fc.constantFrom(...Object.keys(KEYWORDS));
const keywordValue = (field: string) => fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...KEYWORDS[field]!) }, { weight: 1, arbitrary: fc.constant('none-such') });
const token = fc.constantFrom('blue', 'tent', 'red', 'poles', 'carbon', 'kit', 'x2', 'club', 'Blue', 'TENT', 'Tent');
const text = fc.array(fc.constantFrom(...WORDS, 'nothing'), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));

const termQuery = fc.oneof(
  keywordField.chain((f) => keywordValue(f).map((v) => ({ term: { [f]: v } }))),
  keywordField.chain((f) => fc.uniqueArray(keywordValue(f), { minLength: 1, maxLength: 3 }).map((v) => ({ terms: { [f]: v } }))),
  token.map((t) => ({ term: { description: t } })),
  fc.integer({ min: 0, max: 4 }).map((n) => ({ term: { attempt: n } })),
  fc.constantFrom(true, false, 'true').map((b) => ({ term: { is_captured: b } })),
  fc.constantFrom(...AMOUNTS, 0.0005, 1.2505).map((a) => ({ term: { amount: a } })),
  fc.constantFrom(...IPS, '10.0.0.0/8', '2001:db8::/32', '192.168.0.0/16').map((ip) => ({ term: { 'customer.ip_address': ip } })),
  fc.integer({ min: 1, max: 12 }).map((m) => ({ term: { 'creditcard.expiry_month': m } })),
);

/** One or two range members (gt/gte/lt/lte; a repeated end is legal DSL: the later member wins). */
const bound = <T>(arb: fc.Arbitrary<T>) =>
  fc
    .tuple(fc.uniqueArray(fc.constantFrom('gt', 'gte', 'lt', 'lte'), { minLength: 1, maxLength: 2 }), arb, arb)
    .map(([ops, a, b]) => Object.fromEntries(ops.map((op, i) => [op, i === 0 ? a : b])));

const dateBound = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(
    'now', 'now-1d', 'now-24h', 'now-1d/d', 'now-2d/d', 'now-7d/d', 'now/d', 'now-1M', 'now-1M/M', 'now-2w/w', 'now-30d/d', 'now-1h/h', 'now-36h/h',
    '2026-02-01 00:00:00||+1M/M', '2026-03-01 00:00:00||/M', '2026-01-15 00:00:00||-1d/d', '2026-01-31 12:00:00||+1M', '2026-03-31 00:00:00||-1M', '2026-03-13 00:00:00||/d',
  ) },
  { weight: 1, arbitrary: dateArb },
);

const rangeQuery = fc.oneof(
  { weight: 2, arbitrary: bound(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...AMOUNTS) }, { weight: 1, arbitrary: amountArb }, { weight: 1, arbitrary: fc.constantFrom(0.0005, 20.0005, 9.9995) })).map((b) => ({ range: { amount: b } })) },
  { weight: 1, arbitrary: bound(fc.integer({ min: 0, max: 4 })).map((b) => ({ range: { attempt: b } })) },
  { weight: 4, arbitrary: bound(dateBound).map((b) => ({ range: { created_at: b } })) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 90 }).map((d) => ({ range: { created_at: { gte: Date.UTC(2026, 2, 15) - d * 86_400_000, format: 'epoch_millis' } } })) },
  { weight: 1, arbitrary: bound(fc.constantFrom(...CURRENCIES, 'F', 'Z')).map((b) => ({ range: { currency: b } })) },
);

const textQuery = fc.oneof(
  fc.record({ query: text, operator: fc.constantFrom('or', 'and', 'and'), minimum_should_match: fc.constantFrom(undefined, undefined, 1, 2, '50%', '-1', '75%') }).map((m) => ({ match: { description: JSON.parse(JSON.stringify(m)) } })),
  text.map((t) => ({ match: { description: { query: t, operator: 'and' } } })),
  text.map((t) => ({ match_phrase: { description: t } })),
  text.map((t) => ({ multi_match: { query: t, fields: ['description', 'customer.last_name'] } })),
  fc.constantFrom(...CURRENCIES, 'eur').map((c) => ({ match: { currency: c } })),
  fc.constantFrom('b', 'te', 'pol', 'Bl', 'x').map((p) => ({ prefix: { description: p } })),
  fc.constantFrom('Alpha', 'Beta', 'Pay', 'beta').map((p) => ({ prefix: { connector_name: p } })),
  fc.constantFrom('*EUR', 'U?D', 'G*', 't*t', 'b?ue', '*').map((w) => (w.includes('t') || w.includes('b') ? { wildcard: { description: w } } : { wildcard: { currency: w } })),
);

const existsQuery = fc.constantFrom('status', 'amount', 'attempt', 'description', 'creditcard', 'creditcard.bin_country', 'customer.ip_address', 'extra_data.shop', 'is_captured').map((f) => ({ exists: { field: f } }));
const idsQuery = fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 4 }).map((ns) => ({ ids: { values: ns.map((n) => `r${String(n).padStart(2, '0')}`) } }));

const nestedInner = fc.oneof(
  fc.constantFrom(...CURRENCIES).map((c) => ({ term: { 'items.currency': c } })),
  bound(amountArb).map((b) => ({ range: { 'items.price': b } })),
  fc.constantFrom('tent', 'poles', 'blue', 'Poles').map((t) => ({ match: { 'items.name': t } })),
  bound(fc.integer({ min: 0, max: 3 })).map((b) => ({ range: { 'items.quantity': b } })),
  fc.constant({ match_all: {} }),
);
const nestedQuery = fc.oneof(
  fc.array(nestedInner, { minLength: 1, maxLength: 2 }).map((qs) => ({ nested: { path: 'items', query: qs.length === 1 ? qs[0] : { bool: { must: qs } } } })),
  fc.constantFrom(...TAGS).map((t) => ({ nested: { path: 'tags', query: { term: { 'tags.name': t } } } })),
  fc.constantFrom('EUR', 'USD').map((c) => ({ term: { 'items.currency': c } })),
);

/** A single clause (no bool): a third of the generated requests use one, so each clause's semantics decide the answer. */
export const leafQuery = fc.oneof(
  { weight: 4, arbitrary: termQuery },
  { weight: 4, arbitrary: rangeQuery },
  { weight: 3, arbitrary: textQuery },
  { weight: 1, arbitrary: existsQuery },
  { weight: 1, arbitrary: idsQuery },
  { weight: 2, arbitrary: nestedQuery },
  { weight: 1, arbitrary: fc.constantFrom({ match_all: {} }, { match_none: {} }) },
);

const clauses = (sub: fc.Arbitrary<unknown>) => fc.option(fc.array(sub, { minLength: 1, maxLength: 3 }), { nil: undefined, freq: 2 });

/** A query tree: bool and constant_score over leaves, depth ≤ 3. */
export const queryArb: fc.Arbitrary<unknown> = fc.letrec<{ q: unknown }>((tie) => ({
  q: fc.oneof(
    { depthSize: 'small', withCrossShrink: true, maxDepth: 3 },
    { weight: 3, arbitrary: leafQuery },
    {
      weight: 2,
      arbitrary: fc
        .record({ must: clauses(tie('q')), filter: clauses(tie('q')), should: clauses(tie('q')), must_not: clauses(tie('q')), minimum_should_match: fc.constantFrom(undefined, undefined, 1, 2, '50%', -1) })
        .map((b) => ({ bool: JSON.parse(JSON.stringify(b)) })),
    },
    { weight: 1, arbitrary: tie('q').map((f) => ({ constant_score: { filter: f } })) },
  ),
})).q;
