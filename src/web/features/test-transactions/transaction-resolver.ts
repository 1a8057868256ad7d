import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import { requestSchemaFor } from '@contracts/gateway-transactions';
import { PaymentToken } from '@domain/profiles/profile';
import { assembleRequest, CUSTOMER_INPUTS, isFollowUp, isPayment, type TxFormValues } from './transaction-form-values';

const DIRECT = new Set(['merchantTransactionId', 'amount', 'currency', 'description', 'referenceUuid', 'transactionIndicator', 'extraData']);

/** The form input a problem of the assembled request belongs to; `root` when no input edits it. */
export const fieldOfIssue = (path: readonly PropertyKey[], values: TxFormValues): string => {
  const [head, sub] = path.map(String);
  if (head === undefined) return 'root';
  if (DIRECT.has(head)) return head;
  if (head === 'transactionToken') return values.instrument === 'card' ? 'cardToken' : values.instrument === 'token' ? 'paymentToken' : 'referenceUuid';
  if (head === 'customer' && (CUSTOMER_INPUTS as readonly string[]).includes(sub ?? '')) return `customer.${sub}`;
  if (head === 'customerProfileData') return sub === 'markAsPreferred' ? 'markAsPreferred' : 'profileValue';
  return 'root';
};

const failure = (field: string, message: string) => {
  const errors: FieldErrors<TxFormValues> = {};
  set(errors, field, { type: 'validate', message });
  return { values: {}, errors };
};

/**
 * Checks the request the form will send with the contract's schema for its operation (a payment by
 * reference has its own; the BFF checks it again) and puts the first problem on the input it came from.
 */
export const transactionResolver: Resolver<TxFormValues> = (values) => {
  if (!values.connectorGuid) return failure('connectorGuid', 'choose a connector');
  if (!isFollowUp(values.operation)) {
    if (values.instrument === 'card' && !values.cardToken) return failure('cardToken', 'choose a test card');
    const token = PaymentToken.safeParse(values.paymentToken.trim());
    if (values.instrument === 'token' && !token.success) return failure('paymentToken', token.error.issues[0]!.message);
    if (values.instrument === 'reference' && !isPayment(values.operation)) return failure('referenceUuid', 'a register needs a test card or a payment token; only debit and preauthorize pay by reference');
    if (values.instrument === 'reference' && !values.referenceUuid.trim()) return failure('referenceUuid', 'name the register (or withRegister) transaction whose instrument pays');
  }
  const request = assembleRequest(values);
  const result = requestSchemaFor(values.operation, request).safeParse(request);
  if (result.success) return { values, errors: {} };
  const issue = result.error.issues[0]!;
  const field = fieldOfIssue(issue.path, values);
  return failure(field, field === 'root' ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
};
