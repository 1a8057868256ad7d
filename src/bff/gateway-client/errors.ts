/** The gateway could not be reached or timed out: the BFF answers 502/504, never a half-done write. */
export class GatewayUnavailableError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Gateway at ${url} is not reachable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'GatewayUnavailableError';
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
  constructor(readonly url: string, cause: unknown) {
    super(`Gateway at ${url} did not answer a write: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'GatewayOutcomeUnknownError';
  }
}

/** The gateway answered with a body that does not match its contract. */
export class GatewayProtocolError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    detail: string,
  ) {
    super(`Gateway at ${url} answered HTTP ${status} with an unexpected body: ${detail}`);
    this.name = 'GatewayProtocolError';
  }
}
