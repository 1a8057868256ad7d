import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_OPERATIONS, ProfileErrorBody } from '@contracts/gateway-profiles';
import { SEED_PROFILES } from '@fixtures/profiles';
import { CONNECTORS } from '@fixtures/world';
import { createTestSandbox, profileCall, type TestSandbox } from '../../test-support';

/**
 * Input mistakes never reach a 500: any body built from the interface's members with values of any
 * JSON type gets a 2xx answer or a 4xx in one of the contract's two failure shapes.
 */

let sandbox: TestSandbox;
const anna = SEED_PROFILES.anna;
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(anna.guid, anna.customerIdentification, anna.instruments[0].transactionUuid, anna.instruments[1].paymentToken, 'CP-0000-0000-0000-0000-0000-0000', '', 'pt::short'),
);
const member = fc.constantFrom('profileGuid', 'customerIdentification', 'transactionUuid', 'createProfileIfNotExists', 'preferredInstrument', 'customerData');
const customerData = fc.dictionary(fc.constantFrom('firstName', 'lastName', 'gender', 'billingCountry', 'extraData', 'nope'), value);
const body = fc.oneof(
  fc.dictionary(member, value),
  fc.record({ profileGuid: fc.constant(anna.guid), customerData }, { requiredKeys: ['profileGuid'] }),
  fc.jsonValue({ maxDepth: 2 }),
);

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(async () => sandbox.close());

describe('profile request bodies', () => {
  it('never answer 5xx, and every failure has a contract shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PROFILE_OPERATIONS), body, async (operation, payload) => {
        await sandbox.reset();
        const res = await profileCall(sandbox.app, CONNECTORS.alphaEur, operation, payload);
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode >= 400) expect(ProfileErrorBody.safeParse(res.json()).success, res.body).toBe(true);
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});
