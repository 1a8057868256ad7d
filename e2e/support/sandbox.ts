import type { APIRequestContext } from '@playwright/test';
import { PROVISIONING_CREDENTIALS } from '../../src/fixtures/world';

const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 8181}`;
const auth = `Basic ${Buffer.from(`${PROVISIONING_CREDENTIALS.username}:${PROVISIONING_CREDENTIALS.password}`).toString('base64')}`;

/** Restores the sandbox's seeded routing and connector states: call in beforeEach of specs that save. */
export const resetSandbox = async (request: APIRequestContext) => {
  const res = await request.post(`${SANDBOX}/sandbox/reset`, { headers: { authorization: auth } });
  if (!res.ok()) throw new Error(`sandbox reset failed: ${res.status()}`);
};

/** Flips a connector in the sandbox behind the studio's back (e.g. disabled after the editor loaded). */
export const setConnectorState = async (request: APIRequestContext, guid: string, state: { disabled?: boolean; archived?: boolean }) => {
  const res = await request.post(`${SANDBOX}/sandbox/connectors/${guid}/state`, { headers: { authorization: auth }, data: state });
  if (!res.ok()) throw new Error(`sandbox state change failed: ${res.status()}`);
};

/** Saves a document directly at the gateway, as another user (or tool) would: for conflict tests. */
export const setRoutingAtGateway = async (request: APIRequestContext, guid: string, document: unknown) => {
  const res = await request.post(`${SANDBOX}/api/provisioning/setConnectorRouting/${guid}`, { headers: { authorization: auth }, data: document });
  if (!res.ok()) throw new Error(`gateway set failed: ${res.status()} ${await res.text()}`);
  return res.json();
};
