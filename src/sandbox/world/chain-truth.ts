import { attemptOdds, doubtfulChance, NO_DEGRADATION } from './attempt-odds';
import type { PaymentFeatures } from './payment-features';
import { authorisationFees, saleFees, totalOf, type PricedSale } from './price';
import { cannotProcess, rateOf, type DegradationOf, type WorldConnector, type WorldView } from './world-view';

/** The payment as the truth needs it: what the models read, and what is charged. */
export interface PricedPayment {
  features: PaymentFeatures;
  type: 'debit' | 'preauthorize' | 'register';
  /** In the transaction's currency (0 for a register without an amount). */
  amount: number;
  currency: string;
}

/** Where the truth is computed: the world, the tenant's connectors, and the incidents at the payment's moment. */
export interface Scene {
  view: WorldView;
  connectors: ReadonlyMap<string, WorldConnector>;
  degradation: DegradationOf;
}

export const sceneOf = (view: WorldView, connectors: ReadonlyMap<string, WorldConnector>, degradation: DegradationOf = () => NO_DEGRADATION): Scene => ({ view, connectors, degradation });

/** Expected outcomes of one payment. Fees are in the base currency. */
export interface Expected {
  /** P(the first attempt is approved). */
  firstAttemptApproval: number;
  /** P(approved after failover). */
  approval: number;
  /** E[number of attempts]. */
  attempts: number;
  /** E[fees]: authorisation fees of every attempt that reached an acquirer, plus the approved sale's fees (a preauthorize's as if captured in full; a register has none). */
  fees: number;
}

export const NOTHING_EXPECTED: Expected = { firstAttemptApproval: 0, approval: 0, attempts: 0, fees: 0 };

export const pricedSale = (view: WorldView, connector: WorldConnector, p: PricedPayment): PricedSale => ({
  amount: p.amount,
  currency: p.currency,
  rate: rateOf(view.rates, p.currency),
  brand: p.features.brand,
  cardType: p.features.cardType,
  domestic: p.features.country !== undefined && view.model(connector.adapter).region.includes(p.features.country),
  settlementCurrency: connector.currency,
});

/**
 * The exact expectation over the issuer's state and every attempt's answer of trying `chain` in
 * order (the sandbox's `runAttempts`: a connector unknown to the tenant is skipped, one that cannot
 * process is an error attempt that fails over; soft declines and timeouts fail over, approval and
 * hard declines end the chain).
 */
export const chainTruth = (scene: Scene, chain: readonly string[], p: PricedPayment): Expected => {
  const { view, connectors, degradation } = scene;
  const doubtful = doubtfulChance(view.world.issuer, p.features);
  const rate = rateOf(view.rates, p.currency);
  const out: Expected = { firstAttemptApproval: 0, approval: 0, attempts: 0, fees: 0 };
  for (const [state, weight] of [[false, 1 - doubtful], [true, doubtful]] as const) {
    let reach = 1;
    let first = true;
    for (const guid of chain) {
      const connector = connectors.get(guid);
      if (!connector) continue;
      out.attempts += weight * reach;
      if (cannotProcess(connector)) {
        first = false;
        continue;
      }
      const odds = attemptOdds(view.model(connector.adapter), view.world.issuer, p.features, state, degradation(connector));
      const price = view.price(connector.adapter);
      const answered = odds.approve + odds.soft + odds.hard;
      out.fees += weight * reach * answered * totalOf(authorisationFees(price, rate)) * rate;
      if (p.type !== 'register' && p.amount > 0) out.fees += weight * reach * odds.approve * totalOf(saleFees(price, pricedSale(view, connector, p))) * rate;
      out.approval += weight * reach * odds.approve;
      if (first) out.firstAttemptApproval += weight * odds.approve;
      first = false;
      reach *= odds.soft + odds.timeout;
    }
  }
  return out;
};

/** `a + w·b`, field by field: expectations mix linearly over routing's outcomes. */
export const addWeighted = (a: Expected, b: Expected, w: number): Expected => ({
  firstAttemptApproval: a.firstAttemptApproval + w * b.firstAttemptApproval,
  approval: a.approval + w * b.approval,
  attempts: a.attempts + w * b.attempts,
  fees: a.fees + w * b.fees,
});
