import { TRANSACTION_ERROR_CODES as CODES } from '../../../contracts/gateway-transactions';
import type { testCards } from '../../db/schema';
import type { SandboxDb } from '../../db/client';
import { profileContainerOf, type ApiConnector } from '../../http/connector-auth';
import { invalidMessage } from '../../http/field-problem';
import { TransactionFailure } from '../../http/transaction-errors';
import { findLiveInstrument } from '../../store/profiles';
import { findTenantTransaction, findTestCard } from '../../store/transactions';

export type TestCardRow = typeof testCards.$inferSelect;

/** The stored instrument a `pt::` transactionToken paid with (spec rule 2), kept on the transaction for the sandbox's view. */
export interface StoredInstrument {
  paymentToken: string;
  profileGuid: string;
  /** The connector the instrument is tied to (spec rule 3). */
  connectorGuid: string;
  registerTransactionUuid: string;
}

export interface PaymentSource {
  card: TestCardRow;
  instrument?: StoredInstrument;
}

const badToken = (why: string) => new TransactionFailure(400, CODES.invalidParameter, invalidMessage('transactionToken', why));

/**
 * A payment token of a customer profile: live (not detached, its register transaction not
 * deregistered), in the key's connector's container, and — sent to a plain connector — tied to that
 * very connector. A meta-connector accepts it and routes to the instrument's connector.
 */
const storedInstrument = async (db: SandboxDb, api: ApiConnector, token: string): Promise<PaymentSource> => {
  const found = await findLiveInstrument(db, token);
  if (!found) throw badToken('not the payment token of a stored instrument (unknown, detached or deleted with its profile)');
  const container = profileContainerOf(api.connector, api.tenantProfileContainer);
  if (found.profile.containerGuid !== container) throw badToken("the payment token belongs to another customer profile container than this connector's");
  const { instrument } = found;
  const register = await findTenantTransaction(db, api.tenantGuid, instrument.transactionUuid);
  if (!register || register.deregisteredAt) throw badToken('the stored instrument is deregistered');
  if (!api.connector.isMetaConnector && instrument.connectorGuid !== api.connector.guid) {
    throw badToken(`the stored instrument is tied to connector '${instrument.connectorGuid}': send it there or to a meta-connector`);
  }
  const card = await findTestCard(db, String(register.card?.testCardToken ?? register.transactionToken));
  if (!card) throw new Error(`the card behind ${token} is not a test card`);
  return { card, instrument: { paymentToken: token, profileGuid: instrument.profileGuid, connectorGuid: instrument.connectorGuid, registerTransactionUuid: register.uuid } };
};

/** The card a transaction pays with: a test card of the tokenizing component (`ix::…`) or a stored instrument (`pt::…`). */
export const paymentSourceOf = async (db: SandboxDb, api: ApiConnector, token: string): Promise<PaymentSource> => {
  if (token.startsWith('pt::')) return storedInstrument(db, api, token);
  const card = await findTestCard(db, token);
  if (!card) throw badToken("not a token of the sandbox's tokenizing component");
  return { card };
};

/** What the transaction row keeps of its card: routing facts, expiry for getProfile, the test card behind it, the stored instrument. */
export const cardRecord = ({ card, instrument }: PaymentSource): Record<string, unknown> => ({
  brand: card.brand, bin: card.bin, lastFourDigits: card.lastFourDigits, binCountry: card.binCountry, cardCurrency: card.cardCurrency,
  expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, testCardToken: card.token,
  ...(instrument ? { storedInstrument: instrument } : {}),
});
