import { z } from 'zod';
import { ContinueDccRequest, TRANSACTION_OPERATIONS, TransactionResponse } from './gateway-transactions';
import { ConnectorInfo } from '@domain/routing/connector';
import { bffPath } from './bff-paths';

/**
 * The BFF's test-transaction API as the SPA sees it: QA sends a transaction to a connector of the
 * environment (a meta-connector routes it) and continues a DCC quote. The BFF holds the connector's
 * API credentials and signs where the connector needs it; the browser never sees either.
 */

export const TestConnector = ConnectorInfo.pick({
  guid: true,
  name: true,
  method: true,
  isMetaConnector: true,
  multiMethod: true,
  dccEnabled: true,
  disabled: true,
  archived: true,
  customerProfileContainer: true,
}).extend({
  /** The studio holds this connector's API credentials (without them nothing can be sent). */
  hasCredentials: z.boolean(),
});
export type TestConnector = z.infer<typeof TestConnector>;

/** A token of the environment's tokenizing component to pay with, and what the test acquirers do with it. */
export const TestCard = z.object({
  token: z.string(),
  brand: z.string(),
  lastFourDigits: z.string(),
  binCountry: z.string(),
  cardCurrency: z.string(),
  expiryMonth: z.string(),
  expiryYear: z.string(),
  /** success, soft-decline, hard-decline, timeout. */
  behaviour: z.string(),
  declineCode: z.number().int().optional(),
  /** The card's BIN, when the environment says: routing's BIN conditions read it. */
  bin: z.string().optional(),
});
export type TestCard = z.infer<typeof TestCard>;

export const TestTransactionOptions = z.object({
  connectors: z.array(TestConnector),
  /** The sandbox's test cards; a real environment lists those its config declares (maybe none). */
  testCards: z.array(TestCard),
});
export type TestTransactionOptions = z.infer<typeof TestTransactionOptions>;

/**
 * `request` is the gateway's transaction request for `operation` (contract §1, §4); the BFF checks it
 * against the same schema the gateway uses and names the first wrong field in a 400.
 */
export const RunTestTransactionBody = z.object({
  operation: z.enum(TRANSACTION_OPERATIONS),
  request: z.record(z.string(), z.unknown()),
});
export type RunTestTransactionBody = z.infer<typeof RunTestTransactionBody>;

export const ContinueDccBody = ContinueDccRequest;
export type ContinueDccBody = z.infer<typeof ContinueDccBody>;

/**
 * What the gateway answered to a transaction it accepted (HTTP 200): a decline is a result, not an
 * error. A request the gateway refused outright (bad field 400/1002, duplicate id 409/3004, …) is a
 * BFF error carrying the gateway's code in `gatewayCode`.
 */
export const TestTransactionResult = z.object({
  operation: z.enum([...TRANSACTION_OPERATIONS, 'continue-dcc']),
  connectorGuid: z.string(),
  response: TransactionResponse,
  /** Time the gateway took, measured by the BFF. */
  durationMs: z.number(),
});
export type TestTransactionResult = z.infer<typeof TestTransactionResult>;

export const transactionPaths = {
  options: bffPath('/api/env/:env/test-transactions/options'),
  run: bffPath('/api/env/:env/connectors/:guid/transactions'),
  continueDcc: bffPath('/api/env/:env/connectors/:guid/continue-dcc'),
} as const;
