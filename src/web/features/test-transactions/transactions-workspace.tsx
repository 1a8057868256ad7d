import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TestTransactionOptions } from '@contracts/bff-transactions';
import type { FollowUpOperation } from '@contracts/gateway-transactions';
import { ProductionWriteDialog } from '../../components/production-write-dialog';
import { useProductionConfirmation } from '../../lib/use-production-confirmation';
import { followUpPrefill } from './follow-ups';
import { RunList } from './run-list';
import type { TestRun } from './runs-store';
import { assembleRequest, emptyTransactionForm, nextMerchantTransactionId, type TxFormValues } from './transaction-form-values';
import { TransactionForm } from './transaction-form';
import { transactionResolver } from './transaction-resolver';
import { type Send, useSendTransaction } from './use-send-transaction';

export interface TransactionsWorkspaceProps {
  env: string;
  options: TestTransactionOptions;
}

/** The form and this session's runs; a follow-up shortcut on a run fills the form. */
export const TransactionsWorkspace = ({ env, options }: TransactionsWorkspaceProps) => {
  const form = useForm<TxFormValues>({ defaultValues: emptyTransactionForm(options.testCards[0]?.token), resolver: transactionResolver });
  const send = useSendTransaction(env);
  const { production } = useProductionConfirmation();
  const [pending, setPending] = useState<Send | null>(null);
  const [prefilled, setPrefilled] = useState<string | null>(null);

  const go = (next: Send) =>
    send.mutate(next, {
      onSuccess: () => {
        setPending(null);
        // The gateway now knows this id (a decline too): the next send needs another.
        form.setValue('merchantTransactionId', nextMerchantTransactionId());
      },
      onError: () => setPending(null),
    });
  const submit = (values: TxFormValues) => {
    setPrefilled(null);
    const next: Send = { connectorGuid: values.connectorGuid, body: { operation: values.operation, request: assembleRequest(values) } };
    if (production) setPending(next);
    else go(next);
  };
  const followUp = (run: TestRun, operation: FollowUpOperation) => {
    send.reset();
    form.reset({ ...form.getValues(), ...followUpPrefill(run, operation), merchantTransactionId: nextMerchantTransactionId() });
    setPrefilled(`The form is filled in for a ${operation} of ${String(run.request.merchantTransactionId)}: check it and send.`);
    form.setFocus('operation');
  };
  const connectorName = (guid: string) => options.connectors.find((c) => c.guid === guid)?.name ?? guid;

  return (
    <div className="transactions-workspace">
      <div>
        {prefilled ? (
          <p className="notice-ok" role="status">
            {prefilled}
          </p>
        ) : null}
        <TransactionForm form={form} options={options} onSend={submit} sending={send.isPending} refusal={send.error} />
      </div>
      <RunList env={env} connectors={options.connectors} testCards={options.testCards} onFollowUp={followUp} />
      {pending ? (
        <ProductionWriteDialog
          title="Send a real transaction?"
          consequence="sends a transaction that moves real money"
          confirmLabel={`Send ${pending.body.operation}`}
          pending={send.isPending}
          error={null}
          onConfirm={() => go(pending)}
          onCancel={() => setPending(null)}
          testId="production-send-dialog"
        >
          <p>
            {pending.body.operation}
            {pending.body.request.amount ? ` of ${String(pending.body.request.amount)} ${String(pending.body.request.currency ?? '')}` : ''} to {connectorName(pending.connectorGuid)}.
          </p>
        </ProductionWriteDialog>
      ) : null}
    </div>
  );
};
