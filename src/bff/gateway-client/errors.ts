/**
 * A gateway URL as error messages (and so logs and stored job errors) may carry it: the transaction
 * API takes the connector's API key as a path segment (`/api/v3/transaction/{apiKey}/debit`), which
 * must never be written down (issue 44). The raw URL stays on the error's `url` for the code.
 */
export const redactedUrl = (url: string): string => url.replace(/(\/transaction\/)[^/?#]+/, '$1[API key]');

/** The raw URL for the code, not enumerable: a logger serialising the error (pino's `err`) writes enumerable properties. */
const keepUnlogged = (error: Error, url: string) => Object.defineProperty(error, 'url', { value: url, enumerable: false });

/** The gateway could not be reached or timed out: the BFF answers 502/504, never a half-done write. */
export class GatewayUnavailableError extends Error {
  declare readonly url: string;
  constructor(url: string, cause: unknown) {
    super(`Gateway at ${redactedUrl(url)} is not reachable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'GatewayUnavailableError';
    keepUnlogged(this, url);
  }
}

// Failures at connect time: the request never left, so the gateway cannot have acted on it.
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Whether a failed call may still have reached the gateway (a timeout or a dropped connection after sending). */
export const mayHaveReachedGateway = (error: GatewayUnavailableError): boolean => {
  const code = (error.cause as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return !(typeof code === 'string' && NOT_SENT.has(code));
};

/**
 * A write (a transaction, a profile change) whose answer never came although the request may have
 * been delivered: the gateway may have carried it out. Saying "nothing was changed" would be false,
 * and a blind retry could charge twice.
 */
export class GatewayOutcomeUnknownError extends Error {
  declare readonly url: string;
  constructor(url: string, cause: unknown) {
    super(`Gateway at ${redactedUrl(url)} did not answer a write: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'GatewayOutcomeUnknownError';
    keepUnlogged(this, url);
  }
}

/** The gateway answered with a body that does not match its contract. */
export class GatewayProtocolError extends Error {
  declare readonly url: string;
  constructor(
    url: string,
    readonly status: number,
    detail: string,
  ) {
    super(`Gateway at ${redactedUrl(url)} answered HTTP ${status} with an unexpected body: ${detail}`);
    this.name = 'GatewayProtocolError';
    keepUnlogged(this, url);
  }
}
