import { normal } from '@domain/outcomes/sampling';
import { World, type AcquirerModel, type ApprovalTerms, type PriceList } from './acquirer-model';
import type { WorldConnector } from './world-view';

/**
 * Random worlds around the seeded one (the outcome coverage check, issue 41.3): every approval
 * term, timeout rate, hard-decline share and price moved at random, so an estimator cannot be tuned
 * to one world's numbers. The card acquirers only: the coverage check routes card payments.
 */
export const CARD_ACQUIRERS = ['AlphaAcquiring', 'BetaPayments', 'GammaCards', 'LegacyAcquirer'] as const;

/** The connectors a random world's documents route to: one per acquirer and settlement currency. */
export const COVERAGE_CONNECTORS: ReadonlyMap<string, WorldConnector> = new Map(
  ([['CO-alpha-eur', 'AlphaAcquiring', 'EUR'], ['CO-alpha-usd', 'AlphaAcquiring', 'USD'], ['CO-beta-eur', 'BetaPayments', 'EUR'], ['CO-beta-gbp', 'BetaPayments', 'GBP'],
    ['CO-gamma-chf', 'GammaCards', 'CHF'], ['CO-legacy-eur', 'LegacyAcquirer', 'EUR']] as const)
    .map(([guid, adapter, currency]) => [guid, { guid, adapter, currency, disabled: false, archived: false, isMetaConnector: false }]),
);

const jitterTable = <K extends string>(table: Partial<Record<K, number>>, keys: readonly K[], sd: number, random: () => number): Partial<Record<K, number>> =>
  Object.fromEntries(keys.map((k) => [k, (table[k] ?? 0) + sd * normal(random)])) as Partial<Record<K, number>>;

const randomTerms = (t: ApprovalTerms, random: () => number): ApprovalTerms => ({
  intercept: t.intercept + 0.4 * normal(random),
  brand: jitterTable(t.brand, ['visa', 'mastercard', 'amex', 'maestro'], 0.3, random) as Record<string, number>,
  cardType: jitterTable(t.cardType, ['CREDIT', 'DEBIT'], 0.2, random),
  crossBorder: t.crossBorder + 0.3 * normal(random),
  foreignCurrency: t.foreignCurrency + 0.2 * normal(random),
  amountBand: jitterTable(t.amountBand, ['small', 'medium', 'large', 'jumbo'], 0.2, random),
  threeDSecure: t.threeDSecure + 0.2 * normal(random),
  initiator: jitterTable(t.initiator, ['customer', 'merchant', 'moto'], 0.2, random),
  riskPer100: t.riskPer100 + 0.3 * normal(random),
});

const between = (lo: number, hi: number, random: () => number) => lo + (hi - lo) * random();
const scaleRate = (r: { percent: number; fixed: number } | undefined, random: () => number) => (r ? { percent: r.percent * between(0.7, 1.3, random), fixed: r.fixed * between(0.7, 1.3, random) } : undefined);

const randomModel = (m: AcquirerModel, random: () => number): AcquirerModel => ({
  ...m,
  approval: randomTerms(m.approval, random),
  timeoutRate: Math.min(0.1, m.timeoutRate * between(0.5, 2, random)),
  hardDeclineShare: { good: Math.min(0.9, m.hardDeclineShare.good * between(0.6, 1.4, random)), doubtful: Math.min(0.95, m.hardDeclineShare.doubtful * between(0.6, 1.4, random)) },
});

const randomPrice = (p: PriceList, random: () => number): PriceList => {
  const out: PriceList = { ...p, brandRates: Object.fromEntries(Object.entries(p.brandRates).map(([b, r]) => [b, scaleRate(r, random)!])), authorisation: p.authorisation * between(0.5, 1.5, random), conversionPercent: p.conversionPercent * between(0.7, 1.3, random) };
  if (p.blended) out.blended = scaleRate(p.blended, random);
  if (p.markup) out.markup = scaleRate(p.markup, random);
  if (p.scheme) out.scheme = scaleRate(p.scheme, random);
  return out;
};

/** A world like `base` with every card acquirer's terms and prices moved at random (seeded by `random`). */
export const randomWorld = (base: World, random: () => number): World =>
  World.parse({
    issuer: { ...base.issuer, doubtful: { ...base.issuer.doubtful, intercept: base.issuer.doubtful.intercept + 0.3 * normal(random) }, doubtfulPenalty: base.issuer.doubtfulPenalty + 0.4 * normal(random) },
    acquirers: base.acquirers.filter((m) => (CARD_ACQUIRERS as readonly string[]).includes(m.acquirer)).map((m) => randomModel(m, random)),
    prices: base.prices.filter((p) => (CARD_ACQUIRERS as readonly string[]).includes(p.acquirer)).map((p) => randomPrice(p, random)),
  });
