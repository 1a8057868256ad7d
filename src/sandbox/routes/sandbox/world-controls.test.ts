import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONNECTORS as C } from '@fixtures/world';
import { seededRandom } from '@domain/routing/evaluation/seeded-random';
import { AUTH, createTestSandbox, transacted, transactionRecord, type TestSandbox } from '../../test-support';

/**
 * The sandbox-only controls of the world (issue 40): the tokenizing component for cards the
 * models answer, incidents (refused with a 400 naming the field, nothing written on a refusal),
 * and the truth beside the manifest.
 */

let sandbox: TestSandbox;
let clock = new Date('2026-06-01T12:00:00Z');
beforeAll(async () => {
  sandbox = await createTestSandbox({ random: seededRandom(4040), now: () => clock });
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => {
  clock = new Date('2026-06-01T12:00:00Z');
  await sandbox.reset();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, authorization: string | null = AUTH) =>
  sandbox.app.inject({
    method, url,
    headers: { ...(authorization ? { authorization } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const card = { cardNumber: '4111111111111111', expiryMonth: '09', expiryYear: '2031', cvv: '123', cardHolder: 'Ada Berg' };

describe('POST /sandbox/tokenize', () => {
  it('turns a valid card number into an ix:: token the models answer, kept out of the manifest’s test cards', async () => {
    const res = await call('POST', '/sandbox/tokenize', { ...card, binCountry: 'AT', binType: 'DEBIT' }, null);
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json() as { token: string };
    expect(token).toMatch(/^ix::[0-9a-f]{20}$/);
    const manifest = (await call('GET', '/sandbox/manifest')).json() as { testCards: Array<{ token: string }> };
    expect(manifest.testCards.map((c) => c.token)).not.toContain(token);
    const answer = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: token, amount: '25.00', currency: 'EUR' });
    const tx = await transactionRecord(sandbox.app, answer.uuid);
    expect(tx.card).toEqual({ brand: 'visa', bin: '411111', lastFourDigits: '1111', binCountry: 'AT', binType: 'DEBIT', threeDSecure: false, behaviour: 'model' });
    // A model's answer comes with the acquirer's latency (a test card answers at once).
    expect(tx.attempts[0]!.latencyMs).toBeGreaterThan(0);
  });

  it('refuses a number that fails the Luhn check, a brand it does not process, and unknown members, naming the field', async () => {
    const bad = async (body: unknown, field: string) => {
      const res = await call('POST', '/sandbox/tokenize', body, null);
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as { errorMessage: string }).errorMessage).toContain(`'${field}'`);
    };
    await bad({ ...card, cardNumber: '4111111111111112' }, 'cardNumber');
    await bad({ ...card, cardNumber: '4111 1111 1111 1111' }, 'cardNumber');
    await bad({ ...card, expiryMonth: '13' }, 'expiryMonth');
    await bad({ ...card, binType: 'PREPAID' }, 'binType');
    await bad({ ...card, pan: '4111111111111111' }, 'pan');
  });
});

describe('incidents', () => {
  const listed = async () => ((await call('GET', '/sandbox/incidents')).json() as { incidents: Array<Record<string, unknown>> }).incidents;

  it('degrades an acquirer for a window, lists it, ends it on request, and keeps it as what happened', async () => {
    const res = await call('POST', '/sandbox/incidents', { acquirer: 'AlphaAcquiring', approvalDropPp: 20, addedTimeoutPercent: 10, durationMinutes: 90 });
    expect(res.statusCode, res.body).toBe(200);
    const { incident } = res.json() as { incident: { id: string; startsAt: string; endsAt: string } };
    expect(incident).toMatchObject({ acquirer: 'AlphaAcquiring', connectorGuid: null, approvalDropPp: 20, addedTimeoutPercent: 10, addedLatencyMs: 0, startsAt: '2026-06-01T12:00:00.000Z', endsAt: '2026-06-01T13:30:00.000Z', source: 'control' });
    expect(await listed()).toEqual([expect.objectContaining({ id: incident.id })]);
    clock = new Date('2026-06-01T12:30:00Z');
    const ended = await call('DELETE', `/sandbox/incidents/${incident.id}`);
    expect(ended.json()).toMatchObject({ incident: { endsAt: '2026-06-01T12:30:00.000Z' } });
    expect((await call('DELETE', '/sandbox/incidents/INC-nope')).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const bad = async (body: unknown, field: string) => {
      const res = await call('POST', '/sandbox/incidents', body);
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as { errorMessage: string }).errorMessage).toContain(`'${field}'`);
    };
    await bad({ acquirer: 'NoSuchBank', approvalDropPp: 10 }, 'acquirer');
    await bad({ acquirer: 'AlphaAcquiring', approvalDropPp: -5 }, 'approvalDropPp');
    await bad({ acquirer: 'AlphaAcquiring', approvalDropPp: 150 }, 'approvalDropPp');
    await bad({ acquirer: 'AlphaAcquiring', addedTimeoutPercent: 101 }, 'addedTimeoutPercent');
    await bad({ acquirer: 'AlphaAcquiring', connector: C.alphaEur.guid, approvalDropPp: 10 }, 'acquirer');
    await bad({ acquirer: 'AlphaAcquiring' }, 'approvalDropPp');
    await bad({ connector: C.cardRouter.guid, approvalDropPp: 10 }, 'connector');
    await bad({ acquirer: 'AlphaAcquiring', approvalDropPp: 10, startsAt: '2026-06-02T00:00:00Z', endsAt: '2026-06-01T00:00:00Z' }, 'endsAt');
    await bad({ acquirer: 'AlphaAcquiring', approvalDropPp: 10, endsAt: '2026-06-02T00:00:00Z', durationMinutes: 5 }, 'durationMinutes');
    await bad({ acquirer: 'AlphaAcquiring', approvalDropPp: 10, startsAt: 'tomorrow' }, 'startsAt');
    expect((await call('POST', '/sandbox/incidents', { acquirer: 'AlphaAcquiring', approvalDropPp: 10 }, null)).statusCode).toBe(401);
    expect(await listed()).toEqual([]);
  });

  it('leaves test cards as declared: a soft-declined card fails at every acquirer, an approved one succeeds, in an outage too', async () => {
    expect((await call('POST', '/sandbox/incidents', { acquirer: 'AlphaAcquiring', addedTimeoutPercent: 100 })).statusCode).toBe(200);
    const soft = await transacted(sandbox.app, C.cardRouter, 'debit', { transactionToken: 'ix::demo-visa-soft', amount: '1500.00', currency: 'EUR' });
    expect((await transactionRecord(sandbox.app, soft.uuid)).attempts.map((a) => a.errorCode)).toEqual([2003, 2003, 2003]);
    const ok = await transacted(sandbox.app, C.alphaEur, 'debit', { transactionToken: 'ix::demo-visa-de', amount: '10.00', currency: 'EUR' });
    expect(ok.success).toBe(true);
  });

  it('times out every tokenized card at an acquirer in a full outage, which then fails over', async () => {
    const { token } = (await call('POST', '/sandbox/tokenize', { ...card, binCountry: 'DE' }, null)).json() as { token: string };
    expect((await call('POST', '/sandbox/incidents', { acquirer: 'AlphaAcquiring', addedTimeoutPercent: 100 })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      // Card Router: DE, 1,500 EUR, risk 0 → Alpha EUR, then Beta EUR, then Gamma CHF.
      const answer = await transacted(sandbox.app, C.cardRouter, 'debit', { transactionToken: token, amount: '1500.00', currency: 'EUR' });
      const attempts = (await transactionRecord(sandbox.app, answer.uuid)).attempts;
      expect(attempts[0]).toMatchObject({ connectorGuid: C.alphaEur.guid, errorCode: 3001 });
      expect(attempts.length).toBeGreaterThan(1);
    }
  });
});

describe('GET /sandbox/world', () => {
  it('answers the truth to provisioning credentials only: the issuer, every acquirer’s model and prices, the incidents, the rates', async () => {
    expect((await call('GET', '/sandbox/world', undefined, null)).statusCode).toBe(401);
    await call('POST', '/sandbox/incidents', { connector: C.betaEur.guid, addedLatencyMs: 2000 });
    const world = (await call('GET', '/sandbox/world')).json() as Record<string, unknown> & { acquirers: Array<{ acquirer: string }>; prices: unknown[]; incidents: unknown[] };
    expect(world).toMatchObject({ success: true, baseCurrency: 'EUR', issuer: { doubtfulPenalty: expect.any(Number) }, rates: expect.objectContaining({ EUR: 1 }) });
    expect(world.acquirers.map((a) => a.acquirer)).toEqual(expect.arrayContaining(['AlphaAcquiring', 'BetaPayments', 'GammaCards', 'PayPal', 'SepaBank']));
    expect(world.prices).toHaveLength(world.acquirers.length);
    expect(world.incidents).toEqual([expect.objectContaining({ connectorGuid: C.betaEur.guid, addedLatencyMs: 2000 })]);
  });
});
