import { createHash, createHmac } from 'node:crypto';
import type { ProfileOperation } from '@contracts/gateway-profiles';
import { signatureBase } from '@contracts/gateway-signature';
import type { TransactionOperation } from '@contracts/gateway-transactions';
import { GatewayOutcomeUnknownError, GatewayUnavailableError, mayHaveReachedGateway } from './errors';
import { basicAuthorization, exchangeJson } from './http';

/** A connector's API key and the credentials of its API user (never leave the BFF). */
export interface ConnectorCredentials {
  apiKey: string;
  username: string;
  password: string;
  /** When set, transaction requests are signed (contract §1); a connector that requires signing refuses unsigned ones with 1004. */
  sharedSecret?: string;
}

/** The raw answer: status and JSON, interpreted per operation by the services. */
export interface ConnectorAnswer {
  status: number;
  json: unknown;
  url: string;
  durationMs: number;
}

const CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The interfaces a connector's API key opens (contract §1): customer profiles and transactions,
 * continue-dcc included. Transactions are signed whenever the studio holds the shared secret, also
 * on connectors that do not require it, so switching signing on at the gateway breaks nothing. The
 * date goes in `X-Date` (which wins over `Date`): `Date` is a header fetch implementations may refuse.
 */
export const createConnectorClient = (baseUrl: string, credentials: ConnectorCredentials, now: () => Date = () => new Date()) => {
  const post = async (path: string, body: unknown, { sign, writes }: { sign: boolean; writes: boolean }): Promise<ConnectorAnswer> => {
    const url = new URL(path, baseUrl);
    const text = JSON.stringify(body);
    const headers: Record<string, string> = { authorization: basicAuthorization(credentials), 'content-type': CONTENT_TYPE };
    if (sign && credentials.sharedSecret) {
      const date = now().toUTCString();
      const bodyHashHex = createHash('sha512').update(text).digest('hex');
      const base = signatureBase({ method: 'POST', bodyHashHex, contentType: CONTENT_TYPE, date, requestUri: `${url.pathname}${url.search}` });
      headers['x-date'] = date;
      headers['x-signature'] = createHmac('sha512', credentials.sharedSecret).update(base).digest('base64');
    }
    const started = performance.now();
    try {
      const { status, json } = await exchangeJson({ url: url.toString(), method: 'POST', headers, body: text });
      return { status, json, url: url.toString(), durationMs: Math.round(performance.now() - started) };
    } catch (error) {
      if (writes && error instanceof GatewayUnavailableError && mayHaveReachedGateway(error)) throw new GatewayOutcomeUnknownError(error.url, error);
      throw error;
    }
  };
  const key = encodeURIComponent(credentials.apiKey);
  return {
    // getProfile only reads; every other call may change something at the gateway.
    profile: (operation: ProfileOperation, body: unknown) => post(`/api/v3/customerProfiles/${key}/${operation}`, body, { sign: false, writes: operation !== 'getProfile' }),
    transaction: (operation: TransactionOperation | 'continue-dcc', body: unknown) => post(`/api/v3/transaction/${key}/${operation}`, body, { sign: true, writes: true }),
  };
};
export type ConnectorClient = ReturnType<typeof createConnectorClient>;
