import type { APIRequestContext } from '@playwright/test';
import { PROVISIONING_CREDENTIALS } from '@fixtures/world';

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

/** Saves a multi-method set request directly at the gateway (another user or tool): for conflict tests and starting states. */
export const setMultiMethodRoutingAtGateway = async (request: APIRequestContext, guid: string, document: unknown) => {
  const res = await request.post(`${SANDBOX}/api/provisioning/setConnectorMultiMethodRouting/${guid}`, { headers: { authorization: auth }, data: document });
  if (!res.ok()) throw new Error(`gateway multi-method set failed: ${res.status()} ${await res.text()}`);
  return res.json();
};

export interface ReceivedRequest {
  endpoint: 'setConnectorRouting' | 'setConnectorMultiMethodRouting';
  status: number;
  /** The raw body as it arrived at the sandbox. */
  body: string;
  json: unknown;
}

/**
 * What the sandbox's routing set endpoints really received for a connector, newest first: the
 * wire-level truth of what the BFF sent (reset by resetSandbox). Sets made by a test's own helpers
 * above are listed too.
 */
export const receivedRequests = async (request: APIRequestContext, guid: string, limit = 10): Promise<ReceivedRequest[]> => {
  const res = await request.get(`${SANDBOX}/sandbox/received-requests/${guid}?limit=${limit}`, { headers: { authorization: auth } });
  if (!res.ok()) throw new Error(`sandbox received-requests failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { requests: ReceivedRequest[] }).requests;
};
