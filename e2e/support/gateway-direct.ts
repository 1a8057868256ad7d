import type { APIRequestContext } from '@playwright/test';
import { GetProfileResponse } from '@contracts/gateway-profiles';
import type { TransactionResponse } from '@contracts/gateway-transactions';
import { SandboxTransactionResponse, type SandboxTransaction } from '@contracts/sandbox-transactions';
import { BI_CREDENTIALS, PROVISIONING_CREDENTIALS, type SeedConnector } from '@fixtures/world';
import { BiSearchResponse } from '@contracts/gateway-bi';

const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 8181}`;
const basic = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/*
 * Calls straight to the sandbox gateway, past the studio: to set up state as a merchant's shop would,
 * and to check what the gateway really holds after the studio acted.
 */

/**
 * A transaction sent straight to the sandbox gateway with the connector's own API user, as a
 * merchant's shop would: state the studio did not create (unsigned: use a connector that does not
 * require signing).
 */
export const transactAtGateway = async (request: APIRequestContext, connector: SeedConnector, operation: string, body: object): Promise<TransactionResponse> => {
  const res = await request.post(`${SANDBOX}/api/v3/transaction/${connector.apiKey}/${operation}`, {
    headers: { authorization: basic(connector.username, connector.password), 'content-type': 'application/json' },
    data: body,
  });
  if (res.status() !== 200) throw new Error(`gateway ${operation} failed: ${res.status()} ${await res.text()}`);
  return res.json();
};

/** The sandbox's own record of a transaction (attempts, amounts charged, DCC, profile): what really happened at the gateway. */
export const gatewayTransaction = async (request: APIRequestContext, uuid: string): Promise<SandboxTransaction> => {
  const res = await request.get(`${SANDBOX}/sandbox/transactions/${uuid}`, { headers: { authorization: basic(PROVISIONING_CREDENTIALS.username, PROVISIONING_CREDENTIALS.password) } });
  if (!res.ok()) throw new Error(`sandbox transaction view failed: ${res.status()} ${await res.text()}`);
  return SandboxTransactionResponse.parse(await res.json()).transaction;
};

/** getProfile straight at the sandbox with the connector's own API user: what the gateway holds, not what the studio shows. */
export const gatewayProfile = async (request: APIRequestContext, connector: SeedConnector, reference: { profileGuid?: string; customerIdentification?: string }) => {
  const res = await request.post(`${SANDBOX}/api/v3/customerProfiles/${connector.apiKey}/getProfile`, {
    headers: { authorization: basic(connector.username, connector.password), 'content-type': 'application/json' },
    data: reference,
  });
  if (res.status() !== 200) throw new Error(`gateway getProfile failed: ${res.status()} ${await res.text()}`);
  return GetProfileResponse.parse(await res.json());
};

/** A query straight to the sandbox's BI data source (`{bi_url}`), bypassing the studio: what the studio must show. */
export const biAtGateway = async (request: APIRequestContext, body: object) => {
  const res = await request.post(`${SANDBOX}/query/transactions/v2`, {
    headers: { authorization: basic(BI_CREDENTIALS.username, BI_CREDENTIALS.password), 'content-type': 'application/json' },
    data: body,
  });
  if (res.status() !== 200) throw new Error(`BI query failed: ${res.status()} ${await res.text()}`);
  return BiSearchResponse.parse(await res.json());
};
