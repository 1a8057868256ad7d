import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransactionResponse } from '@contracts/gateway-transactions';
import { quoteDcc } from '@domain/dcc/dcc';
import { evaluationContext } from '@domain/routing/evaluation/evaluation-context';
import { CONNECTORS, type SeedConnector } from '@fixtures/world';
import { DCC_MARK_UP_PERCENT } from '../../engine/dcc/dcc-offer';
import { basicAuthHeader } from '../../http/basic-auth';
import { signRequest } from '../../http/signature';
import { createTestSandbox, profileCall, provisioning, transactionRecord, SIGNING_DATE, transact, transacted, type TestSandbox } from '../../test-support';

/** DCC (spec "DCC transaction", contract §4): quote, PENDING_DCC, continue-dcc in either currency. */

const C = CONNECTORS;
let sandbox: TestSandbox;
const RATES = evaluationContext({ baseCurrency: 'EUR' }).rates;
const view = (uuid: string) => transactionRecord(sandbox.app, uuid);
const quoteRequest = (extra: Record<string, unknown> = {}, connector: SeedConnector = C.alphaEur, operation = 'debit') =>
  transacted(sandbox.app, connector, operation, { transactionToken: 'ix::demo-mc-us', amount: '100.00', currency: 'EUR', requestDcc: true, ...extra });
const continueDcc = async (body: Record<string, unknown>, connector: SeedConnector = C.alphaEur) => {
  const res = await transact(sandbox.app, connector, 'continue-dcc', body);
  return { status: res.statusCode, answer: TransactionResponse.parse(res.json()) };
};
const code = (r: { answer: TransactionResponse }) => r.answer.errors?.[0]?.errorCode;

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

describe('requestDcc', () => {
  it('answers PENDING_DCC with the quote and tries no acquirer', async () => {
    const answer = await quoteRequest();
    const expected = quoteDcc({ amount: '100.00', from: 'EUR', to: 'USD', rates: RATES, markUpPercent: DCC_MARK_UP_PERCENT })!;
    expect(answer).toMatchObject({ success: true, returnType: 'PENDING_DCC', paymentMethod: 'Creditcard', dccData: { ...expected, uuid: expect.any(String) } });
    expect(answer.dccData!.uuid).not.toBe(answer.uuid);
    expect(answer.dccData!.disclaimer).toMatch(new RegExp(`${expected.conversionRate}.*3.5 %.*100.00 EUR in the original currency`));
    const record = await view(answer.uuid);
    expect(record).toMatchObject({ status: 'pending-dcc', attempts: [], connectorGuid: null, dcc: { selectedCurrency: null, continuedAt: null } });
  });

  it('proceeds normally when no conversion is possible', async () => {
    const cases: Array<[SeedConnector, Record<string, unknown>]> = [
      [C.alphaEur, { transactionToken: 'ix::demo-visa-de' }], // card in the transaction's currency
      [C.alphaUsd, {}], // DCC off on the connector
      [C.alphaEur, { requestDcc: false }],
      [C.alphaEur, { requestDcc: undefined }],
      [C.alphaEur, { currency: 'XTS' }], // no rate
    ];
    for (const [connector, extra] of cases) {
      const answer = await quoteRequest(extra, connector);
      expect([answer.returnType, answer.dccData], JSON.stringify(extra)).toEqual(['FINISHED', undefined]);
    }
    expect((await quoteRequest({}, C.alphaEur, 'register')).returnType).toBe('FINISHED');
  });

  it('asks the first connector of a meta-connector’s chain', async () => {
    const route = (connector: string, onFail: string[]) => ({ version: '1', tree: { id: null, route: { connector, onFail: onFail.map((c) => ({ connector: c })) } } });
    await provisioning(sandbox.app).post('setConnectorRouting', C.cardRouter.guid, route(C.alphaEur.guid, [C.betaEur.guid]));
    expect((await quoteRequest({}, C.cardRouter)).returnType).toBe('PENDING_DCC');
    await provisioning(sandbox.app).post('setConnectorRouting', C.cardRouter.guid, route(C.betaEur.guid, [C.alphaEur.guid]));
    expect((await quoteRequest({}, C.cardRouter)).returnType).toBe('FINISHED');
  });
});

describe('continue-dcc', () => {
  it('charges the converted amount in the card’s currency (by dccData.uuid)', async () => {
    const pending = await quoteRequest();
    const done = await continueDcc({ continueDccUuid: pending.dccData!.uuid, selectedDccCurrency: 'USD' });
    expect(done).toMatchObject({ status: 200, answer: { success: true, returnType: 'FINISHED', uuid: pending.uuid, dccData: pending.dccData } });
    const record = await view(pending.uuid);
    expect(record).toMatchObject({ status: 'success', amount: pending.dccData!.convertedAmount, currency: 'USD', connectorGuid: C.alphaEur.guid, dcc: { selectedCurrency: 'USD' } });
    expect(record.attempts.map((a) => [a.connectorGuid, a.amount, a.currency])).toEqual([[C.alphaEur.guid, pending.dccData!.convertedAmount, 'USD']]);
  });

  it('charges the original amount when the payer keeps the original currency (by transaction uuid, on the spec’s short path)', async () => {
    const pending = await quoteRequest();
    const res = await sandbox.app.inject({
      method: 'POST', url: `/transaction/${C.alphaEur.apiKey}/continue-dcc`,
      headers: { authorization: basicAuthHeader(C.alphaEur), 'content-type': 'application/json' },
      payload: { continueDccUuid: pending.uuid, selectedDccCurrency: 'EUR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await view(pending.uuid)).toMatchObject({ amount: '100.00', currency: 'EUR', dcc: { selectedCurrency: 'EUR' } });
  });

  it('refuses unknown uuids (1002), transactions not pending DCC (1006) and a currency not offered (1002)', async () => {
    const pending = await quoteRequest();
    expect(code(await continueDcc({ continueDccUuid: 'nope', selectedDccCurrency: 'USD' }))).toBe(1002);
    expect(code(await continueDcc({ continueDccUuid: pending.uuid, selectedDccCurrency: 'USD' }, C.alphaUsd))).toBe(1002);
    for (const selectedDccCurrency of ['GBP', 'usd']) {
      const refused = await continueDcc({ continueDccUuid: pending.uuid, selectedDccCurrency });
      expect([refused.status, code(refused), refused.answer.errors?.[0]?.errorMessage]).toEqual([400, 1002, expect.stringMatching(/^Invalid parameter 'selectedDccCurrency'/)]);
    }
    expect(code(await continueDcc({ continueDccUuid: pending.uuid }))).toBe(1005);
    await continueDcc({ continueDccUuid: pending.uuid, selectedDccCurrency: 'USD' });
    expect(await continueDcc({ continueDccUuid: pending.uuid, selectedDccCurrency: 'USD' })).toMatchObject({ status: 400, answer: { errors: [{ errorCode: 1006 }] } });
    const plain = await quoteRequest({ requestDcc: false });
    expect(code(await continueDcc({ continueDccUuid: plain.uuid, selectedDccCurrency: 'EUR' }))).toBe(1006);
  });

  it('lets exactly one of two simultaneous continues proceed', async () => {
    const pending = await quoteRequest();
    const results = await Promise.all(['USD', 'EUR'].map((selectedDccCurrency) => continueDcc({ continueDccUuid: pending.uuid, selectedDccCurrency })));
    expect(results.map((r) => [r.status, code(r)]).sort()).toEqual([[200, undefined], [400, 1006]]);
    expect((await view(pending.uuid)).attempts).toHaveLength(1);
  });

  it('stores a withRegister instrument in the profile only once the continued transaction succeeds', async () => {
    const pending = await quoteRequest({ withRegister: true, customerProfileData: { customerIdentification: 'cust-dcc' } });
    expect(pending.customerProfileData).toBeUndefined();
    expect((await profileCall(sandbox.app, C.alphaEur, 'getProfile', { customerIdentification: 'cust-dcc' })).json()).toMatchObject({ profileExists: false });
    const done = await continueDcc({ continueDccUuid: pending.uuid, selectedDccCurrency: 'USD' });
    expect(done.answer.customerProfileData).toMatchObject({ customerIdentification: 'cust-dcc', paymentToken: expect.stringMatching(/^pt::/) });
    expect((await profileCall(sandbox.app, C.alphaEur, 'getProfile', { customerIdentification: 'cust-dcc' })).json()).toMatchObject({ paymentInstruments: [{ paymentToken: done.answer.customerProfileData!.paymentToken }] });
  });

  it('checks the signature over the path as sent (the GBP connector requires signing)', async () => {
    const url = `/transaction/${C.betaGbp.apiKey}/continue-dcc`;
    const payload = JSON.stringify({ continueDccUuid: 'nope', selectedDccCurrency: 'GBP' });
    const headers = { authorization: basicAuthHeader(C.betaGbp), 'content-type': 'application/json', date: SIGNING_DATE };
    const sign = (requestUri: string) => signRequest(C.betaGbp.sharedSecret, { method: 'POST', body: payload, contentType: 'application/json', date: SIGNING_DATE, requestUri });
    const wrong = await sandbox.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'x-signature': sign(`/api/v3${url}`) } });
    expect(TransactionResponse.parse(wrong.json()).errors?.[0]?.errorCode).toBe(1004);
    const right = await sandbox.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'x-signature': sign(url) } });
    expect(TransactionResponse.parse(right.json()).errors?.[0]?.errorCode).toBe(1002);
  });
});

describe('the charged amount after continue', () => {
  it('is the quote’s amount in the chosen currency (property)', async () => {
    const cards = [['ix::demo-mc-us', 'USD'], ['ix::demo-amex-gb', 'GBP']] as const;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 99_999_999 }), fc.constantFrom(...cards), fc.boolean(), async (cents, [token, cardCurrency], convert) => {
        const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const pending = await quoteRequest({ transactionToken: token, amount });
        const quote = quoteDcc({ amount, from: 'EUR', to: cardCurrency, rates: RATES, markUpPercent: DCC_MARK_UP_PERCENT })!;
        expect(pending.dccData).toMatchObject(quote);
        const selected = convert ? cardCurrency : 'EUR';
        await continueDcc({ continueDccUuid: pending.dccData!.uuid, selectedDccCurrency: selected });
        const record = await view(pending.uuid);
        expect([record.amount, record.currency]).toEqual([convert ? quote.convertedAmount : amount, selected]);
      }),
      { numRuns: 15 },
    );
  });
});
