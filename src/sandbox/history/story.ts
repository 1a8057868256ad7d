import type { BiRecord } from '@domain/bi/record';
import type { SimTransaction } from '@domain/routing/evaluation/transaction';
import { GENERATED_TXID_PREFIX } from '../engine/bi-records/generated';
import type { BiTransaction } from '../engine/bi-records/subject';
import { dccOffer } from '../engine/dcc/dcc-offer';
import { routingWith } from '../engine/transactions/routing-of';
import { hexId } from '../engine/transactions/settle';
import { toSimTransaction } from '../engine/transactions/sim-transaction';
import { methodAt, pickEntry } from './entries';
import { followUpsOf, recordsWithEvents } from './follow-ups';
import { amountIn, currencyFor, extraDataFor, payerFor, riskScoreFor, threeDSecureFor, type Payer } from './payer';
import { cardTypeOf, initiatorOf, type PaymentFeatures } from '../world/payment-features';
import { attemptsAt, emit, later, modelAnswerer, newUuid, settled, storyFacts, type StoryDeps } from './story-kit';

/**
 * One generated payment and everything that follows it, processed the way the sandbox processes a
 * request: the merchant's connector (a meta-connector routes with its document through the domain's
 * compiled evaluator and `evaluationContext`, load balancers drawing from the generator's stream),
 * a DCC quote where the first connector offers one, the hosted payment page, the simulated acquirers
 * along the failover chain, then follow-ups; all records built by the live sandbox's record builder.
 */

const INDICATORS = { SINGLE: 70, INITIAL: 5, RECURRING: 12, CARDONFILE: 8, 'FIRST-CARDONFILE': 2, MOTO: 3 } as const;

/** The transaction as routing reads it: the sandbox's `toSimTransaction`, plus what generated traffic has and test cards lack. */
export const simOf = (tx: BiTransaction, payer: Payer, riskScore: number, baseCurrency: string): SimTransaction => {
  const card = payer.card;
  const sim = toSimTransaction(tx.type as 'debit', {
    amount: tx.amount ?? undefined, currency: tx.currency ?? undefined, customer: { billingCountry: payer.customer.billingCountry, ipAddress: payer.customer.ipAddress },
    extraData: tx.extraData ?? undefined, transactionIndicator: (tx.transactionIndicator ?? undefined) as 'SINGLE' | undefined,
  }, card, baseCurrency);
  sim.riskScore = riskScore;
  sim.paymentMethod = tx.paymentMethod;
  if (tx.paymentMethod === 'Creditcard') sim.card = { ...sim.card!, binType: card.binType };
  else delete sim.card;
  if (tx.paymentMethod === 'DirectDebit') sim.iban = payer.iban;
  return sim;
};

/** The card as the transaction keeps it; an authenticated payment says so (the record's 3-D Secure fields read it). */
const cardOf = (payer: Payer, threeDSecure: boolean): Record<string, unknown> => ({ ...payer.card, ...(threeDSecure ? { threeDSecure: 'authenticated' } : {}) });

/** What the acquirer models read of the payment as it is finally charged (after a DCC choice, in that currency). */
const featuresOf = (tx: BiTransaction, payer: Payer, riskScore: number, rates: Readonly<Record<string, number>>, baseCurrency: string): PaymentFeatures => {
  const card = tx.paymentMethod === 'Creditcard';
  const currency = tx.currency ?? baseCurrency;
  return {
    method: tx.paymentMethod,
    brand: card ? payer.card.brand : undefined,
    cardType: card ? cardTypeOf(payer.card.binType) : undefined,
    country: card ? payer.card.binCountry : payer.country,
    currency,
    baseAmount: tx.amount === null ? 0 : Number(tx.amount) * (rates[currency] ?? 1),
    threeDSecure: tx.card?.threeDSecure === 'authenticated',
    initiator: initiatorOf(tx.transactionIndicator),
    riskScore,
  };
};

/** When the payer is back from the payment page or the DCC choice: later in generated history, at once in live traffic. */
const payerReturns = (d: StoryDeps, later: Date, now: Date) => (d.instant ? now : later);

const day = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

export const generateStory = (d: StoryDeps, at: Date, index: number, txidPrefix = GENERATED_TXID_PREFIX): BiRecord[] => {
  const { env, rng } = d;
  const baseCurrency = env.world.tenant.baseCurrency;
  const entry = pickEntry(rng, d.entries, at);
  let method = methodAt(rng, entry);
  const currency = currencyFor(rng, entry, method);
  const payer = payerFor(rng, currency, at);
  const type = method === 'Creditcard' ? rng.weighted({ debit: 66, preauthorize: 26, register: 8 }) : 'debit';
  const amount = type === 'register' && rng.chance(0.7) ? null : amountIn(rng, currency, env.world.rates);
  const indicator = method === 'Creditcard' ? rng.weighted(INDICATORS) : rng.chance(0.15) ? 'RECURRING' : 'SINGLE';
  const extraData = extraDataFor(rng, at);
  const baseAmount = amount === null ? 0 : Number(amount) * (env.world.rates[currency] ?? 1);
  const facts = storyFacts(rng.chance(0.03), riskScoreFor(rng, baseAmount), at);
  const card = method === 'Creditcard';
  const threeDSecure = card && threeDSecureFor(rng, indicator, payer.card.binCountry);
  const viaPage = card && type !== 'register' && rng.chance(0.06);
  const wantsDcc = card && type !== 'register' && rng.chance(0.35);

  let tx: BiTransaction = {
    uuid: newUuid(d), purchaseId: `${day(at)}-${hexId(rng.bytes)}`, merchantTransactionId: `${txidPrefix}${env.seed}-${index}`,
    merchantGuid: entry.merchantGuid, apiConnectorGuid: entry.guid, metaConnectorGuid: entry.isMetaConnector ? entry.guid : null, connectorGuid: null,
    type, status: 'error', amount, currency: amount === null ? null : currency, paymentMethod: method, transactionIndicator: indicator, referenceUuid: null,
    card: card ? cardOf(payer, threeDSecure) : null, customer: method === 'DirectDebit' ? { ...payer.customer, iban: payer.iban } : { ...payer.customer },
    extraData, routing: null, withRegister: card && type !== 'register' && rng.chance(0.05), deregisteredAt: null, dcc: null, createdAt: at,
    errorCode: null, errorMessage: null, adapterCode: null, adapterMessage: null,
  };

  // The hosted payment page: waiting for the payer first; one in ten never comes back.
  let previous: BiRecord | undefined;
  let now = at;
  if (viaPage) {
    previous = emit(d, facts, { ...tx, status: 'redirect', card: null }, [], { modifiedAt: at }).at(-1);
    if (rng.chance(0.1)) return [previous!];
    now = payerReturns(d, later(at, 30, 600, rng), now);
  }

  let routed = routingWith(entry, env.routers.get(entry.guid), simOf(tx, payer, facts.riskScore, baseCurrency), d.ctx);
  if (routed.chain.length === 0 && routed.routing?.method?.available === false && !card && rng.chance(0.9)) {
    // The checkout page did not offer the method: most payers take the card instead.
    method = 'Creditcard';
    tx = { ...tx, paymentMethod: method, card: cardOf(payer, threeDSecure), customer: { ...payer.customer } };
    routed = routingWith(entry, env.routers.get(entry.guid), simOf(tx, payer, facts.riskScore, baseCurrency), d.ctx);
  }
  tx = { ...tx, routing: routed.routing as Record<string, unknown> | null };

  // DCC: quoted by the first connector of the chain; the payer chooses a minute or two later, or leaves.
  const first = routed.chain[0] === undefined ? undefined : env.connectors.get(routed.chain[0]);
  const quote = wantsDcc && tx.amount && tx.currency
    ? dccOffer({ amount: tx.amount, currency: tx.currency, cardCurrency: payer.card.cardCurrency, firstConnector: first, baseCurrency, uuid: newUuid(d) })
    : undefined;
  if (quote) {
    previous = emit(d, facts, { ...tx, status: 'pending-dcc', dcc: { quote, selectedCurrency: null, continuedAt: null } }, [], { modifiedAt: now, previous }).at(-1);
    if (rng.chance(0.08)) return [previous!];
    now = payerReturns(d, later(now, 20, 180, rng), now);
    const selected = rng.chance(0.55) ? quote.convertedCurrency : quote.originalCurrency;
    const converted = selected === quote.convertedCurrency;
    tx = {
      ...tx, amount: converted ? quote.convertedAmount : quote.originalAmount, currency: selected,
      dcc: { quote, selectedCurrency: selected, continuedAt: now.toISOString() },
    };
  }

  const features = featuresOf(tx, payer, facts.riskScore, env.world.rates, baseCurrency);
  const done = settled(d, tx, attemptsAt(d, routed.chain, modelAnswerer(d, features, now), now), now, routed.failure);
  const after = followUpsOf(d, facts, done.tx);
  return [...recordsWithEvents(d, facts, done.tx, done.attempts, after, previous, done.finishedAt), ...after.records];
};
