import type { z } from 'zod';
import { TRANSACTION_ERROR_CODES as CODES } from '@contracts/gateway-transactions';
import { parseFields, problemMessage } from '../../engine/field-problem';
import { readJsonBody, TOO_DEEP, unstorableMessage } from '../../http/json-body';
import { TransactionFailure } from '../../engine/transaction-failure';

const invalidRequest = (message: string) => new TransactionFailure(400, CODES.invalidRequest, `Invalid request: ${message}`);

/** The raw body as JSON: an empty, non-JSON or non-object body is 1001 (the signature was checked on the raw bytes first). */
export const parseJsonBody = (raw: Uint8Array): Record<string, unknown> => {
  const read = readJsonBody(Buffer.from(raw).toString('utf8'));
  if (!read.ok) {
    if (read.problem === 'empty') throw invalidRequest('the body is empty, expected a JSON object');
    if (read.problem === 'too-deep') throw invalidRequest(TOO_DEEP);
    if (read.problem !== 'unstorable') throw invalidRequest('the body is not JSON');
    throw new TransactionFailure(400, read.field.length ? CODES.invalidParameter : CODES.invalidRequest, unstorableMessage(read.field, '.'));
  }
  const value = read.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidRequest('the body must be a JSON object');
  return value as Record<string, unknown>;
};

/**
 * A `customer` member written as JSON null is read as absent: the platform's Magento 2 plugin
 * (ixopay/pgc-magento2, Pgc/Gateway/Request/CustomerDataBuilder.php) sends `company: null` for
 * every billing address without a company, so the real gateway takes it. Other nulls stay refused.
 */
const withoutNullCustomerMembers = (body: Record<string, unknown>): Record<string, unknown> => {
  const customer = body.customer;
  if (!customer || typeof customer !== 'object' || Array.isArray(customer) || !Object.values(customer).includes(null)) return body;
  return { ...body, customer: Object.fromEntries(Object.entries(customer).filter(([, v]) => v !== null)) };
};

/**
 * The body against the contract's schema. The first problem is answered, naming its field: a member
 * that is absent is 1005 "mandatory parameter missing", one that is present but wrong is 1002.
 */
export const parseTransactionRequest = <T>(schema: z.ZodType<T>, body: Record<string, unknown>): T => {
  const { data, problem } = parseFields(schema, withoutNullCustomerMembers(body));
  if (problem) throw new TransactionFailure(400, problem.missing ? CODES.missingParameter : CODES.invalidParameter, problemMessage(problem));
  return data;
};
