import { sql } from 'drizzle-orm';
import type { BiRecord } from '@domain/bi/record';
import { compareDecimal, toDecimal } from '@domain/money/decimal';
import { selectRows, type SandboxDb } from '../../db/client';
import type { TransactionRow } from '../../db/schema';
import type { RandomBytes } from '../../routing/rule-id-generator';
import { writeBiRecords } from '../../store/bi-records';
import { hexId } from '../transactions/settle';
import { buildBiRecords } from './build-records';
import { syncBiRecords, visibleAfter, type BiClock } from './sync';
import type { BiTransaction } from './subject';
import { loadBiWorld } from './world';

export type ChargebackKind = 'chargeback' | 'cb-reversal';

export interface ChargebackRefusal {
  status: number;
  errorCode: number;
  message: string;
}

/** The chargeback and reversal records of a transaction, oldest first. */
const chargebacksOf = (db: SandboxDb, uuid: string) =>
  selectRows<{ type: ChargebackKind; amount: string | null }>(db, sql`select type, _doc->>'amount' as amount from bi_records where related_id = ${uuid} and type in ('chargeback', 'cb-reversal') order by _seq`);

/**
 * Why a chargeback (or its reversal) cannot be booked on a transaction, or undefined. Design: only a
 * successful sale (debit or capture) can be charged back, once; a reversal needs a chargeback not
 * yet reversed and reverses all of it. A chargeback may be for part of the amount.
 */
export const chargebackProblem = (kind: ChargebackKind, ref: Pick<TransactionRow, 'uuid' | 'type' | 'status' | 'amount'>, earlier: ReadonlyArray<{ type: ChargebackKind }>, amount: string | undefined): ChargebackRefusal | undefined => {
  if (ref.type !== 'debit' && ref.type !== 'capture') return { status: 400, errorCode: 1002, message: `Transaction '${ref.uuid}' is a ${ref.type}; only a debit or a capture can be charged back` };
  if (ref.status !== 'success') return { status: 400, errorCode: 1006, message: `Transaction '${ref.uuid}' is not successful (${ref.status}): nothing to charge back` };
  const chargedBack = earlier.some((e) => e.type === 'chargeback');
  const reversed = earlier.some((e) => e.type === 'cb-reversal');
  if (kind === 'chargeback' && chargedBack) return { status: 400, errorCode: 1006, message: `Transaction '${ref.uuid}' was already charged back` };
  if (kind === 'cb-reversal' && !chargedBack) return { status: 400, errorCode: 1006, message: `Transaction '${ref.uuid}' has no chargeback to reverse` };
  if (kind === 'cb-reversal' && reversed) return { status: 400, errorCode: 1006, message: `The chargeback of transaction '${ref.uuid}' was already reversed` };
  if (kind === 'chargeback' && amount !== undefined && compareDecimal(toDecimal(amount)!, toDecimal(ref.amount ?? '0')!) > 0) {
    return { status: 400, errorCode: 1002, message: `Invalid parameter 'amount': ${amount} exceeds the amount of transaction '${ref.uuid}'` };
  }
  return undefined;
};

/**
 * Books a chargeback or its reversal on a locked, successful sale: its own record (type
 * `chargeback` / `cb-reversal`, `related_id` the sale, initiated by the provider) and the sale's
 * record with `is_chargedback` / `is_charged_reversed`. The sandbox keeps chargebacks only as
 * records (no transaction row), so the sale's flags are derived from these records whenever it is
 * written again. Returns the new record, or the refusal.
 */
export const bookChargeback = async (
  db: SandboxDb,
  deps: BiClock & { randomBytes: RandomBytes },
  tenantGuid: string,
  ref: TransactionRow,
  kind: ChargebackKind,
  amount: string | undefined,
): Promise<{ record: BiRecord } | { refusal: ChargebackRefusal }> => {
  const earlier = await chargebacksOf(db, ref.uuid);
  const refusal = chargebackProblem(kind, ref, earlier, amount);
  if (refusal) return { refusal };
  const at = deps.now();
  const charged = kind === 'chargeback' ? (amount ?? ref.amount) : (earlier.find((e) => e.type === 'chargeback')?.amount ?? ref.amount);
  const chargeback: BiTransaction = {
    uuid: hexId(deps.randomBytes), purchaseId: ref.purchaseId, merchantTransactionId: null, merchantGuid: ref.merchantGuid,
    apiConnectorGuid: ref.apiConnectorGuid, metaConnectorGuid: ref.metaConnectorGuid, connectorGuid: ref.connectorGuid, type: kind, status: 'success',
    amount: charged, currency: ref.currency, paymentMethod: ref.paymentMethod, transactionIndicator: null, referenceUuid: ref.uuid,
    card: ref.card, customer: ref.customer, extraData: null, routing: null, withRegister: false, deregisteredAt: null, dcc: null, createdAt: at,
    errorCode: null, errorMessage: null, adapterCode: null, adapterMessage: null,
  };
  const [record] = buildBiRecords(chargeback, [], await loadBiWorld(db, tenantGuid), { modifiedAt: at, events: [], testMode: false, riskScore: 0 });
  await writeBiRecords(db, [record!], visibleAfter(deps, at));
  await syncBiRecords(db, deps, [ref.uuid]);
  return { record: record! };
};
