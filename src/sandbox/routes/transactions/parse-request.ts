import type { z } from 'zod';
import {
  requestSchemaOf, TRANSACTION_ERROR_CODES as CODES, type PaymentRequest, type RegisterRequest, type RoutedOperation,
} from '../../../contracts/gateway-transactions';
import { TransactionFailure } from '../../http/transaction-errors';

const invalidRequest = (message: string) => new TransactionFailure(400, CODES.invalidRequest, `Invalid request: ${message}`);

/** The raw body as JSON: an empty, non-JSON or non-object body is 1001 (the signature was checked on the raw bytes first). */
export const parseJsonBody = (raw: Uint8Array): Record<string, unknown> => {
  const text = Buffer.from(raw).toString('utf8');
  if (text.trim() === '') throw invalidRequest('the body is empty, expected a JSON object');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidRequest('the body is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidRequest('the body must be a JSON object');
  return value as Record<string, unknown>;
};

const valueAt = (body: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), body);

/**
 * The body against the contract's schema. The first problem is answered, naming its field: a member
 * that is absent is 1005 "mandatory parameter missing", one that is present but wrong is 1002.
 */
export const parseTransactionRequest = (operation: RoutedOperation, body: Record<string, unknown>): PaymentRequest | RegisterRequest => {
  const result = (requestSchemaOf(operation) as z.ZodType<PaymentRequest | RegisterRequest>).safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  if (valueAt(body, issue.path) === undefined) throw new TransactionFailure(400, CODES.missingParameter, `Mandatory parameter '${field}' missing`);
  throw new TransactionFailure(400, CODES.invalidParameter, `Invalid parameter '${field}': ${issue.message}`);
};
