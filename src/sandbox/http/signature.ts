import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { signatureBase } from '@contracts/gateway-signature';

/**
 * Request signing (gateway-contract §1): `X-Signature` = Base64(HMAC-SHA512(shared secret,
 * `METHOD\nhex(SHA512(body))\nContent-Type\nDate\nRequestURI`)), `X-Date` winning over `Date`.
 */
export interface SignedParts {
  method: string;
  body: string | Uint8Array;
  contentType: string;
  date: string;
  /** Path and query exactly as sent: `/api/v3/transaction/<apiKey>/debit`. */
  requestUri: string;
}

export const signRequest = (sharedSecret: string, parts: SignedParts): string => {
  const bodySha512Hex = createHash('sha512').update(parts.body).digest('hex');
  return createHmac('sha512', sharedSecret).update(signatureBase({ ...parts, bodySha512Hex })).digest('base64');
};

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Why a request's signature does not hold, or undefined when it does (or when none is needed).
 * A signature that is sent is always checked, also where the connector does not require one: a
 * client that signs wrongly should learn it before it switches signing on.
 */
export const signatureProblem = (
  connector: { sharedSecret: string; signingRequired: boolean },
  request: { method: string; url: string; headers: Headers },
  body: Uint8Array,
): string | undefined => {
  const sent = header(request.headers, 'x-signature');
  if (sent === undefined) return connector.signingRequired ? 'Signature missing: this connector requires signed requests (X-Signature)' : undefined;
  const date = header(request.headers, 'x-date') ?? header(request.headers, 'date');
  if (date === undefined) return 'Signature invalid: the Date (or X-Date) header it signs is missing';
  const expected = signRequest(connector.sharedSecret, {
    method: request.method,
    body,
    contentType: header(request.headers, 'content-type') ?? '',
    date,
    requestUri: request.url,
  });
  const a = Buffer.from(expected);
  const b = Buffer.from(sent.trim());
  return a.length === b.length && timingSafeEqual(a, b) ? undefined : 'Signature invalid';
};
