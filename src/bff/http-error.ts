import type { ApiError } from '@contracts/bff-api';

/** An expected failure with a status and a stable code; the error handler turns it into the one ApiError shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Omit<ApiError['error'], 'code' | 'message'> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
