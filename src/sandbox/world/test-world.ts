import { World } from './acquirer-model';
import type { PaymentFeatures } from './payment-features';
import type { WorldConnector } from './world-view';

/**
 * A world small enough to compute by hand (tests only): an issuer that finds one payment in five
 * doubtful (logit −ln 4) and lowers its logit of approval by 2 everywhere; acquirer A approves 90 %
 * of good payments (logit ln 9), times out 10 %, and a quarter of its good and half its doubtful
 * declines are hard; B approves 80 % (logit ln 4), never times out, and declines softly.
 */
export const HAND_WORLD: World = World.parse({
  issuer: { doubtful: { intercept: -Math.log(4), cardType: {}, threeDSecure: 0, initiator: {}, riskPer100: 0 }, doubtfulPenalty: -2 },
  acquirers: [
    {
      acquirer: 'A', name: 'Acquirer A', region: ['DE'], currencies: ['EUR'],
      approval: { intercept: Math.log(9), brand: {}, cardType: {}, crossBorder: 0, foreignCurrency: 0, amountBand: {}, threeDSecure: 0, initiator: {}, riskPer100: 0 },
      timeoutRate: 0.1, hardDeclineShare: { good: 0.25, doubtful: 0.5 }, latency: { medianMs: 300, sigma: 0.3, timeoutMs: 20_000 },
    },
    {
      acquirer: 'B', name: 'Acquirer B', region: ['GB'], currencies: ['GBP'],
      approval: { intercept: Math.log(4), brand: {}, cardType: {}, crossBorder: 0, foreignCurrency: 0, amountBand: {}, threeDSecure: 0, initiator: {}, riskPer100: 0 },
      timeoutRate: 0, hardDeclineShare: { good: 0, doubtful: 0 }, latency: { medianMs: 500, sigma: 0.3, timeoutMs: 20_000 },
    },
  ],
  prices: [
    { acquirer: 'A', kind: 'blended', blended: { percent: 1, fixed: 0.1 }, authorisation: 0.05 },
    { acquirer: 'B', kind: 'blended', blended: { percent: 2, fixed: 0 } },
  ],
});

export const HAND_CONNECTORS: ReadonlyMap<string, WorldConnector> = new Map([
  ['CO-A', { guid: 'CO-A', adapter: 'A', currency: 'EUR', disabled: false, archived: false, isMetaConnector: false }],
  ['CO-B', { guid: 'CO-B', adapter: 'B', currency: 'EUR', disabled: false, archived: false, isMetaConnector: false }],
  ['CO-OFF', { guid: 'CO-OFF', adapter: 'A', currency: 'EUR', disabled: true, archived: false, isMetaConnector: false }],
]);

export const PLAIN_FEATURES: PaymentFeatures = {
  method: 'Creditcard', brand: 'visa', cardType: 'CREDIT', country: 'DE', currency: 'EUR', baseAmount: 100, threeDSecure: false, initiator: 'customer', riskScore: 0,
};
