import type { FollowUpOperation } from '@contracts/gateway-transactions';
import type { TestRun } from './runs-store';
import { takesAmount, type TxFormValues } from './transaction-form-values';

/** The follow-ups a successful run allows: capture/void a preauthorization, refund a debit or capture, deregister what registered. */
export const followUpsOf = (run: TestRun): FollowUpOperation[] => {
  const last = run.results.at(-1)?.response;
  // Still waiting for the payer (a DCC choice, a redirect): nothing to follow up yet.
  if (!last?.success || !last.uuid || last.returnType === 'PENDING_DCC' || last.returnType === 'REDIRECT') return [];
  const operations: FollowUpOperation[] = [];
  if (run.operation === 'preauthorize') operations.push('capture', 'void');
  if (run.operation === 'debit' || run.operation === 'capture') operations.push('refund');
  if (run.operation === 'register' || run.request.withRegister === true) operations.push('deregister');
  return operations;
};

/** The amount the run moved: after a DCC choice of the payer's currency, the converted one. */
const movedAmount = (run: TestRun): { amount: string; currency: string } => {
  const dcc = run.results.at(-1)?.response.dccData;
  if (dcc && run.dccCurrency === dcc.convertedCurrency) return { amount: dcc.convertedAmount, currency: dcc.convertedCurrency };
  return { amount: String(run.request.amount ?? ''), currency: String(run.request.currency ?? '') };
};

/** What a follow-up shortcut puts into the form: operation, reference, connector, and the amount where it takes one. */
export const followUpPrefill = (run: TestRun, operation: FollowUpOperation): Partial<TxFormValues> => ({
  operation,
  connectorGuid: run.connectorGuid,
  referenceUuid: run.results.at(-1)?.response.uuid ?? '',
  ...(takesAmount(operation) ? movedAmount(run) : {}),
});
