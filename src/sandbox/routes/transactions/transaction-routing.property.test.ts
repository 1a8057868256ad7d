import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MultiRoutingResponse, SingleRoutingResponse } from '@contracts/gateway-provisioning';
import { TransactionResponse } from '@contracts/gateway-transactions';
import { SandboxTransactionResponse, type SandboxTransaction } from '@contracts/sandbox-transactions';
import type { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import { evaluate } from '@domain/routing/evaluation/evaluate';
import { evaluateMultiMethod } from '@domain/routing/evaluation/evaluate-method';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { probabilities, shareByTarget } from '@domain/routing/evaluation/probabilities';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import { walkTree } from '@domain/routing/tree-walk';
import { arbGatewayTransaction, type GatewayTransaction } from '@fixtures/arb-gateway-transactions';
import { arbConnectorGuid, arbMultiMethodDocument, arbRuleNode, arbSingleMethodDocument } from '@fixtures/arbitraries';
import { CONNECTORS, TENANT } from '@fixtures/world';
import { createTestSandbox, provisioning, sandboxTransaction, transact, type TestSandbox } from '../../test-support';

/**
 * The sandbox routes real transactions exactly as the domain evaluator decides for the same
 * transaction and context: random documents stored through the provisioning interface, random
 * requests sent through the transaction interface, the first attempt compared with `evaluate`.
 */

const C = CONNECTORS;
let sandbox: TestSandbox;
let n = 0;
/** Draws of the sandbox's load balancers; an LB-free document must never draw. */
let source: () => number = () => {
  throw new Error('the sandbox drew a random number for a document without load balancers');
};
/** The context the studio's simulator builds: tenant base currency, reference rates, demo IP lookup. */
const context = (random?: () => number) => evaluationContext({ baseCurrency: TENANT.baseCurrency, random });

const hasLoadBalancer = (doc: SingleMethodDocument): boolean => {
  let found = false;
  walkTree(doc.tree, 'tree', (node) => (found ||= node.if?.constraint === 'RandomLoadBalancer'));
  return found;
};

/**
 * Documents of the six customer/amount conditions only (the multi-method subset): the conditions
 * that read the evaluation context (base currency, rates, IP lookup), where a sandbox and a
 * simulator built differently would part ways. Mixed with fully random documents.
 */
const arbContextDocument: fc.Arbitrary<SingleMethodDocument> = fc.record({
  version: fc.constant('1' as const),
  default: fc.option(arbConnectorGuid.map((connector) => ({ connector })), { nil: null }),
  tree: arbRuleNode({ kind: 'routing', multiMethod: true, maxDepth: 3 }),
});
const arbDocument = fc.oneof(arbSingleMethodDocument({ maxDepth: 3 }), arbContextDocument);

/** Amounts just under, at and over the document's AmountCurrency thresholds: the boundaries where conversions decide. */
const amountsNear = (doc: SingleMethodDocument): string[] => {
  const near: string[] = [];
  walkTree(doc.tree, 'tree', (node) => {
    const threshold = node.if?.constraint === 'AmountCurrency' ? Number((node.if.params as { amount?: unknown }).amount) : NaN;
    if (threshold > 1) for (const factor of [0.95, 1, 1.03, 1.1]) near.push((threshold * factor).toFixed(2));
  });
  return near;
};
const arbTransactionFor = (doc: SingleMethodDocument): fc.Arbitrary<GatewayTransaction> => {
  const near = amountsNear(doc);
  if (near.length === 0) return arbGatewayTransaction;
  return fc.tuple(arbGatewayTransaction, fc.option(fc.constantFrom(...near), { nil: undefined, freq: 3 })).map(([t, amount]) =>
    amount === undefined || t.body.amount === undefined ? t : { ...t, body: { ...t.body, amount }, meaning: { ...t.meaning, amount } },
  );
};

const send = async (connector: typeof C.cardRouter, t: GatewayTransaction): Promise<SandboxTransaction> => {
  const res = await transact(sandbox.app, connector, t.operation, { merchantTransactionId: `prop-${++n}`, ...t.body });
  expect(res.statusCode, res.body).toBe(200);
  const view = await sandboxTransaction(sandbox.app, TransactionResponse.parse(res.json()).uuid!);
  return SandboxTransactionResponse.parse(view.json()).transaction;
};
const firstConnector = (record: SandboxTransaction) => record.attempts[0]?.connectorGuid ?? null;

const storeSingle = async (doc: SingleMethodDocument) => {
  const res = await provisioning(sandbox.app).post('setConnectorRouting', C.cardRouter.guid, doc);
  expect(res.statusCode, res.body).toBe(200);
  return SingleRoutingResponse.parse(res.json()).routing;
};

beforeAll(async () => {
  sandbox = await createTestSandbox({ random: () => source() });
  await sandbox.reset();
}, 60_000);
afterAll(async () => sandbox.close());

describe('sandbox routing = domain evaluation', () => {
  it('without load balancers, the first attempt uses the connector evaluate() decides', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbDocument.filter((d) => !hasLoadBalancer(d)).chain((doc) => fc.tuple(fc.constant(doc), fc.array(arbTransactionFor(doc), { minLength: 1, maxLength: 3 }))),
        async ([doc, txs]) => {
        await storeSingle(doc);
        for (const t of txs) {
          const record = await send(C.cardRouter, t);
          expect(record.routing?.evaluatedAs).toEqual(t.meaning);
          const { decision } = evaluate(doc.tree, doc.default?.connector, t.meaning, context());
          const expected = decision.kind === 'route' || decision.kind === 'default' ? decision.connector : null;
          expect(firstConnector(record)).toBe(expected);
          expect(record.routing?.decision?.path).toBe(decision.kind === 'route' ? decision.leafPath : decision.kind === 'default' ? decision.path : undefined);
        }
        },
      ),
      { numRuns: 40 },
    );
  }, 300_000);

  it('with load balancers, the first attempt uses a connector probabilities() gives a chance, and a seeded draw matches evaluate()', async () => {
    await fc.assert(
      fc.asyncProperty(arbSingleMethodDocument({ maxDepth: 3 }).filter(hasLoadBalancer), arbGatewayTransaction, fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (doc, t, seed) => {
        await storeSingle(doc);
        source = seededRandom(seed);
        const record = await send(C.cardRouter, t);
        const shares = shareByTarget(probabilities(doc.tree, doc.default?.connector, t.meaning, context()));
        expect(shares.get(firstConnector(record)) ?? 0).toBeGreaterThan(0);
        const { decision } = evaluate(doc.tree, doc.default?.connector, t.meaning, context(seededRandom(seed)));
        expect(record.routing?.decision?.connector).toBe(decision.kind === 'route' || decision.kind === 'default' ? decision.connector : null);
      }),
      { numRuns: 25 },
    );
  }, 300_000);

  it('multi-method: availability and routing of the Creditcard method decide as evaluateMultiMethod() does', async () => {
    await fc.assert(
      fc.asyncProperty(arbMultiMethodDocument({ maxDepth: 2 }), arbGatewayTransaction, async (doc, t) => {
        const res = await provisioning(sandbox.app).post('setConnectorMultiMethodRouting', C.checkout.guid, doc);
        expect(res.statusCode, res.body).toBe(200);
        // The set merges into what is stored (omitted methods stay): evaluate what the gateway now holds.
        const stored: MultiMethodDocument = MultiRoutingResponse.parse(res.json()).routing;
        const record = await send(C.checkout, t);
        const chosen = evaluateMultiMethod(stored, t.meaning, context()).chosen!;
        expect(record.routing?.method).toEqual({ method: 'Creditcard', available: chosen.available, basis: chosen.basis });
        const decision = chosen.routing?.decision;
        const expected = decision && (decision.kind === 'route' || decision.kind === 'default') ? decision.connector : null;
        expect(firstConnector(record)).toBe(expected);
      }),
      { numRuns: 30 },
    );
  }, 300_000);
});
