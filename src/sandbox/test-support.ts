import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SandboxTransactionResponse } from '@contracts/sandbox-transactions';
import { expect } from 'vitest';
import { PROVISIONING_CREDENTIALS, type SeedConnector } from '@fixtures/world';
import { buildSandbox, type SandboxOptions } from './app';
import { openSandboxDatabase, type SandboxDb } from './db/client';
import { basicAuthHeader } from './http/basic-auth';
import { signRequest } from './http/signature';
import { resetSandbox, seedIfEmpty } from './seed/seed';

/** Helpers shared by the sandbox's test files: one in-memory PGlite per file, provisioning calls. */

export const TEST_PUBLIC_URL = 'http://sandbox.test:8081';
export const AUTH = basicAuthHeader(PROVISIONING_CREDENTIALS);

export interface TestSandbox {
  app: FastifyInstance;
  db: SandboxDb;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Records are searchable at once here (`biIndexingDelayMs` 0) unless a test asks for a delay. */
export const createTestSandbox = async (options: Pick<SandboxOptions, 'random' | 'now' | 'biIndexingDelayMs'> = {}): Promise<TestSandbox> => {
  const database = await openSandboxDatabase();
  await seedIfEmpty(database.db);
  const app = await buildSandbox({ db: database.db, publicUrl: TEST_PUBLIC_URL, biIndexingDelayMs: 0, ...options });
  return {
    app,
    db: database.db,
    reset: () => resetSandbox(database.db),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

const P = '/api/provisioning';

export const provisioning = (app: FastifyInstance) => ({
  get: (operation: string, guid?: string) => app.inject({ method: 'GET', url: `${P}/${operation}${guid ? `/${guid}` : ''}`, headers: { authorization: AUTH } }),
  post: (operation: string, guid: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `${P}/${operation}/${guid}`,
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    }),
});

/** Asserts a provisioning rejection: status, code, and the `at '<path>'` the contract promises. */
export const expectFailure = (res: LightMyRequestResponse, status: number, errorCode: number, path?: string): string => {
  const body = res.json() as { success: boolean; errorCode: number; errorMessage: string };
  expect({ status: res.statusCode, success: body.success, errorCode: body.errorCode }).toEqual({ status, success: false, errorCode });
  if (path !== undefined) expect(body.errorMessage.endsWith(` at '${path}'`), `${body.errorMessage} should end with at '${path}'`).toBe(true);
  return body.errorMessage;
};

export interface TransactionCall {
  /** Sign with the connector's shared secret (gateway-contract §1); default: when the connector requires it. */
  sign?: boolean;
  headers?: Record<string, string>;
  /** Basic credentials other than the connector's own API user. */
  credentials?: { username: string; password: string } | null;
}

export const SIGNING_DATE = 'Tue, 06 Jan 2026 10:00:00 GMT';

/** `POST /api/v3/transaction/<apiKey>/<operation>` as the connector's API user, signed where required. */
export const transact = (app: FastifyInstance, connector: SeedConnector, operation: string, body: unknown, call: TransactionCall = {}) => {
  const url = `/api/v3/transaction/${connector.apiKey}/${operation}`;
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const credentials = call.credentials === undefined ? connector : call.credentials;
  if (credentials) headers.authorization = basicAuthHeader(credentials);
  if (call.sign ?? connector.signingRequired) {
    headers.date = SIGNING_DATE;
    headers['x-signature'] = signRequest(connector.sharedSecret, { method: 'POST', body: payload, contentType: headers['content-type']!, date: SIGNING_DATE, requestUri: url });
  }
  return app.inject({ method: 'POST', url, headers: { ...headers, ...call.headers }, payload });
};

/** `GET /sandbox/transactions/:uuid`. */
export const sandboxTransaction = (app: FastifyInstance, uuid: string) =>
  app.inject({ method: 'GET', url: `/sandbox/transactions/${uuid}`, headers: { authorization: AUTH } });

/** `POST /api/v3/customerProfiles/<apiKey>/<operation>` as the connector's API user (no signing on this interface). */
export const profileCall = (app: FastifyInstance, connector: SeedConnector, operation: string, body: unknown, call: Pick<TransactionCall, 'credentials'> = {}) => {
  const credentials = call.credentials === undefined ? connector : call.credentials;
  return app.inject({
    method: 'POST',
    url: `/api/v3/customerProfiles/${connector.apiKey}/${operation}`,
    headers: { 'content-type': 'application/json', ...(credentials ? { authorization: basicAuthHeader(credentials) } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
};

let registered = 0;

/** A transaction through `transact` that must be answered with HTTP 200; returns the parsed answer. */
export const transacted = async (app: FastifyInstance, connector: SeedConnector, operation: string, body: Record<string, unknown>) => {
  const res = await transact(app, connector, operation, { merchantTransactionId: `t-${operation}-${++registered}`, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: boolean; uuid: string; returnType: string; customerProfileData?: { profileGuid: string; customerIdentification: string; paymentToken: string }; dccData?: Record<string, unknown>; errors?: Array<{ errorCode: number; errorMessage: string }> };
};

/** A successful register with a test card (default: the DE visa), returning its uuid. */
export const registerCard = async (app: FastifyInstance, connector: SeedConnector, extra: Record<string, unknown> = {}): Promise<string> => {
  const answer = await transacted(app, connector, 'register', { transactionToken: 'ix::demo-visa-de', ...extra });
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.uuid;
};

/** The sandbox's record of a transaction (`GET /sandbox/transactions/:uuid`), parsed; fails the test when it does not exist. */
export const transactionRecord = async (app: FastifyInstance, uuid: string) => {
  const res = await sandboxTransaction(app, uuid);
  expect(res.statusCode, res.body).toBe(200);
  return SandboxTransactionResponse.parse(res.json()).transaction;
};
