import type { SandboxDb } from '../../db/client';
import type { CustomerProfileRow, TransactionRow } from '../../db/schema';
import { insertInstrument, updateProfileRow } from '../../store/profiles';

/** A transaction whose instrument can be stored: a successful register, or debit/preauthorize with `withRegister`. */
export const registersInstrument = (row: Pick<TransactionRow, 'status' | 'type' | 'withRegister'>): boolean =>
  row.status === 'success' && (row.type === 'register' || (row.withRegister && (row.type === 'debit' || row.type === 'preauthorize')));

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * getProfile's card `paymentData` from the register transaction: the tokenized card it paid with and,
 * as the card holder, the transaction's customer name (the test cards carry none).
 */
export const cardPaymentData = (row: Pick<TransactionRow, 'card' | 'customer'>): Record<string, unknown> => {
  const card = row.card ?? {};
  const customer = row.customer ?? {};
  const holder = [text(customer.firstName), text(customer.lastName)].filter(Boolean).join(' ');
  return {
    brand: text(card.brand),
    cardHolder: holder || null,
    expiryMonth: text(card.expiryMonth),
    expiryYear: text(card.expiryYear),
    firstSixDigits: text(card.bin),
    lastFourDigits: text(card.lastFourDigits),
  };
};

export interface Attachment {
  profile: CustomerProfileRow;
  transaction: TransactionRow;
  paymentToken: string;
  now: Date;
  markAsPreferred?: boolean;
}

/**
 * Stores the instrument of a register transaction in a profile, tied to the connector that
 * processed it (spec rule 3). The partial unique index on live attachments throws a unique
 * violation when the transaction is already attached: callers turn that into ALREADY_ATTACHED.
 */
export const attachInstrument = async (db: SandboxDb, { profile, transaction, paymentToken, now, markAsPreferred }: Attachment): Promise<void> => {
  if (!transaction.connectorGuid) throw new Error(`transaction ${transaction.uuid} has no processing connector`);
  await insertInstrument(db, {
    paymentToken,
    profileGuid: profile.guid,
    transactionUuid: transaction.uuid,
    connectorGuid: transaction.connectorGuid,
    method: 'card',
    paymentData: cardPaymentData(transaction),
    createdAt: now,
  });
  if (markAsPreferred) await updateProfileRow(db, profile.guid, { preferredToken: paymentToken }, now);
};
