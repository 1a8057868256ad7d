import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * What the platform's official PHP client (`ixopay/php-ixopay` 3.19.0, MIT) puts on the wire and how
 * it reads the answers, reproduced in TypeScript from reading its source, so the sandbox's tests can
 * send exactly that. No code of the client is copied; each part names the file it follows:
 * - src/Client.php: `hashPassword` (SHA-1 ten times, lowercase hex), `sendJsonApiRequest` (URL =
 *   gateway URL + path, body `json_encode`d), `signAndSendJson` (always signs, then Basic auth with
 *   the hashed password), `validateStatusCode` (429, then any status ≥ 400 read from top-level
 *   `errorMessage` (or `message`) and `errorCode`, else "Request failed" with code 0), the profile
 *   getters (200 with `success` or `profileExists` → GetProfileResponse, else ErrorResponse).
 * - src/Http/CurlClient.php: `signJson` / `getSignRequestData` / `createSignature` (content type
 *   `application/json; charset=utf-8`, date `D, d M Y H:i:s T` in UTC, i.e. ending in `UTC`, both
 *   `Date` and `X-Date`, signed string `POST\nmd5(body)\ncontent type\ndate\npath`), `send` (the
 *   X-SDK-* headers).
 * - src/Json/JsonGenerator.php: member order of each transaction body and `purgeNullValues`
 *   (null, '' and empty arrays dropped, false kept).
 * - src/Json/JsonParser.php `parseTransactionResult`, `parseReturnData`, `parseError`;
 *   src/Json/DataObject.php `_populateFromResponse` and its `_typeMap`.
 */

export const OFFICIAL_CLIENT_VERSION = '3.19.0';
const CONTENT_TYPE = 'application/json; charset=utf-8';

export interface ClientCredentials {
  apiKey: string;
  username: string;
  password: string;
  sharedSecret: string;
}

/** Client::hashPassword. */
export const phpClientPassword = (password: string): string => {
  let hashed = password;
  for (let i = 0; i < 10; i++) hashed = createHash('sha1').update(hashed).digest('hex');
  return hashed;
};

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** PHP's `format('D, d M Y H:i:s T')` of a DateTime in UTC: `Mon, 07 Dec 2026 09:14:23 UTC`. */
export const phpClientDate = (d: Date): string =>
  `${DAYS[d.getUTCDay()]}, ${two(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} UTC`;

/** PHP's `json_encode` with default flags: `/` escaped as `\/`, every non-ASCII UTF-16 unit as `\uxxxx`. */
export const phpJsonEncode = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll('/', '\\/')
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** JsonGenerator::purgeNullValues: children first, then null, '' and empty arrays (lists and maps) go; false stays. */
export const purgeNullValues = (value: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const purged = v && typeof v === 'object' && !Array.isArray(v) ? purgeNullValues(v as Record<string, unknown>) : v;
    const empty = purged === null || purged === undefined || purged === '' || (Array.isArray(purged) && purged.length === 0) || (typeof purged === 'object' && purged !== null && Object.keys(purged).length === 0);
    if (!empty) out[k] = purged;
  }
  return out;
};

/** What a test sets on the client's transaction objects (setters of Debit, Capture, …); anything unset is sent as the generator's null, then purged. */
export interface ClientTransaction {
  merchantTransactionId: string;
  referenceUuid?: string;
  amount?: string;
  currency?: string;
  transactionToken?: string;
  description?: string;
  successUrl?: string;
  cancelUrl?: string;
  errorUrl?: string;
  callbackUrl?: string;
  withRegister?: boolean;
  transactionIndicator?: string;
  extraData?: Record<string, string>;
  customer?: Record<string, unknown>;
  customerProfileData?: { profileGuid?: string; customerIdentification?: string; markAsPreferred?: boolean };
  requestDcc?: boolean;
}

/** JsonGenerator::createCustomer, in its member order (the fields a test may set). */
const customerBody = (c: Record<string, unknown> | undefined) =>
  c && {
    identification: c.identification, firstName: c.firstName, lastName: c.lastName, birthDate: c.birthDate, gender: c.gender,
    billingAddress1: c.billingAddress1, billingAddress2: c.billingAddress2, billingCity: c.billingCity, billingPostcode: c.billingPostcode,
    billingState: c.billingState, billingCountry: c.billingCountry, billingPhone: c.billingPhone, company: c.company, email: c.email,
    emailVerified: c.emailVerified, ipAddress: c.ipAddress, nationalId: c.nationalId, extraData: c.extraData, paymentData: null,
  };

const profileData = (p: ClientTransaction['customerProfileData']) => p && { profileGuid: p.profileGuid, customerIdentification: p.customerIdentification, markAsPreferred: p.markAsPreferred };

/** JsonGenerator::generateTransaction for the calls the client offers and the sandbox serves. */
export const phpTransactionBody = (method: 'debit' | 'preauthorize' | 'capture' | 'void' | 'register' | 'deregister' | 'refund', t: ClientTransaction): Record<string, unknown> => {
  const common = { merchantTransactionId: t.merchantTransactionId, additionalId1: null, additionalId2: null, extraData: t.extraData ?? [], merchantMetaData: null };
  const specific: Record<string, unknown> = {
    debit: () => ({
      referenceUuid: t.referenceUuid, amount: t.amount ?? '', currency: t.currency, successUrl: t.successUrl, cancelUrl: t.cancelUrl, errorUrl: t.errorUrl,
      callbackUrl: t.callbackUrl, transactionToken: t.transactionToken, description: t.description, items: null, splits: null, withRegister: t.withRegister ?? false,
      transactionIndicator: t.transactionIndicator, customer: customerBody(t.customer), schedule: null, customerProfileData: profileData(t.customerProfileData),
      threeDSecureData: null, language: null, referenceSchemeTransactionIdentifier: null, surchargeAmount: null, recipientAccountReferenceUuid: null,
      ...(t.requestDcc ? { requestDcc: true } : {}),
    }),
    capture: () => ({ referenceUuid: t.referenceUuid, amount: t.amount ?? '', currency: t.currency, items: null, splits: null, ...(t.description ? { description: t.description } : {}) }),
    void: () => ({ amount: t.amount ?? '', currency: t.currency, referenceUuid: t.referenceUuid, description: t.description }),
    register: () => ({
      successUrl: t.successUrl, cancelUrl: t.cancelUrl, errorUrl: t.errorUrl, callbackUrl: t.callbackUrl, transactionToken: t.transactionToken, description: t.description,
      transactionIndicator: t.transactionIndicator, customer: customerBody(t.customer), schedule: null, customerProfileData: profileData(t.customerProfileData), threeDSecureData: null, language: null,
    }),
    deregister: () => ({ referenceUuid: t.referenceUuid, transactionToken: t.transactionToken, tokenType: null }),
    refund: () => ({ referenceUuid: t.referenceUuid, amount: t.amount ?? '', currency: t.currency, callbackUrl: t.callbackUrl, transactionToken: t.transactionToken, description: t.description, items: null, splits: null }),
  };
  const build = (method === 'preauthorize' ? specific.debit : specific[method]) as () => Record<string, unknown>;
  return purgeNullValues({ ...common, ...build() });
};

export interface ClientRequest {
  url: string;
  headers: Record<string, string>;
  payload: string;
}

/** Client::sendJsonApiRequest → signAndSendJson → CurlClient::signJson + post: every request signed, MD5 body hash, hashed password. */
export const phpClientRequest = (c: ClientCredentials, path: string, data: unknown, now: Date): ClientRequest => {
  const url = `/${path.replace('[API_KEY]', c.apiKey)}`;
  const payload = phpJsonEncode(data);
  const date = phpClientDate(now);
  const signed = ['POST', createHash('md5').update(payload).digest('hex'), CONTENT_TYPE, date, url].join('\n');
  return {
    url,
    payload,
    headers: {
      date,
      'x-date': date,
      'x-signature': createHmac('sha512', c.sharedSecret).update(signed).digest('base64'),
      'content-type': CONTENT_TYPE,
      'x-sdk-type': 'Gateway PHP Client',
      'x-sdk-version': OFFICIAL_CLIENT_VERSION,
      'x-sdk-platformversion': '8.3.14',
      authorization: `Basic ${Buffer.from(`${c.username}:${phpClientPassword(c.password)}`).toString('base64')}`,
    },
  };
};

/** The client's paths (Client.php constants), and the two the client lacks, sent through its transport the same way. */
export const CLIENT_PATHS = {
  transaction: (method: string) => `api/v3/transaction/[API_KEY]/${method}`,
  profile: (operation: string) => `api/v3/customerProfiles/[API_KEY]/${operation}`,
} as const;

/** Thrown like the client's exceptions out of validateStatusCode. */
export class ClientError extends Error {
  constructor(
    readonly kind: 'GeneralErrorException' | 'RateLimitException' | 'TimeoutException',
    message: string,
    readonly code: number | string,
  ) {
    super(message);
  }
}

/** Client::validateStatusCode. */
const validateStatusCode = (status: number, headers: Record<string, unknown>, body: string): void => {
  if (status === 504 || status === 522) throw new ClientError('TimeoutException', 'Request timed-out', 0);
  if (status === 429) {
    const retry = headers['retry-after'];
    throw new ClientError('RateLimitException', `Too many requests${retry ? ` | Retry-After: ${String(retry)} seconds` : ''}`, 0);
  }
  if (status >= 400) {
    let json: Record<string, unknown> | null = null;
    try {
      json = JSON.parse(body) as Record<string, unknown>;
    } catch {
      json = null;
    }
    const message = json?.errorMessage ?? json?.message ?? 'Request failed';
    throw new ClientError('GeneralErrorException', String(message), (json?.errorCode as number | string | undefined) ?? 0);
  }
};

/** Sends through the client's transport; throws the client's exceptions; the body as text. */
export const sendAsOfficialClient = async (app: FastifyInstance, c: ClientCredentials, path: string, data: unknown, now = new Date()): Promise<string> => {
  const request = phpClientRequest(c, path, data, now);
  const res = await app.inject({ method: 'POST', url: request.url, headers: request.headers, payload: request.payload });
  validateStatusCode(res.statusCode, res.headers, res.body);
  return res.body;
};

// PHP's isset(): present and not null; `?:` treats '', 0, '0', false and null as empty.
const isset = (o: Record<string, unknown> | undefined, k: string) => o !== undefined && o[k] !== undefined && o[k] !== null;
const arrGet = (o: Record<string, unknown> | undefined, k: string) => (isset(o, k) ? o![k] : null);
const elvis = (a: unknown, b: unknown) => (a === null || a === undefined || a === '' || a === 0 || a === '0' || a === false ? b : a);

export interface ClientResultError {
  message: unknown;
  code: unknown;
  adapterMessage: unknown;
  adapterCode: unknown;
}

/** The client's Result as a test reads it (JsonParser::parseTransactionResult). */
export interface ClientResult {
  success: boolean;
  uuid: unknown;
  purchaseId: unknown;
  returnType: unknown;
  redirectUrl: unknown;
  errors: ClientResultError[];
  /** parseReturnData: a typed object for cardData (with binDigits falling back to firstSixDigits), null for an unknown `_TYPE`. */
  returnData: Record<string, unknown> | null;
  customerProfileData: { profileGuid: unknown; customerIdentification: unknown; paymentToken: unknown } | null;
}

const parseError = (e: Record<string, unknown>): ClientResultError => ({
  message: elvis(arrGet(e, 'errorMessage'), arrGet(e, 'message')),
  code: elvis(arrGet(e, 'errorCode'), arrGet(e, 'code')),
  adapterMessage: arrGet(e, 'adapterMessage'),
  adapterCode: arrGet(e, 'adapterCode'),
});

const parseReturnData = (r: Record<string, unknown>): Record<string, unknown> | null => {
  if (r._TYPE !== 'cardData') return null;
  const picked = Object.fromEntries(
    ['type', 'firstName', 'lastName', 'country', 'cardHolder', 'expiryMonth', 'expiryYear', 'lastFourDigits', 'fingerprint', 'binBrand', 'binBank', 'binType', 'binLevel', 'binCountry', 'threeDSecure', 'eci', 'schemeTransactionIdentifier'].map((k) => [k, arrGet(r, k)]),
  );
  return { class: 'CreditcardData', ...picked, binDigits: arrGet(r, 'binDigits') || arrGet(r, 'firstSixDigits') };
};

/** JsonParser::parseTransactionResult: a top-level errorMessage is the whole answer (one error, nothing else). */
export const parseAsOfficialClient = (body: string): ClientResult => {
  const json = JSON.parse(body) as Record<string, unknown>;
  const empty = { uuid: null, purchaseId: null, returnType: null, redirectUrl: null, returnData: null, customerProfileData: null };
  if (isset(json, 'errorMessage')) return { success: false, ...empty, errors: [{ message: arrGet(json, 'errorMessage'), code: arrGet(json, 'errorCode'), adapterMessage: null, adapterCode: null }] };
  const profile = arrGet(json, 'customerProfileData') as Record<string, unknown> | null;
  return {
    success: json.success === true,
    uuid: arrGet(json, 'uuid'),
    purchaseId: arrGet(json, 'purchaseId'),
    returnType: arrGet(json, 'returnType'),
    redirectUrl: arrGet(json, 'redirectUrl'),
    errors: isset(json, 'errors') ? (json.errors as Record<string, unknown>[]).map(parseError) : [],
    returnData: isset(json, 'returnData') ? parseReturnData(json.returnData as Record<string, unknown>) : null,
    customerProfileData: profile ? { profileGuid: arrGet(profile, 'profileGuid'), customerIdentification: arrGet(profile, 'customerIdentification'), paymentToken: arrGet(profile, 'paymentToken') } : null,
  };
};

/** DataObject::$_typeMap of 3.19.0 (no entry for `paymentData.card`: such objects stay plain DataObjects there). */
const TYPE_MAP: Record<string, string> = {
  customerData: 'CustomerData',
  paymentInstrument: 'PaymentInstrument',
  'paymentData.iban': 'IbanData',
  'paymentData.wallet': 'WalletData',
  threeDSecureData: 'ThreeDSecureData',
};

/** A populated DataObject: the PHP class the client chose by `_TYPE`, and its members (every member, `_TYPE` included). */
export interface ClientObject {
  class: string;
  data: Record<string, unknown>;
}

const classOf = (o: Record<string, unknown>) => (typeof o._TYPE === 'string' && o._TYPE !== '' && TYPE_MAP[o._TYPE]) || 'DataObject';
const isJsonObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** DataObject::_populateFromResponse over json_decode's objects (arrays of objects mapped element by element). */
export const populateAsOfficialClient = (json: Record<string, unknown>, cls = 'DataObject'): ClientObject => {
  const data: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(json)) {
    if (Array.isArray(v)) data[k] = v.map((x) => (isJsonObject(x) ? populateAsOfficialClient(x, classOf(x)) : x));
    else if (isJsonObject(v)) data[k] = populateAsOfficialClient(v, classOf(v));
    else data[k] = v;
  }
  return { class: cls, data };
};

/** Client::getCustomerProfileBy… / update… / delete…: the response class it builds from an answer it did not throw on. */
export const profileResponseAsOfficialClient = (body: string, operation: 'getProfile' | 'updateProfile' | 'deleteProfile'): ClientObject => {
  const json = JSON.parse(body) as Record<string, unknown>;
  const ok = operation === 'getProfile' ? json.success === true || isset(json, 'profileExists') : json.success === true;
  if (ok) return populateAsOfficialClient(json, { getProfile: 'GetProfileResponse', updateProfile: 'UpdateProfileResponse', deleteProfile: 'DeleteProfileResponse' }[operation]);
  if (json.success !== true) return populateAsOfficialClient(json, 'ErrorResponse');
  throw new Error(`Invalid response received: ${body}`);
};

