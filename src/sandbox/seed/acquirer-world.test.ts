import { describe, expect, it } from 'vitest';
import type { SingleMethodDocument } from '@domain/routing/document';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import type { SimTransaction } from '@domain/routing/evaluation/transaction';
import { chainTruth, sceneOf, type PricedPayment } from '../world/chain-truth';
import { paymentTruth } from '../world/payment-truth';
import type { PaymentFeatures } from '../world/payment-features';
import { worldView, type WorldConnector } from '../world/world-view';
import { SEEDED_WORLD } from './acquirer-world';
import { cardRouterDocument } from './routing-documents';
import { CONNECTORS as C, TENANT_CONNECTORS } from './world';

/**
 * Issue 40.1: the seeded acquirers differ plausibly and materially, in some segments by ≥ 3 points
 * of approval and ≥ 30 % in cost, so the demo's own routing has better and worse choices.
 */

const ctx = evaluationContext({ baseCurrency: 'EUR' });
const view = worldView(SEEDED_WORLD, ctx.rates);
const connectors = new Map<string, WorldConnector>(TENANT_CONNECTORS.map((c) => [c.guid, c]));
const scene = sceneOf(view, connectors);

const pay = (f: Partial<PaymentFeatures> & { amount?: number }): PricedPayment => {
  const features: PaymentFeatures = { method: 'Creditcard', brand: 'visa', cardType: 'DEBIT', country: 'DE', currency: 'EUR', baseAmount: 60, threeDSecure: false, initiator: 'customer', riskScore: 10, ...f };
  return { features, type: 'debit', amount: f.amount ?? features.baseAmount / (ctx.rates[features.currency] ?? 1), currency: features.currency };
};
const at = (guid: string, p: PricedPayment) => chainTruth(scene, [guid], p);
/** Fees per approved payment, in the base currency. */
const costPerApproval = (guid: string, p: PricedPayment) => at(guid, p).fees / at(guid, p).approval;

describe('the seeded world', () => {
  it('has a model and a price list for every adapter of the tenant’s processing connectors', () => {
    for (const c of TENANT_CONNECTORS.filter((c) => !c.isMetaConnector)) {
      expect(() => view.model(c.adapter), c.name).not.toThrow();
      expect(() => view.price(c.adapter), c.name).not.toThrow();
    }
  });

  it('approves a German debit card at Alpha ≥ 3 points more often than at Beta, and Alpha costs ≥ 30 % less', () => {
    const p = pay({});
    expect(at(C.alphaEur.guid, p).approval - at(C.betaEur.guid, p).approval).toBeGreaterThanOrEqual(0.03);
    expect(costPerApproval(C.alphaEur.guid, p)).toBeLessThanOrEqual(0.7 * costPerApproval(C.betaEur.guid, p));
  });

  it('approves Amex in USD ≥ 3 points more often at Beta than at Alpha USD, and a Swiss card ≥ 3 points more often at Gamma than at Alpha', () => {
    const amex = pay({ brand: 'amex', cardType: 'CREDIT', country: 'US', currency: 'USD', baseAmount: 90 });
    expect(at(C.betaGbp.guid, amex).approval - at(C.alphaUsd.guid, amex).approval).toBeGreaterThanOrEqual(0.03);
    const swiss = pay({ brand: 'mastercard', cardType: 'CREDIT', country: 'CH', currency: 'CHF', baseAmount: 120 });
    expect(at(C.gammaChf.guid, swiss).approval - at(C.alphaEur.guid, swiss).approval).toBeGreaterThanOrEqual(0.03);
  });

  it('gives the demo’s Card Router a better choice: its 50/50 split of DACH cards sent wholly to Alpha approves more for less', () => {
    const sim: SimTransaction = { transactionType: 'debit', amount: '60.00', currency: 'EUR', paymentMethod: 'Creditcard', riskScore: 10, card: { brand: 'visa', binCountry: 'DE', binType: 'DEBIT', lookupStatus: 'success' } };
    const split = cardRouterDocument;
    const allAlpha = structuredClone(cardRouterDocument) as SingleMethodDocument & { tree: { then: { else: { if: { params: { percentTrue: number } } } } } };
    allAlpha.tree.then.else.if.params.percentTrue = 100;
    const live = paymentTruth(scene, { kind: 'single-method', document: split }, { ...pay({}), sim }, ctx);
    const better = paymentTruth(scene, { kind: 'single-method', document: allAlpha }, { ...pay({}), sim }, ctx);
    expect(better.firstAttemptApproval - live.firstAttemptApproval).toBeGreaterThanOrEqual(0.015);
    expect(better.fees).toBeLessThan(live.fees);
  });
});
