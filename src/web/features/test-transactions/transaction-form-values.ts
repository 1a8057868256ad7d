import { AMOUNT_FOLLOW_UPS, FOLLOW_UP_OPERATIONS, type TransactionOperation } from '@contracts/gateway-transactions';
import { rowsToRecord, type KeyValueRow } from '../../components/key-value-rows';

export const CUSTOMER_INPUTS = ['firstName', 'lastName', 'email', 'billingCountry', 'ipAddress'] as const;
export type CustomerInput = (typeof CUSTOMER_INPUTS)[number];

/** What the form holds; `assembleRequest` turns it into the gateway request for the operation. */
export interface TxFormValues {
  connectorGuid: string;
  operation: TransactionOperation;
  /** A test card, a stored payment token, or (debit/preauthorize) the instrument an earlier register stored, by its referenceUuid. */
  instrument: 'card' | 'token' | 'reference';
  cardToken: string;
  paymentToken: string;
  amount: string;
  currency: string;
  merchantTransactionId: string;
  description: string;
  customer: Record<CustomerInput, string>;
  extraData: KeyValueRow[];
  transactionIndicator: string;
  profileBy: 'none' | 'customerIdentification' | 'profileGuid';
  profileValue: string;
  markAsPreferred: boolean;
  withRegister: boolean;
  requestDcc: boolean;
  referenceUuid: string;
}

export const isFollowUp = (operation: TransactionOperation) => (FOLLOW_UP_OPERATIONS as readonly string[]).includes(operation);
/** Follow-ups that move money name an amount (capture, refund); void and deregister do not. */
export const takesAmount = (operation: TransactionOperation) => !isFollowUp(operation) || (AMOUNT_FOLLOW_UPS as readonly string[]).includes(operation);
/** withRegister and requestDcc belong to the payments (debit, preauthorize). */
export const isPayment = (operation: TransactionOperation) => operation === 'debit' || operation === 'preauthorize';

let sequence = 0;
/** Unique per send, readable in the gateway's records: `studio-<timestamp>-<n>`. */
export const nextMerchantTransactionId = (now: number = Date.now()) => `studio-${now}-${(sequence += 1)}`;

export const emptyTransactionForm = (cardToken = ''): TxFormValues => ({
  connectorGuid: '',
  operation: 'debit',
  instrument: 'card',
  cardToken,
  paymentToken: '',
  amount: '10.00',
  currency: 'EUR',
  merchantTransactionId: nextMerchantTransactionId(),
  description: '',
  customer: { firstName: '', lastName: '', email: '', billingCountry: '', ipAddress: '' },
  extraData: [],
  transactionIndicator: '',
  profileBy: 'none',
  profileValue: '',
  markAsPreferred: false,
  withRegister: false,
  requestDcc: false,
  referenceUuid: '',
});

const set = (value: string) => (value.trim() === '' ? undefined : value.trim());
/** Drops what is not set, so the request carries only what the user gave. */
const compact = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));

/** The gateway request the form describes, for `requestSchemaOf(operation)` to judge and the BFF to send. */
export const assembleRequest = (v: TxFormValues): Record<string, unknown> => {
  const common = { merchantTransactionId: v.merchantTransactionId.trim(), description: set(v.description), extraData: rowsToRecord(v.extraData) };
  if (isFollowUp(v.operation)) {
    const amount = takesAmount(v.operation) ? { amount: v.amount.trim(), currency: v.currency.trim() } : {};
    return compact({ ...common, referenceUuid: v.referenceUuid.trim(), ...amount });
  }
  const payment = isPayment(v.operation);
  const customer = compact(Object.fromEntries(CUSTOMER_INPUTS.map((k) => [k, set(v.customer[k])])));
  const profile = v.profileBy === 'none' ? undefined : compact({ [v.profileBy]: v.profileValue.trim(), markAsPreferred: v.markAsPreferred || undefined });
  // Paying by reference sends the registering transaction's uuid and no token (contract §4).
  const byReference = v.instrument === 'reference';
  return compact({
    ...common,
    transactionToken: byReference ? undefined : v.instrument === 'card' ? v.cardToken : v.paymentToken.trim(),
    referenceUuid: byReference ? v.referenceUuid.trim() : undefined,
    // register may go without an amount; a payment always names one (an empty one is then refused at its field).
    amount: payment ? v.amount.trim() : set(v.amount),
    currency: payment ? v.currency.trim() : set(v.currency),
    customer: Object.keys(customer).length ? customer : undefined,
    customerProfileData: profile,
    transactionIndicator: set(v.transactionIndicator),
    withRegister: payment && v.withRegister ? true : undefined,
    requestDcc: payment && v.requestDcc ? true : undefined,
  });
};
