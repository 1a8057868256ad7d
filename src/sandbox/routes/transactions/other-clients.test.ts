import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransactionResponse } from '@contracts/gateway-transactions';
import { CONNECTORS, type SeedConnector } from '@fixtures/world';
import { phpJsonEncode } from '../../official-client-test-kit';
import { createTestSandbox, type TestSandbox } from '../../test-support';

/**
 * Issue 42, item 5: the platform's Magento 2 plugin (ixopay/pgc-magento2), reproduced from reading
 * it (none of its code copied): Pgc/Services/Service.php sends JSON through Guzzle's `json` option
 * (PHP `json_encode`, default flags) to `/api/v3/transaction/<apiKey>/<operation>` with Basic auth
 * of the plain password and, when signing is on, `X-Signature` and a `Date` header only (no
 * X-Date); Pgc/Helper/Data.php getXSignatureData signs `POST\nmd5(json_encode(body))\napplication/json;
 * charset=utf-8\n<date>\n<path>` with HMAC-SHA512, the date written `%a, %d %b %Y %H:%M:%S UTC`;
 * Pgc/Gateway/Request/*.php build the bodies (a customer without a company sends `company: null`).
 * The Java client and the WooCommerce plugin's transactions use the older XML API, which the
 * sandbox does not serve (docs/sandbox-gateway.md, "Other public clients").
 */

const C = CONNECTORS;
const NOW = new Date('2026-12-07T09:14:23Z');
const DATE = 'Mon, 07 Dec 2026 09:14:23 UTC';
let sandbox: TestSandbox;
let order = 100_000;

beforeAll(async () => {
  sandbox = await createTestSandbox({ now: () => NOW });
}, 60_000);
afterAll(async () => sandbox.close());
beforeEach(async () => sandbox.reset());

/** Service::authorize / debit / capture / void / refund with the signature flag on. */
const magento = async (connector: SeedConnector, operation: string, body: Record<string, unknown>) => {
  const path = `/api/v3/transaction/${connector.apiKey}/${operation}`;
  const payload = phpJsonEncode(body);
  const signed = ['POST', createHash('md5').update(payload).digest('hex'), 'application/json; charset=utf-8', DATE, path].join('\n');
  const res = await sandbox.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: {
      authorization: `Basic ${Buffer.from(`${connector.username}:${connector.password}`).toString('base64')}`,
      'content-type': 'application/json; charset=utf-8',
      accept: 'application/json',
      'x-source-platform': 'magento',
      'x-sdk-type': 'Magento2',
      'x-sdk-version': '1.0.0',
      'x-sdk-platformversion': '2.4.6',
      'x-signature': createHmac('sha512', connector.sharedSecret).update(signed).digest('base64'),
      date: DATE,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return TransactionResponse.parse(res.json());
};

/** AuthorizationRequest + CustomerDataBuilder + ExtraDataBuilder + PaymentDataBuilder. */
const payment = (currency: string) => ({
  merchantTransactionId: String(++order),
  amount: '49.90',
  currency,
  successUrl: 'https://shop.example/pgc/payment/redirect?status=success',
  cancelUrl: 'https://shop.example/pgc/payment/redirect?status=cancel',
  errorUrl: 'https://shop.example/pgc/payment/redirect?status=error',
  callbackUrl: 'https://shop.example/pgc/payment/callback',
  transactionIndicator: 'SINGLE',
  customer: { identification: '42', email: 'zoe@example.com', firstName: 'Zoë', lastName: 'Brandt', company: null },
  extraData: { countryCode: 'AT' },
  transactionToken: 'ix::demo-visa-de',
});

describe('the Magento 2 plugin', () => {
  it('authorize, capture, void, debit and refund: plain password, MD5 signature with Date only, company null', async () => {
    const gbp = C.betaGbp;
    const authorized = await magento(gbp, 'preauthorize', payment('GBP'));
    expect(authorized).toMatchObject({ success: true, returnType: 'FINISHED' });
    const captured = await magento(gbp, 'capture', { merchantTransactionId: `${order}-capture-2026-12-07 09:14:23`, amount: '49.90', referenceUuid: authorized.uuid, currency: 'GBP' });
    expect(captured).toMatchObject({ success: true });
    const second = await magento(gbp, 'preauthorize', payment('GBP'));
    expect(await magento(gbp, 'void', { merchantTransactionId: `${order}-void-2026-12-07`, referenceUuid: second.uuid })).toMatchObject({ success: true });
    const debited = await magento(C.alphaEur, 'debit', payment('EUR'));
    expect(debited).toMatchObject({ success: true, returnType: 'FINISHED' });
    const refund = { merchantTransactionId: `${order}-refund-2026-12-07`, amount: '10.00', currency: 'EUR', referenceUuid: debited.uuid, callbackUrl: 'https://shop.example/pgc/payment/callback' };
    expect(await magento(C.alphaEur, 'refund', refund)).toMatchObject({ success: true });
  });

  it('a null customer member is read as absent; a null elsewhere stays refused', async () => {
    const path = `/api/v3/transaction/${C.alphaEur.apiKey}/debit`;
    const refused = await sandbox.app.inject({
      method: 'POST', url: path, payload: JSON.stringify({ ...payment('EUR'), description: null }),
      headers: { authorization: `Basic ${Buffer.from(`${C.alphaEur.username}:${C.alphaEur.password}`).toString('base64')}`, 'content-type': 'application/json' },
    });
    expect({ status: refused.statusCode, code: (refused.json() as { errorCode: number }).errorCode }).toEqual({ status: 400, code: 1002 });
  });
});
