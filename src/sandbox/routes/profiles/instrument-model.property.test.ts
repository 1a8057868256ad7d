import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '@fixtures/world';
import { createTestSandbox, profileCall, transact, transacted, type TestSandbox } from '../../test-support';

/**
 * Model-based test of the spec's "Payment instrument in a customer profile" state table: random
 * sequences of register / attach / detach / deregister / deleteProfile against a small in-test model.
 * After every step getProfile must list exactly the model's live instruments, oldest first, and every
 * refusal must be the one the model predicts.
 */

const C = CONNECTORS;
const IDENTS = ['model-a', 'model-b', 'model-c'] as const;
const CARDS = ['ix::demo-visa-de', 'ix::demo-mc-us', 'ix::demo-amex-gb'] as const;
let sandbox: TestSandbox;
let clock = Date.parse('2026-05-01T00:00:00Z');

type Step =
  | { kind: 'register'; card: number }
  | { kind: 'attach'; tx: number; ident: number; create: boolean }
  | { kind: 'detach'; tx: number; ident: number }
  | { kind: 'deregister'; tx: number }
  | { kind: 'delete'; ident: number };

// Few transactions and identities, and attaches weighted up, so steps collide often.
const tx = fc.nat(5);
const ident = fc.nat(IDENTS.length - 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('register' as const), card: fc.nat(CARDS.length - 1) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('attach' as const), tx, ident, create: fc.boolean() }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('detach' as const), tx, ident }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('deregister' as const), tx }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), ident }), weight: 1 },
);

interface Model {
  transactions: Array<{ uuid: string; deregistered: boolean }>;
  /** customerIdentification → live instruments (transaction index, token) in attach order. */
  profiles: Map<string, Array<{ tx: number; token: string }>>;
}

const holderOf = (m: Model, tx: number) => [...m.profiles.entries()].find(([, list]) => list.some((i) => i.tx === tx))?.[0];
const code = (body: unknown) => (body as { errorCode?: unknown }).errorCode;

/** Runs one step on the sandbox and the model, checking the sandbox's answer against the model's prediction. */
const run = async (m: Model, s: Step): Promise<void> => {
  const call = (operation: string, body: unknown) => profileCall(sandbox.app, C.alphaEur, operation, body);
  if (s.kind === 'register') {
    const answer = await transacted(sandbox.app, C.alphaEur, 'register', { transactionToken: CARDS[s.card] });
    m.transactions.push({ uuid: answer.uuid, deregistered: false });
    return;
  }
  if (s.kind === 'delete') {
    const ident = IDENTS[s.ident]!;
    const res = await call('deleteProfile', { customerIdentification: ident });
    expect(res.statusCode).toBe(m.profiles.has(ident) ? 200 : 404);
    m.profiles.delete(ident);
    return;
  }
  const index = s.tx % m.transactions.length; // every run starts with registers, so there is one
  const tx = m.transactions[index]!;
  if (s.kind === 'deregister') {
    const res = await transact(sandbox.app, C.alphaEur, 'deregister', { merchantTransactionId: `dereg-${clock}`, referenceUuid: tx.uuid });
    expect(res.statusCode).toBe(tx.deregistered ? 400 : 200);
    if (!tx.deregistered) {
      const holder = holderOf(m, index);
      if (holder) m.profiles.set(holder, m.profiles.get(holder)!.filter((i) => i.tx !== index));
    }
    tx.deregistered = true; console.log('DEREG', res.statusCode, JSON.stringify([...m.profiles]));
    return;
  }
  const ident = IDENTS[s.ident]!;
  if (s.kind === 'detach') {
    const res = await call('detachPaymentInstrument', { transactionUuid: tx.uuid, customerIdentification: ident });
    const expected = !m.profiles.has(ident) ? 'PROFILE_NOT_FOUND' : holderOf(m, index) !== ident ? 'NOT_ATTACHED' : undefined;
    expect(code(res.json())).toBe(expected);
    if (!expected) m.profiles.set(ident, m.profiles.get(ident)!.filter((i) => i.tx !== index));
    return;
  }
  const res = await call('attachPaymentInstrument', { transactionUuid: tx.uuid, customerIdentification: ident, createProfileIfNotExists: s.create });
  const expected = !m.profiles.has(ident) && !s.create ? 'PROFILE_NOT_FOUND' : tx.deregistered ? 'INSTRUMENT_DEREGISTERED' : holderOf(m, index) ? 'ALREADY_ATTACHED' : undefined;
  expect(code(res.json())).toBe(expected);
  if (!expected) m.profiles.set(ident, [...(m.profiles.get(ident) ?? []), { tx: index, token: (res.json() as { paymentToken: string }).paymentToken }]);
};

const expectSandboxEqualsModel = async (m: Model) => {
  for (const ident of IDENTS) {
    const body = (await profileCall(sandbox.app, C.alphaEur, 'getProfile', { customerIdentification: ident })).json() as { profileExists: boolean; paymentInstruments: Array<{ paymentToken: string }> };
    const live = m.profiles.get(ident);
    expect(body.profileExists).toBe(live !== undefined);
    expect(body.paymentInstruments.map((i) => i.paymentToken)).toEqual((live ?? []).map((i) => i.token));
  }
};

beforeAll(async () => {
  // A clock that moves on each stamp, so "oldest first" is the order of attaching.
  sandbox = await createTestSandbox({ now: () => new Date((clock += 1000)) });
}, 60_000);
afterAll(async () => sandbox.close());

describe('the payment instrument state machine', () => {
  it('matches the model after every step of any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(CARDS.length - 1), { minLength: 2, maxLength: 3 }), fc.array(step, { minLength: 4, maxLength: 20 }), async (cards, later) => {
        const steps: Step[] = [...cards.map((card) => ({ kind: 'register' as const, card })), ...later];
        await sandbox.reset();
        const model: Model = { transactions: [], profiles: new Map() };
        for (const s of steps) {
          await run(model, s);
          await expectSandboxEqualsModel(model);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
