/** The gateway could not be reached or timed out: the BFF answers 502/504, never a half-done write. */
export class GatewayUnavailableError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Gateway at ${url} is not reachable: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'GatewayUnavailableError';
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
