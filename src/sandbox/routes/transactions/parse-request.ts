import type { z } from 'zod';
import { TRANSACTION_ERROR_CODES as CODES } from '../../../contracts/gateway-transactions';
import { parseFields, problemMessage } from '../../http/field-problem';
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

/**
 * The body against the contract's schema. The first problem is answered, naming its field: a member
 * that is absent is 1005 "mandatory parameter missing", one that is present but wrong is 1002.
 */
export const parseTransactionRequest = <T>(schema: z.ZodType<T>, body: Record<string, unknown>): T => {
  const { data, problem } = parseFields(schema, body);
  if (problem) throw new TransactionFailure(400, problem.missing ? CODES.missingParameter : CODES.invalidParameter, problemMessage(problem));
  return data;
};
