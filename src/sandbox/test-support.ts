import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PROVISIONING_CREDENTIALS } from '../fixtures/world';
import { buildSandbox } from './app';
import { openSandboxDatabase, type SandboxDb } from './db/client';
import { basicAuthHeader } from './http/basic-auth';
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

export const createTestSandbox = async (): Promise<TestSandbox> => {
  const database = await openSandboxDatabase();
  await seedIfEmpty(database.db);
  const app = await buildSandbox({ db: database.db, publicUrl: TEST_PUBLIC_URL });
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
