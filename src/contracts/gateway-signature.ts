/**
 * Request signing on the transaction interface (gateway-contract §1): `X-Signature` =
 * Base64(HMAC-SHA512(shared secret, the string below)), with an RFC 7231 `Date` header (`X-Date`
 * wins if both are sent). The string is the wire contract both signer (BFF) and verifier (sandbox)
 * must build alike, so it lives here; each side hashes with its own crypto.
 */
export interface SignatureParts {
  method: string;
  /** hex(SHA512(body)) of the body's exact bytes. */
  bodySha512Hex: string;
  contentType: string;
  date: string;
  /** Path and query exactly as sent: `/api/v3/transaction/<apiKey>/debit`. */
  requestUri: string;
}

export const signatureBase = (parts: SignatureParts): string =>
  [parts.method.toUpperCase(), parts.bodySha512Hex, parts.contentType, parts.date, parts.requestUri].join('\n');
