/**
 * Request signing on the transaction interface (gateway-contract §1): `X-Signature` =
 * Base64(HMAC-SHA512(shared secret, the string below)), with an RFC 7231 `Date` header (`X-Date`
 * wins if both are sent). The string is the wire contract both signer (BFF) and verifier (sandbox)
 * must build alike, so it lives here; each side hashes with its own crypto.
 */

/**
 * The body hashes a gateway of this family accepts in the string: SHA-512 (the documented one, and
 * what the BFF sends) and MD5, which the platform's official PHP client uses unless told otherwise
 * (ixopay/php-ixopay 3.19.0, src/Http/CurlClient.php `createSignature`: `$newAlgo ? sha512 : md5`).
 */
export const SIGNATURE_BODY_HASHES = ['sha512', 'md5'] as const;
export type SignatureBodyHash = (typeof SIGNATURE_BODY_HASHES)[number];

export interface SignatureParts {
  method: string;
  /** Lowercase hex of the body's hash (one of SIGNATURE_BODY_HASHES) over its exact bytes. */
  bodyHashHex: string;
  contentType: string;
  date: string;
  /** Path and query exactly as sent: `/api/v3/transaction/<apiKey>/debit`. */
  requestUri: string;
}

export const signatureBase = (parts: SignatureParts): string =>
  [parts.method.toUpperCase(), parts.bodyHashHex, parts.contentType, parts.date, parts.requestUri].join('\n');
