import type { FastifyInstance } from 'fastify';
import { SandboxCard, SandboxDcc, SandboxStoredInstrument, SandboxTransaction, SandboxTransactionResponse, TransactionRouting } from '@contracts/sandbox-transactions';
import type { SandboxDb } from '../../db/client';
import type { AttemptRow, TransactionRow } from '../../db/schema';
import { authenticate } from '../../http/basic-auth';
import { GatewayFailure } from '../../http/errors';
import { readTransaction } from '../../store/transactions';

/** numeric(21,6) comes back as "1200.500000": trailing zeros go, two decimals stay ("1200.50"). */
export const decimalText = (value: string | null): string | null => {
  if (value === null) return null;
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
};

const StoredProfile = SandboxTransaction.shape.customerProfile.unwrap();

const viewOf = (row: TransactionRow, attempts: AttemptRow[]): SandboxTransaction => ({
  uuid: row.uuid,
  purchaseId: row.purchaseId,
  merchantTransactionId: row.merchantTransactionId,
  type: row.type,
  status: row.status,
  apiConnectorGuid: row.apiConnectorGuid,
  metaConnectorGuid: row.metaConnectorGuid,
  connectorGuid: row.connectorGuid,
  amount: decimalText(row.amount),
  currency: row.currency,
  paymentMethod: row.paymentMethod,
  transactionIndicator: row.transactionIndicator,
  referenceUuid: row.referenceUuid,
  errors: row.errorCode === null ? [] : [{
    errorCode: row.errorCode,
    errorMessage: row.errorMessage ?? '',
    ...(row.adapterMessage ? { adapterMessage: row.adapterMessage } : {}),
    ...(row.adapterCode ? { adapterCode: row.adapterCode } : {}),
  }],
  routing: row.routing === null ? null : TransactionRouting.parse(row.routing),
  attempts: attempts.map((a) => ({
    attempt: a.attempt,
    uuid: a.uuid,
    connectorGuid: a.connectorGuid,
    metaConnectorGuid: a.metaConnectorGuid,
    status: a.status,
    errorCode: a.errorCode,
    errorMessage: a.errorMessage,
    adapterCode: a.adapterCode,
    adapterMessage: a.adapterMessage,
    amount: decimalText(a.amount),
    currency: a.currency,
    latencyMs: a.latencyMs,
    createdAt: a.createdAt.toISOString(),
  })),
  withRegister: row.withRegister,
  deregisteredAt: row.deregisteredAt?.toISOString() ?? null,
  dcc: row.dcc?.quote ? SandboxDcc.parse(row.dcc) : null,
  customerProfile: typeof row.customerProfile?.paymentToken === 'string' ? StoredProfile.parse(row.customerProfile) : null,
  storedInstrument: row.card?.storedInstrument ? SandboxStoredInstrument.parse(row.card.storedInstrument) : null,
  card: row.card?.brand === undefined ? null : SandboxCard.parse({
    brand: row.card.brand, bin: row.card.bin, lastFourDigits: row.card.lastFourDigits, binCountry: row.card.binCountry, binType: row.card.binType ?? null,
    threeDSecure: row.card.threeDSecure === 'authenticated', behaviour: row.card.behaviour ?? 'unknown',
  }),
  createdAt: row.createdAt.toISOString(),
});

/**
 * `GET /sandbox/transactions/:uuid` (sandbox only, provisioning credentials): a transaction with the
 * routing decision the domain evaluator made and every attempt, so tests and the studio can see which
 * connector processed it and why.
 */
export const registerTransactionView = (app: FastifyInstance, db: SandboxDb): void => {
  app.get<{ Params: { uuid: string } }>('/sandbox/transactions/:uuid', async (request) => {
    const tenant = await authenticate(db, request, 'provisioning');
    const found = await readTransaction(db, tenant, request.params.uuid);
    if (!found) throw new GatewayFailure(404, 1007, `Transaction '${request.params.uuid}' does not exist`);
    return SandboxTransactionResponse.parse({ success: true, transaction: viewOf(found.row, found.attempts) });
  });
};
