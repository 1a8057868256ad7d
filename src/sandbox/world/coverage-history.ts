import type { OutcomeRecord } from '@domain/outcomes/outcome-record';
import type { SingleMethodDocument } from '@domain/routing/document';
import { probabilities } from '@domain/routing/evaluation/probabilities';
import type { EvaluationContext, SimTransaction } from '@domain/routing/evaluation/transaction';
import { NO_DEGRADATION } from './attempt-odds';
import { pricedSale, type Scene } from './chain-truth';
import { drawAttempt, drawDoubtful } from './draw-attempt';
import type { TruthPayment } from './payment-truth';
import { initiatorOf } from './payment-features';
import { authorisationFees, saleFees, totalOf } from './price';
import { rateOf } from './world-view';

/**
 * A lean history for the outcome coverage check: card debits with the features the acquirer models
 * read, routed by the live document (load balancers drawn), answered along the failover chain by
 * `drawAttempt` (the sandbox's own draw, the issuer's state kept along the chain) and priced by the
 * world's price lists, written straight as the estimator's records. The full history generator
 * (history/) builds whole BI records through a database-shaped environment; 200 worlds of 100,000
 * payments need the models' answers, not the rest.
 */

const pick = <T extends string>(weights: Readonly<Record<T, number>>, random: () => number): T => {
  const entries = Object.entries(weights) as Array<[T, number]>;
  let r = random() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [k, w] of entries) if ((r -= w) < 0) return k;
  return entries.at(-1)![0];
};

const CURRENCIES = { EUR: 6, USD: 3, GBP: 2, CHF: 2 } as const;
const HOME: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  EUR: { DE: 5, AT: 2, FR: 2, NL: 1, IT: 1 }, USD: { US: 1 }, GBP: { GB: 4, IE: 1 }, CHF: { CH: 5, LI: 1 },
};
const ABROAD = { DE: 1, US: 1, GB: 1, CH: 1, FR: 1 } as const;
const BRANDS = { visa: 50, mastercard: 38, amex: 7, maestro: 5 } as const;
const INDICATORS = { SINGLE: 80, RECURRING: 12, CARDONFILE: 5, MOTO: 3 } as const;

export interface CoveragePayment extends TruthPayment {
  id: string;
  baseAmount: number;
  record: OutcomeRecord;
}

/** `n` card debits with random features (seeded by `random`), each as routing, the models and the records see it. */
export const coveragePayments = (n: number, rates: Readonly<Record<string, number>>, random: () => number): CoveragePayment[] =>
  Array.from({ length: n }, (_, i) => {
    const currency = pick(CURRENCIES, random);
    const country = random() < 0.1 ? pick(ABROAD, random) : pick(HOME[currency]!, random);
    const brand = pick(BRANDS, random);
    const cardType = random() < 0.62 ? 'CREDIT' : 'DEBIT';
    const baseAmount = random() < 0.03 ? 1000 + 3000 * random() : Math.min(4000, Math.max(1, 48 * Math.exp(0.95 * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()))));
    const rate = rateOf(rates, currency);
    const amount = Math.round((baseAmount / rate) * 100) / 100;
    const indicator = pick(INDICATORS, random);
    const threeDSecure = indicator === 'SINGLE' && random() < 0.45;
    const riskScore = Math.floor(60 * random() * random());
    const sim: SimTransaction = { transactionType: 'debit', amount: amount.toFixed(2), currency, paymentMethod: 'Creditcard', card: { brand, binCountry: country, binType: cardType }, riskScore, recurring: indicator === 'RECURRING' };
    const id = `pay-${i}`;
    const record: OutcomeRecord = {
      uuid: id, broker_id: id, attempt: 1, type: 'debit', method: 'Creditcard', amount, currency, base_amount: amount * rate, transaction_indicator: indicator,
      creditcard: { type: brand, bin_country: country, bin_type: cardType, '3ds_status': threeDSecure ? 'authenticated' : 'off' }, risk_data: { final_score: riskScore },
    };
    return {
      id, sim, type: 'debit', amount, currency, baseAmount: amount * rate, record,
      features: { method: 'Creditcard', brand, cardType, country, currency, baseAmount: amount * rate, threeDSecure, initiator: initiatorOf(indicator), riskScore },
    };
  });

const CODES = { soft: '2003', hard: '2006', timeout: '3001' } as const;

/** The records of the payments routed by `live` in `scene`'s world: one per attempt, with its answer and fees in the base currency. */
export const coverageHistory = (scene: Scene, live: SingleMethodDocument, payments: readonly CoveragePayment[], ctx: EvaluationContext, random: () => number): OutcomeRecord[] => {
  const { view, connectors } = scene;
  const records: OutcomeRecord[] = [];
  for (const p of payments) {
    const ends = probabilities(live.tree, live.default?.connector ?? null, p.sim, ctx).outcomes;
    let r = random();
    const end = ends.find((e) => (r -= e.probability) < 0) ?? ends.at(-1)!;
    const chain = end.decision.kind === 'route' ? [end.decision.connector, ...end.decision.onFail] : end.decision.kind === 'default' && end.decision.connector ? [end.decision.connector] : [];
    const rate = rateOf(view.rates, p.currency);
    const doubtful = drawDoubtful(view.world.issuer, p.features, random);
    for (let i = 0; i < chain.length; i++) {
      const connector = connectors.get(chain[i]!)!;
      const drawn = drawAttempt(view.model(connector.adapter), view.world.issuer, p.features, doubtful, NO_DEGRADATION, random);
      const price = view.price(connector.adapter);
      let fees = drawn.answer === 'timeout' ? 0 : totalOf(authorisationFees(price, rate)) * rate;
      if (drawn.answer === 'approve') fees += totalOf(saleFees(price, pricedSale(view, connector, p))) * rate;
      records.push({
        ...p.record, uuid: `${p.id}-${i + 1}`, attempt: i + 1, connector_guid: connector.guid,
        status: drawn.answer === 'approve' ? 'success' : 'error', first_error_code: drawn.answer === 'approve' ? null : CODES[drawn.answer],
        fees: [{ base_amount: fees, entity_type: 'normal' }],
      });
      if (drawn.answer === 'approve' || drawn.answer === 'hard') break;
    }
  }
  return records;
};
