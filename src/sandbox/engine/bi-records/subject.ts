import type { BI_ENUMS } from '@domain/bi/mapping';
import type { BiRecord } from '@domain/bi/record';
import type { AttemptRow, ConnectorRow, TransactionRow } from '../../db/schema';
import type { WorldView } from '../../world/world-view';

/**
 * What the record builder reads. A live transaction's stored rows fit these shapes as they are; the
 * history generator makes the same shapes in memory, so both go through one builder.
 */

export type BiType = (typeof BI_ENUMS.type)[number];
export type BiStatus = (typeof BI_ENUMS.status)[number];

/** A transaction: a stored row, a generated one, or a chargeback (which the sandbox keeps only as a record). */
export type BiTransaction = Omit<
  Pick<
    TransactionRow,
    | 'uuid' | 'purchaseId' | 'merchantTransactionId' | 'merchantGuid' | 'apiConnectorGuid' | 'metaConnectorGuid' | 'connectorGuid' | 'type' | 'status'
    | 'amount' | 'currency' | 'paymentMethod' | 'transactionIndicator' | 'referenceUuid' | 'card' | 'customer' | 'extraData' | 'routing'
    | 'withRegister' | 'deregisteredAt' | 'dcc' | 'createdAt' | 'errorCode' | 'errorMessage' | 'adapterCode' | 'adapterMessage'
  >,
  'type' | 'merchantTransactionId'
> & { type: BiType; merchantTransactionId: string | null };

export type BiAttempt = Pick<AttemptRow, 'uuid' | 'attempt' | 'connectorGuid' | 'status' | 'amount' | 'currency' | 'errorCode' | 'errorMessage' | 'adapterCode' | 'adapterMessage' | 'createdAt'>;

/** Something that happened to a transaction later: a successful follow-up, a chargeback or its reversal. */
export interface BiEvent {
  type: BiType;
  amount: string | null;
  createdAt: Date;
}

export type BiConnector = Pick<ConnectorRow, 'guid' | 'name' | 'adapter' | 'method' | 'currency'>;

/** The tenant's world: who the records belong to and what money is worth in the base currency. */
export interface BiWorld {
  tenant: { guid: string; name: string; baseCurrency: string };
  merchants: ReadonlyMap<string, string>;
  connectors: ReadonlyMap<string, BiConnector>;
  /** Units of the base currency per unit of each currency: the router's rates (evaluationContext). */
  rates: Readonly<Record<string, number>>;
  /** IP address → country, the router's lookup: the buyer's country when the customer gives no billing country. */
  ipCountry: (ipAddress: string) => string | undefined;
  /** The acquirers' price lists (and regions, for interchange): each record's `fees`. */
  acquirers: WorldView;
}

/** The settlement of a generated transaction (live ones are not settled yet). */
export interface BiSettlement {
  date: Date;
  currency: string;
  /** Units of the settlement currency per unit of the transaction's currency. */
  rate: number;
}

export interface BiFacts {
  /** When this version of the records is written (`modified_at`). */
  modifiedAt: Date;
  /** When the transaction reached its current status, if before `modifiedAt` (generated history writes a record once, after its follow-ups). */
  statusChangedAt?: Date;
  /** The transaction's record as stored before: its `status_history` goes on, request-only facts (description, items) carry over. */
  previous?: BiRecord | undefined;
  /** Successful follow-ups and chargebacks of this transaction, in any order. */
  events: readonly BiEvent[];
  testMode: boolean;
  tags?: NonNullable<BiRecord['tags']>;
  /** The risk score routing read (the sandbox runs no risk check: 0). */
  riskScore: number;
  description?: string | undefined;
  items?: NonNullable<BiRecord['items']>;
  settlement?: BiSettlement;
}
