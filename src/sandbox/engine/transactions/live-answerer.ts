import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import type { SandboxDb } from '../../db/client';
import { incidentsActiveAt } from '../../store/incidents';
import type { World } from '../../world/acquirer-model';
import { degradationAt } from '../../world/incidents';
import { cardTypeOf, initiatorOf, type PaymentFeatures } from '../../world/payment-features';
import { worldView } from '../../world/world-view';
import type { ApiConnector } from '../api-connector';
import { cardAnswerer, worldAnswerer, type Answerer } from './acquirer';
import type { TestCardRow } from './payment-source';

/** A card the tokenizing component issued (`POST /sandbox/tokenize`): the world's models answer it, not a declared behaviour. */
export const MODEL_BEHAVIOUR = 'model';

export interface LiveCharge {
  card: TestCardRow;
  /** The transaction's card record: `threeDSecure: 'authenticated'` when the request asked for 3-D Secure. */
  cardRecord: Record<string, unknown> | null;
  amount: string | null;
  currency: string | null;
  transactionIndicator: string | null;
}

/**
 * Who answers a live transaction's attempts: a test card as the manifest declares it, at every
 * acquirer (QA depends on it); a tokenized card as the world's acquirer models draw it, with the
 * incidents in force now. The sandbox runs no risk check: the models read a risk score of 0.
 */
export const liveAnswerer = async (db: SandboxDb, deps: { world: World; random: () => number; now: () => Date }, api: ApiConnector, c: LiveCharge): Promise<Answerer> => {
  if (c.card.behaviour !== MODEL_BEHAVIOUR) return cardAnswerer(c.card);
  const { rates } = evaluationContext({ baseCurrency: api.baseCurrency });
  const currency = c.currency ?? api.baseCurrency;
  const features: PaymentFeatures = {
    method: 'Creditcard', brand: c.card.brand, cardType: cardTypeOf(c.card.binType), country: c.card.binCountry, currency,
    baseAmount: c.amount === null ? 0 : Number(c.amount) * (rates[currency] ?? 1),
    threeDSecure: c.cardRecord?.threeDSecure === 'authenticated', initiator: initiatorOf(c.transactionIndicator), riskScore: 0,
  };
  const now = deps.now();
  const incidents = await incidentsActiveAt(db, api.tenantGuid, now);
  return worldAnswerer(worldView(deps.world, rates), features, deps.random, (connector) => degradationAt(incidents, connector, now));
};
