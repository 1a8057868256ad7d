import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionResponse } from '@contracts/gateway-transactions';
import { SEED_PROFILES } from '@fixtures/profiles';
import { CONNECTORS } from '@fixtures/world';
import { createTestSandbox, transact, type TestSandbox } from '../../test-support';

/**
 * Input mistakes never reach a 500 on the transaction interface either: bodies mixing the members of
 * every operation (profiles, DCC, follow-ups) with values of any JSON type get a contract answer.
 */

let sandbox: TestSandbox;
const anna = SEED_PROFILES.anna;
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('ix::demo-visa-de', 'ix::demo-mc-us', anna.instruments[0].paymentToken, anna.instruments[0].transactionUuid, anna.guid, 'EUR', 'USD', '10.00', '0', true),
);
const profileData = fc.dictionary(fc.constantFrom('profileGuid', 'customerIdentification', 'markAsPreferred'), value);
const body = fc.record(
  {
    merchantTransactionId: fc.oneof(fc.constant('fuzz'), fc.string({ maxLength: 3 })),
    transactionToken: value,
    amount: value,
    currency: value,
    referenceUuid: value,
    withRegister: value,
    requestDcc: value,
    customerProfileData: fc.oneof(profileData, value),
    continueDccUuid: value,
    selectedDccCurrency: value,
  },
  { requiredKeys: [] },
);
const operation = fc.constantFrom('debit', 'preauthorize', 'register', 'capture', 'void', 'refund', 'deregister', 'continue-dcc');

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(async () => sandbox.close());

describe('transaction request bodies', () => {
  it('never answer 5xx, and every answer has the contract’s transaction shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(CONNECTORS.alphaEur, CONNECTORS.cardRouter), operation, body, async (connector, op, payload) => {
        await sandbox.reset();
        const res = await transact(sandbox.app, connector, op, payload);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(TransactionResponse.safeParse(res.json()).success, res.body).toBe(true);
      }),
      { numRuns: 120 },
    );
  }, 120_000);
});
