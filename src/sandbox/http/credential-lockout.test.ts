import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONNECTORS } from '@fixtures/world';
import { createTestSandbox, profileCall, transact, type TestSandbox } from '../test-support';
import { LOCKOUT_DEFAULTS } from './credential-lockout';
import { officialClientPasswordHash } from './password-forms';

/**
 * Accepting the official client's hashed password beside the plain one does not widen guessing
 * (gateway-contract §1: both forms count alike): every refused request is one failure, whichever
 * form it sent, across the transaction and profile interfaces, and the lockout answers before any
 * password is checked.
 */

const C = CONNECTORS;
let clock = new Date('2026-12-07T09:00:00Z');
let sandbox: TestSandbox;
let n = 0;
const body = () => ({ merchantTransactionId: `lock-${++n}`, transactionToken: 'ix::demo-visa-de', amount: '5.00', currency: 'EUR' });
const user = C.alphaEur.username;
const plainGuess = (i: number) => ({ username: user, password: `guess-${i}` });
const hashedGuess = (i: number) => ({ username: user, password: officialClientPasswordHash(`guess-${i}`) });
const hashedRight = { username: user, password: officialClientPasswordHash(C.alphaEur.password) };

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => clock });
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
  // A fresh connector state each test: the count is per API user and forgets after the window.
  clock = new Date(clock.getTime() + LOCKOUT_DEFAULTS.windowMs + 1000);
});

const guessAlternately = async (count: number) => {
  for (let i = 0; i < count; i++) {
    const credentials = i % 2 === 0 ? plainGuess(i) : hashedGuess(i);
    // Half through the profile interface: one count per API user, not per interface.
    const res = i % 4 < 2 ? await transact(sandbox.app, C.alphaEur, 'debit', body(), { credentials }) : await profileCall(sandbox.app, C.alphaEur, 'getProfile', { customerIdentification: 'x' }, { credentials });
    expect(res.statusCode).toBe(401);
  }
};

describe('the API-user lockout', () => {
  it(`locks after ${LOCKOUT_DEFAULTS.maxFailures} wrong guesses, plain and hashed alike, on both interfaces, and answers 429 even to the right password`, async () => {
    await guessAlternately(LOCKOUT_DEFAULTS.maxFailures);
    const locked = await transact(sandbox.app, C.alphaEur, 'debit', body());
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(LOCKOUT_DEFAULTS.windowMs / 1000));
    expect(locked.json()).toMatchObject({ success: false, errorCode: 1000, errors: [{ errorCode: 1000 }] });
    expect((await transact(sandbox.app, C.alphaEur, 'debit', body(), { credentials: hashedRight })).statusCode).toBe(429);
    expect((await profileCall(sandbox.app, C.alphaEur, 'getProfile', { customerIdentification: 'x' })).statusCode).toBe(429);
    // Another connector's API user is not affected.
    expect((await transact(sandbox.app, C.betaEur, 'debit', body())).statusCode).toBe(200);
    // Once the oldest failure is a window old, the user may try again.
    clock = new Date(clock.getTime() + LOCKOUT_DEFAULTS.windowMs);
    expect((await transact(sandbox.app, C.alphaEur, 'debit', body())).statusCode).toBe(200);
  });

  it('a right password in either form before the limit clears the count', async () => {
    await guessAlternately(LOCKOUT_DEFAULTS.maxFailures - 1);
    expect((await transact(sandbox.app, C.alphaEur, 'debit', body(), { credentials: hashedRight })).statusCode).toBe(200);
    await guessAlternately(LOCKOUT_DEFAULTS.maxFailures - 1);
    expect((await transact(sandbox.app, C.alphaEur, 'debit', body())).statusCode).toBe(200);
  });

  it('a request without credentials is no guess', async () => {
    for (let i = 0; i < LOCKOUT_DEFAULTS.maxFailures + 2; i++) expect((await transact(sandbox.app, C.alphaEur, 'debit', body(), { credentials: null })).statusCode).toBe(401);
    expect((await transact(sandbox.app, C.alphaEur, 'debit', body())).statusCode).toBe(200);
  });
});
