import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { signatureBase, SIGNATURE_BODY_HASHES, type SignatureBodyHash } from '@contracts/gateway-signature';

/**
 * Request signing (gateway-contract §1): `X-Signature` = Base64(HMAC-SHA512(shared secret,
 * `METHOD\nhex(hash(body))\nContent-Type\nDate\nRequestURI`)), `X-Date` winning over `Date`, the
 * body hashed with SHA-512 or, as the official PHP client does by default, MD5. The date is signed
 * as sent, whatever its form: RFC 7231's `… GMT` or the PHP client's `… UTC` alike.
 */
export interface SignedParts {
  method: string;
  body: string | Uint8Array;
  contentType: string;
  date: string;
  /** Path and query exactly as sent: `/api/v3/transaction/<apiKey>/debit`. */
  requestUri: string;
}

export const signRequest = (sharedSecret: string, parts: SignedParts, bodyHash: SignatureBodyHash = 'sha512'): string => {
  const bodyHashHex = createHash(bodyHash).update(parts.body).digest('hex');
  return createHmac('sha512', sharedSecret).update(signatureBase({ ...parts, bodyHashHex })).digest('base64');
};

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Why a request's signature does not hold, or undefined when it does (or when none is needed).
 * A signature that is sent is always checked, also where the connector does not require one: the
 * platform says it "will attempt to verify" the signatures merchants send, and its connector
 * setting only forces signing (docs/sandbox-gateway.md, "Request signing"). So a client that signs
 * wrongly learns it before signing is switched on, and one that signs rightly (the official client
 * always signs) is never refused for it.
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
  const parts = { method: request.method, body, contentType: header(request.headers, 'content-type') ?? '', date, requestUri: request.url };
  // Every accepted body hash is tried (no early exit), so the time taken does not tell which one was near.
  const matches = SIGNATURE_BODY_HASHES.map((hash) => sameText(signRequest(connector.sharedSecret, parts, hash), sent.trim()));
  return matches.includes(true) ? undefined : 'Signature invalid';
};
