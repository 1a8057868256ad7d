import { TRANSACTION_ERROR_CODES as CODES, type TransactionErrorItem, type TransactionResponse } from '@contracts/gateway-transactions';
import { DccData } from '@domain/dcc/dcc';
import type { TransactionRow, transactionAttempts } from '../../db/schema';
import type { RandomBytes } from '../../routing/rule-id-generator';
import type { Attempt } from './acquirer';
import { cardReturnData } from './return-data';

export const hexId = (randomBytes: RandomBytes, bytes = 10) => Buffer.from(randomBytes(bytes)).toString('hex');

/** What the attempts decided: the last attempt's success or error, or why nothing could be tried. */
export interface Outcome {
  success: boolean;
  error?: TransactionErrorItem;
  connectorGuid: string | null;
}

/** The contract's error item from an attempt or a stored transaction, which keep the same four columns. */
const errorItemOf = (e: { errorCode: number; errorMessage: string | null; adapterCode: string | null; adapterMessage: string | null }): TransactionErrorItem => ({
  errorMessage: e.errorMessage ?? '',
  errorCode: e.errorCode,
  ...(e.adapterMessage ? { adapterMessage: e.adapterMessage } : {}),
  ...(e.adapterCode ? { adapterCode: e.adapterCode } : {}),
});

export const outcomeOf = (attempts: readonly Attempt[], failure?: TransactionErrorItem): Outcome => {
  const last = attempts.at(-1);
  if (last?.status === 'success') return { success: true, connectorGuid: last.connectorGuid };
  const error: TransactionErrorItem = last?.errorCode != null
    ? errorItemOf({ ...last, errorCode: last.errorCode })
    : (failure ?? { errorCode: CODES.configuration, errorMessage: 'No connector could process the transaction' });
  return { success: false, error, connectorGuid: last?.connectorGuid ?? null };
};

/** The transaction columns an outcome sets. */
export const outcomeColumns = ({ success, error, connectorGuid }: Outcome) => ({
  status: success ? ('success' as const) : ('error' as const),
  connectorGuid,
  errorCode: error?.errorCode ?? null,
  errorMessage: error?.errorMessage ?? null,
  adapterCode: error?.adapterCode ?? null,
  adapterMessage: error?.adapterMessage ?? null,
});

export interface AttemptContext {
  randomBytes: RandomBytes;
  transactionUuid: string;
  metaConnectorGuid: string | null;
  amount: string | null;
  currency: string | null;
  createdAt: Date;
}

export const attemptRows = (attempts: readonly Attempt[], c: AttemptContext): Array<typeof transactionAttempts.$inferInsert> =>
  attempts.map((a, i) => ({
    uuid: hexId(c.randomBytes), transactionUuid: c.transactionUuid, attempt: i + 1, connectorGuid: a.connectorGuid, metaConnectorGuid: c.metaConnectorGuid,
    status: a.status, amount: c.amount, currency: c.currency, errorCode: a.errorCode, errorMessage: a.errorMessage,
    adapterCode: a.adapterCode, adapterMessage: a.adapterMessage, latencyMs: a.latencyMs, createdAt: c.createdAt,
  }));

const RETURN_TYPE = { success: 'FINISHED', error: 'ERROR', 'pending-dcc': 'PENDING_DCC', redirect: 'REDIRECT' } as const;

/**
 * The contract's answer (§4) for a stored transaction, the same for a new one, a continued DCC one
 * and a follow-up: `customerProfileData` once an instrument was stored, `dccData` whenever a quote
 * exists, `returnData` once the transaction reached the card.
 */
export const transactionAnswer = (row: TransactionRow): TransactionResponse => {
  const profile = row.customerProfile;
  const quote = row.dcc?.quote;
  const returnData = cardReturnData(row);
  return {
    success: row.status !== 'error',
    uuid: row.uuid,
    purchaseId: row.purchaseId,
    returnType: RETURN_TYPE[row.status],
    paymentMethod: row.paymentMethod,
    ...(row.errorCode !== null ? { errors: [errorItemOf({ ...row, errorCode: row.errorCode })] } : {}),
    ...(profile && typeof profile.paymentToken === 'string'
      ? { customerProfileData: { profileGuid: String(profile.profileGuid), customerIdentification: String(profile.customerIdentification), paymentToken: profile.paymentToken } }
      : {}),
    ...(quote ? { dccData: DccData.parse(quote) } : {}),
    ...(returnData ? { returnData } : {}),
  };
};
