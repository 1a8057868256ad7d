import { TRANSACTION_ERROR_CODES as CODES } from '@contracts/gateway-transactions';
import type { testCards } from '../../db/schema';
import type { SandboxDb } from '../../db/client';
import { profileContainerOf, type ApiConnector } from '../api-connector';
import { invalidMessage } from '../field-problem';
import { TransactionFailure } from '../transaction-failure';
import { findLiveInstrument } from '../../store/profiles';
import { findMerchantTransaction, findTenantTransaction, findTestCard } from '../../store/transactions';
import { registersInstrument } from '../profiles/attach';

export type TestCardRow = typeof testCards.$inferSelect;

/**
 * The stored instrument a `pt::` transactionToken (spec rule 2) or a `referenceUuid` without a
 * token (rule 4) paid with, kept on the transaction for the sandbox's view. A payment by reference
 * names no token or profile: the register transaction's instrument need not be in one.
 */
export interface StoredInstrument {
  paymentToken: string | null;
  profileGuid: string | null;
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

const badReference = (why: string) => new TransactionFailure(400, CODES.invalidParameter, invalidMessage('referenceUuid', why));

/**
 * debit/preauthorize with a `referenceUuid` and no `transactionToken` (contract §4, spec rule 4):
 * the instrument the referenced transaction registered pays, like its payment token would (to its
 * own connector; a meta-connector sends it there), without a payment page. The reference must be
 * a register or withRegister transaction of the same merchant (a `referenceUuid` is not shared
 * among merchants) that succeeded (else 1006, as a follow-up on it) and was not deregistered.
 */
export const referencedInstrument = async (db: SandboxDb, api: ApiConnector, referenceUuid: string): Promise<PaymentSource> => {
  const register = await findMerchantTransaction(db, api.connector.merchantGuid, referenceUuid);
  if (!register) throw badReference(`no transaction '${referenceUuid}' of this merchant`);
  if (register.type !== 'register' && !register.withRegister) {
    throw badReference(`transaction '${referenceUuid}' is a ${register.type} that registered no payment instrument: send a transactionToken`);
  }
  if (!registersInstrument(register)) throw new TransactionFailure(400, CODES.invalidState, `Transaction '${referenceUuid}' did not succeed, so it registered no payment instrument`);
  if (register.deregisteredAt) throw new TransactionFailure(400, CODES.invalidState, `The payment instrument of transaction '${referenceUuid}' is deregistered`);
  const connectorGuid = register.connectorGuid!;
  if (!api.connector.isMetaConnector && connectorGuid !== api.connector.guid) {
    throw badReference(`the instrument of transaction '${referenceUuid}' is tied to connector '${connectorGuid}': send it there or to a meta-connector`);
  }
  const card = await findTestCard(db, String(register.card?.testCardToken ?? register.transactionToken));
  if (!card) throw new Error(`the card behind transaction ${referenceUuid} is not a test card`);
  return { card, instrument: { paymentToken: null, profileGuid: null, connectorGuid, registerTransactionUuid: register.uuid } };
};

/** The card a transaction pays with: a test card of the tokenizing component (`ix::…`) or a stored instrument (`pt::…`). */
export const paymentSourceOf = async (db: SandboxDb, api: ApiConnector, token: string): Promise<PaymentSource> => {
  if (token.startsWith('pt::')) return storedInstrument(db, api, token);
  const card = await findTestCard(db, token);
  if (!card) throw badToken("not a token of the sandbox's tokenizing component");
  return { card };
};

/**
 * What the transaction row keeps of its card: routing facts, expiry for getProfile, the card behind
 * it, the stored instrument, and whether the payment was authenticated with 3-D Secure.
 */
export const cardRecord = ({ card, instrument }: PaymentSource, threeDSecure = false): Record<string, unknown> => ({
  brand: card.brand, bin: card.bin, lastFourDigits: card.lastFourDigits, binCountry: card.binCountry, cardCurrency: card.cardCurrency,
  expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, testCardToken: card.token, behaviour: card.behaviour,
  ...(card.binType ? { binType: card.binType } : {}),
  ...(instrument ? { storedInstrument: instrument } : {}),
  ...(threeDSecure ? { threeDSecure: 'authenticated' } : {}),
});
