import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransactionResponse } from '@contracts/gateway-transactions';
import { SandboxTransactionResponse, type SandboxTransaction } from '@contracts/sandbox-transactions';
import type { MultiMethodDocument, RuleNode, SingleMethodDocument } from '@domain/routing/document';
import { evaluate } from '@domain/routing/evaluation/evaluate';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import type { SimTransaction } from '@domain/routing/evaluation/transaction';
import { cardRouterDocument, checkoutDocument } from '@fixtures/routing-documents';
import { CONNECTORS, TEST_CARDS, type SeedConnector } from '@fixtures/world';
import { createTestSandbox, provisioning, sandboxTransaction, transact, type TestSandbox } from '../../test-support';

/** Real routing of transactions by the domain evaluator, failover along onFail, and what is recorded. */

const C = CONNECTORS;
const card = (id: string) => TEST_CARDS.find((c) => c.token === `ix::demo-${id}`)!.token;
let sandbox: TestSandbox;
/** The sandbox draws from this; a test sets a seed so the domain evaluator can draw the same numbers. */
let source = seededRandom(1);
let n = 0;

const route = (connector: string, ...onFail: string[]): RuleNode => ({ id: null, route: { connector, ...(onFail.length ? { onFail: onFail.map((c) => ({ connector: c })) } : {}) } });
const storeSingle = async (doc: SingleMethodDocument) => {
  const res = await provisioning(sandbox.app).post('setConnectorRouting', C.cardRouter.guid, doc);
  expect(res.statusCode, res.body).toBe(200);
};
const storeMulti = async (doc: MultiMethodDocument) => {
  const res = await provisioning(sandbox.app).post('setConnectorMultiMethodRouting', C.checkout.guid, doc);
  expect(res.statusCode, res.body).toBe(200);
};

/** Sends a debit and returns the answer with the sandbox's record of it. */
const pay = async (connector: SeedConnector, extra: Record<string, unknown>, operation = 'debit') => {
  const res = await transact(sandbox.app, connector, operation, { merchantTransactionId: `route-${++n}`, transactionToken: card('visa-de'), amount: '25.00', currency: 'EUR', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  const answer = TransactionResponse.parse(res.json());
  const view = await sandboxTransaction(sandbox.app, answer.uuid!);
  expect(view.statusCode, view.body).toBe(200);
  return { answer, record: SandboxTransactionResponse.parse(view.json()).transaction };
};
const triedConnectors = (record: SandboxTransaction) => record.attempts.map((a) => [a.attempt, a.connectorGuid, a.status, a.errorCode]);

beforeAll(async () => {
  sandbox = await createTestSandbox({ random: () => source() });
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
  source = seededRandom(1);
});

describe('single-method routing by the domain evaluator', () => {
  // Seeded card router: BIN country, amount, risk score, a 50/50 load balancer, currency, customer country, extra data.
  const cases: Array<[string, Record<string, unknown>, SimTransaction]> = [
    ['DE card, small amount (load balancer)', { customer: { billingCountry: 'DE' } },
      { transactionType: 'debit', amount: '25.00', currency: 'EUR', card: { brand: 'visa', bin: '411111', binCountry: 'DE', lookupStatus: 'success' }, customer: { billingCountry: 'DE' }, paymentMethod: 'Creditcard' }],
    ['DE card, 1200 EUR', { amount: '1200.00' },
      { transactionType: 'debit', amount: '1200.00', currency: 'EUR', card: { brand: 'visa', bin: '411111', binCountry: 'DE', lookupStatus: 'success' }, paymentMethod: 'Creditcard' }],
    ['US card in USD', { transactionToken: card('mc-us'), currency: 'USD' },
      { transactionType: 'debit', amount: '25.00', currency: 'USD', card: { brand: 'mastercard', bin: '555555', binCountry: 'US', lookupStatus: 'success' }, paymentMethod: 'Creditcard' }],
    ['GB card in GBP', { transactionToken: card('amex-gb'), currency: 'GBP' },
      { transactionType: 'debit', amount: '25.00', currency: 'GBP', card: { brand: 'amex', bin: '378282', binCountry: 'GB', lookupStatus: 'success' }, paymentMethod: 'Creditcard' }],
    ['US card in EUR, MOTO channel, recurring', { transactionToken: card('mc-us'), extraData: { channel: 'moto' }, transactionIndicator: 'RECURRING', customer: { billingCountry: 'US', ipAddress: '198.51.100.7' } },
      { transactionType: 'debit', amount: '25.00', currency: 'EUR', card: { brand: 'mastercard', bin: '555555', binCountry: 'US', lookupStatus: 'success' }, customer: { billingCountry: 'US', ipAddress: '198.51.100.7' }, extraData: { channel: 'moto' }, recurring: true, paymentMethod: 'Creditcard' }],
  ];

  for (const [name, extra, expected] of cases) {
    it(`routes "${name}" exactly as evaluate() decides for the same transaction`, async () => {
      // Seed 3 draws 0.72 and seed 7 draws 0.01: the load balancer case goes both ways.
      for (const seed of [3, 7]) {
        source = seededRandom(seed);
        const { record } = await pay(C.cardRouter, extra);
        expect(record.routing?.evaluatedAs).toEqual(expected);
        const { decision } = evaluate(cardRouterDocument.tree, cardRouterDocument.default?.connector, expected, evaluationContext({ baseCurrency: 'EUR', random: seededRandom(seed) }));
        const connector = decision.kind === 'route' || decision.kind === 'default' ? decision.connector : null;
        expect(record.routing?.decision).toMatchObject({ kind: decision.kind, connector, onFail: decision.kind === 'route' ? decision.onFail : [] });
        expect(record.attempts[0]?.connectorGuid).toBe(connector);
        expect(record).toMatchObject({ status: 'success', connectorGuid: connector, metaConnectorGuid: C.cardRouter.guid, apiConnectorGuid: C.cardRouter.guid });
      }
    });
  }

  it('reads the tenant base currency, the reference rates and the demo IP lookup, as the simulator does', async () => {
    // 100 "Base Amount" (EUR for this tenant): 105 USD is 96.60 EUR (under), 110 USD is 101.20 EUR (over).
    // With a USD base both would be over; without the IP lookup 192.0.2.10 would not be in DE.
    await storeSingle({
      version: '1',
      default: { connector: C.alphaEur.guid },
      tree: {
        id: null,
        if: { constraint: 'CustomerIpCountry', params: { comparator: 'in', countries: ['DE'] } },
        then: { id: null, if: { constraint: 'AmountCurrency', params: { comparator: '<', amount: 100, currency: 'Base Amount' } }, then: route(C.betaEur.guid), else: route(C.gammaChf.guid) },
        else: route(C.alphaUsd.guid),
      },
    });
    const inGermany = { customer: { ipAddress: '192.0.2.10' }, currency: 'USD' };
    expect((await pay(C.cardRouter, { ...inGermany, amount: '105.00' })).record.connectorGuid).toBe(C.betaEur.guid);
    expect((await pay(C.cardRouter, { ...inGermany, amount: '110.00' })).record.connectorGuid).toBe(C.gammaChf.guid);
    expect((await pay(C.cardRouter, { customer: { ipAddress: '198.51.100.7' } })).record.connectorGuid).toBe(C.alphaUsd.guid);
  });

  it('the load balancer splits by the injected random source', async () => {
    // cardRouter: DE card under 1000 EUR → 50 % alphaEur (then) / 50 % betaEur (else).
    source = () => 0.1;
    expect((await pay(C.cardRouter, {})).record.connectorGuid).toBe(C.alphaEur.guid);
    source = () => 0.9;
    expect((await pay(C.cardRouter, {})).record.connectorGuid).toBe(C.betaEur.guid);
  });

  it('uses the default connector when a condition cannot be evaluated (no customer for a customer condition)', async () => {
    await storeSingle({
      version: '1',
      default: { connector: C.gammaChf.guid },
      tree: { id: null, if: { constraint: 'CustomerCountry', params: { comparator: 'in', countries: ['DE'] } }, then: route(C.betaEur.guid), else: route(C.alphaEur.guid) },
    });
    const without = await pay(C.cardRouter, {});
    expect(without.record.routing?.decision).toEqual({ kind: 'default', connector: C.gammaChf.guid, onFail: [], path: 'tree', reason: 'unevaluable' });
    expect(without.record.routing?.trace[0]).toMatchObject({ path: 'tree', result: 'unevaluable' });
    expect(triedConnectors(without.record)).toEqual([[1, C.gammaChf.guid, 'success', null]]);
    expect((await pay(C.cardRouter, { customer: { billingCountry: 'DE' } })).record.connectorGuid).toBe(C.betaEur.guid);
    expect((await pay(C.cardRouter, { customer: { billingCountry: 'FR' } })).record.connectorGuid).toBe(C.alphaEur.guid);
  });

  it('answers 1007 and tries nothing when routing reaches no route and there is no default', async () => {
    await storeSingle({ version: '1', default: null, tree: { id: null, if: { constraint: 'Currency', params: { currency: 'USD' } }, then: route(C.alphaUsd.guid) } });
    const { answer, record } = await pay(C.cardRouter, {});
    expect(answer).toMatchObject({ success: false, returnType: 'ERROR', errors: [{ errorCode: 1007 }] });
    expect(record).toMatchObject({ status: 'error', connectorGuid: null, attempts: [], routing: { decision: { kind: 'default', connector: null, reason: 'no-branch' } } });
  });
});

describe('failover along onFail', () => {
  beforeEach(async () => storeSingle({ version: '1', default: { connector: C.alphaEur.guid }, tree: route(C.betaEur.guid, C.gammaChf.guid, C.alphaUsd.guid) }));

  it('a soft decline (2003) tries every onFail connector in order and records each attempt', async () => {
    const { answer, record } = await pay(C.cardRouter, { transactionToken: card('visa-soft') });
    expect(answer).toMatchObject({ success: false, returnType: 'ERROR', paymentMethod: 'Creditcard', errors: [{ errorCode: 2003, errorMessage: 'Transaction declined' }] });
    expect(triedConnectors(record)).toEqual([
      [1, C.betaEur.guid, 'declined', 2003],
      [2, C.gammaChf.guid, 'declined', 2003],
      [3, C.alphaUsd.guid, 'declined', 2003],
    ]);
    expect(record.attempts.every((a) => a.metaConnectorGuid === C.cardRouter.guid && a.amount === '25.00' && a.currency === 'EUR')).toBe(true);
    expect(record).toMatchObject({ status: 'error', connectorGuid: C.alphaUsd.guid });
  });

  it('a timeout (3001) fails over too', async () => {
    const { record } = await pay(C.cardRouter, { transactionToken: card('mc-timeout') });
    expect(triedConnectors(record).map(([, , status, code]) => [status, code])).toEqual([['timeout', 3001], ['timeout', 3001], ['timeout', 3001]]);
  });

  it('a hard decline (2006) never fails over', async () => {
    const { answer, record } = await pay(C.cardRouter, { transactionToken: card('visa-hard') });
    expect(answer.errors).toEqual([{ errorCode: 2006, errorMessage: 'Insufficient funds', adapterCode: '51', adapterMessage: 'Not sufficient funds' }]);
    expect(triedConnectors(record)).toEqual([[1, C.betaEur.guid, 'declined', 2006]]);
  });

  it('the next connector processes the transaction when the routed one was disabled after the document was saved', async () => {
    const off = await sandbox.app.inject({ method: 'POST', url: `/sandbox/connectors/${C.betaEur.guid}/state`, headers: { authorization: `Basic ${Buffer.from('provisioning-demo:prov-Demo-2026-secret').toString('base64')}` }, payload: { disabled: true } });
    expect(off.statusCode).toBe(200);
    const { answer, record } = await pay(C.cardRouter, {});
    expect(answer.success).toBe(true);
    expect(triedConnectors(record)).toEqual([[1, C.betaEur.guid, 'error', 1007], [2, C.gammaChf.guid, 'success', null]]);
    expect(record.connectorGuid).toBe(C.gammaChf.guid);
  });

  it('a success stops at the first connector', async () => {
    const { answer, record } = await pay(C.cardRouter, {});
    expect(answer).toMatchObject({ success: true, returnType: 'FINISHED' });
    expect(answer.errors).toBeUndefined();
    expect(triedConnectors(record)).toEqual([[1, C.betaEur.guid, 'success', null]]);
  });
});

describe('multi-method routing', () => {
  it('routes a card payment with the Creditcard block of the seeded checkout document', async () => {
    expect((await pay(C.checkout, { currency: 'USD' })).record.connectorGuid).toBe(C.alphaUsd.guid);
    const gb = await pay(C.checkout, { customer: { billingCountry: 'GB' }, transactionToken: card('visa-soft') });
    expect(gb.record.routing).toMatchObject({ kind: 'multi-method', method: { method: 'Creditcard', available: true }, chain: [C.betaGbp.guid, C.alphaEur.guid] });
    expect(triedConnectors(gb.record).map(([, guid]) => guid)).toEqual([C.betaGbp.guid, C.alphaEur.guid]);
    expect((await pay(C.checkout, { customer: { billingCountry: 'DE' } })).record.routing?.decision).toMatchObject({ kind: 'default', connector: C.alphaEur.guid, reason: 'no-branch' });
  });

  it('refuses with 1007 and tries nothing when the method’s availability disables it', async () => {
    const creditcard = checkoutDocument.methods[0]!;
    await storeMulti({
      ...checkoutDocument,
      methods: [{ ...creditcard, availability: { tree: { id: null, if: { constraint: 'CustomerCountry', params: { comparator: 'in', countries: ['RU'] } }, then: { id: null, action: 'disable' }, else: null } } }],
    });
    const { answer, record } = await pay(C.checkout, { customer: { billingCountry: 'RU' } });
    expect(answer).toMatchObject({ success: false, errors: [{ errorCode: 1007 }] });
    expect(answer.errors?.[0]?.errorMessage).toMatch(/Creditcard.*not available/);
    expect(record).toMatchObject({ attempts: [], routing: { method: { available: false, basis: 'rule' }, decision: null, chain: [] } });
    expect((await pay(C.checkout, { customer: { billingCountry: 'DE' } })).answer.success).toBe(true);
  });
});

describe('series and plain connectors', () => {
  it('a plain connector processes its own transactions without routing', async () => {
    const { record } = await pay(C.alphaEur, {}, 'preauthorize');
    expect(record).toMatchObject({ type: 'preauthorize', routing: null, metaConnectorGuid: null, connectorGuid: C.alphaEur.guid, apiConnectorGuid: C.alphaEur.guid });
    expect(triedConnectors(record)).toEqual([[1, C.alphaEur.guid, 'success', null]]);
  });

  it('referenceUuid gives InitialConnector and InitialAdapter the first transaction’s connector', async () => {
    await storeSingle({
      version: '1',
      default: { connector: C.alphaEur.guid },
      tree: {
        id: null,
        if: { constraint: 'InitialConnector', params: { connectorGuid: C.betaEur.guid } },
        then: route(C.gammaChf.guid),
        else: { id: null, if: { constraint: 'InitialAdapter', params: { adapterIdentifier: 'AlphaAcquiring', methodIdentifier: 'Creditcard' } }, then: route(C.alphaUsd.guid) },
      },
    });
    const first = await pay(C.betaEur, {});
    const second = await pay(C.cardRouter, { referenceUuid: first.answer.uuid, transactionIndicator: 'RECURRING' });
    expect(second.record.routing?.evaluatedAs).toMatchObject({ initialConnectorGuid: C.betaEur.guid, initialAdapter: { adapterIdentifier: 'BetaPayments', methodIdentifier: 'Creditcard' }, recurring: true });
    expect(second.record.connectorGuid).toBe(C.gammaChf.guid);
    // The third refers to the second: the series still began at betaEur.
    expect((await pay(C.cardRouter, { referenceUuid: second.answer.uuid })).record.connectorGuid).toBe(C.gammaChf.guid);
    const alpha = await pay(C.alphaEur, {});
    expect((await pay(C.cardRouter, { referenceUuid: alpha.answer.uuid })).record.connectorGuid).toBe(C.alphaUsd.guid);
    expect((await pay(C.cardRouter, {})).record.routing?.decision).toMatchObject({ kind: 'default', connector: C.alphaEur.guid });
  });
});

describe('GET /sandbox/transactions/:uuid', () => {
  it('needs the provisioning credentials and names an unknown transaction', async () => {
    const { answer } = await pay(C.alphaEur, {});
    expect((await sandbox.app.inject({ method: 'GET', url: `/sandbox/transactions/${answer.uuid}` })).statusCode).toBe(401);
    const missing = await sandboxTransaction(sandbox.app, 'feedfacefeedfacefeed');
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { success: false, errorCode: 1007, errorMessage: "Transaction 'feedfacefeedfacefeed' does not exist" } });
  });
});
