import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { TestTransactionOptions } from '@contracts/bff-transactions';
import { FOLLOW_UP_OPERATIONS, ROUTED_OPERATIONS } from '@contracts/gateway-transactions';
import { fieldAria, FormField } from '../../components/form-field';
import { KeyValueRows } from '../../components/key-value-rows';
import { RequestError } from '../../components/request-error';
import { ConnectorField } from './connector-field';
import { CustomerFieldset } from './customer-fieldset';
import { InstrumentFields } from './instrument-fields';
import { PaymentOptionsFieldset } from './payment-options-fieldset';
import { ProfileDataFieldset } from './profile-data-fieldset';
import { isFollowUp, takesAmount, type TxFormValues } from './transaction-form-values';

export interface TransactionFormProps {
  form: UseFormReturn<TxFormValues>;
  options: TestTransactionOptions;
  onSend(values: TxFormValues): void;
  sending: boolean;
  /** The BFF's or gateway's refusal of the last send; the form keeps its values. */
  refusal: unknown;
}

const OPERATION_GROUPS = [
  { label: 'New transaction', operations: ROUTED_OPERATIONS },
  { label: 'Follow-up (needs a reference transaction)', operations: FOLLOW_UP_OPERATIONS },
];

/** One test transaction: the fields the operation takes, checked against the contract before it is sent. */
export const TransactionForm = ({ form, options, onSend, sending, refusal }: TransactionFormProps) => {
  const operation = useWatch({ control: form.control, name: 'operation' });
  const { errors } = form.formState;
  const text = (name: 'merchantTransactionId' | 'referenceUuid' | 'amount' | 'currency' | 'description', label: string, hint?: string) => (
    <FormField id={`tx-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      <input type="text" spellCheck={false} {...fieldAria(`tx-${name}`, hint, errors[name]?.message)} {...form.register(name)} />
    </FormField>
  );
  const followUp = isFollowUp(operation);
  return (
    <form className="profile-panel transaction-form" aria-label="Test transaction" onSubmit={form.handleSubmit(onSend)} noValidate>
      <div className="form-grid">
        <FormField id="tx-operation" label="Operation" hint={followUp ? 'Acts on an earlier transaction: name it below.' : undefined}>
          <select {...fieldAria('tx-operation', followUp, undefined)} {...form.register('operation')}>
            {OPERATION_GROUPS.map(({ label, operations }) => (
              <optgroup key={label} label={label}>
                {operations.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>
        <ConnectorField form={form} connectors={options.connectors} />
        {text('merchantTransactionId', 'Merchant transaction ID', 'Unique per transaction; a new one is filled in after each send.')}
        {followUp ? text('referenceUuid', 'Reference transaction UUID', `The transaction this ${operation} acts on.`) : null}
        {takesAmount(operation) ? text('amount', operation === 'register' ? 'Amount (optional)' : 'Amount', 'A decimal such as 10.00') : null}
        {takesAmount(operation) ? text('currency', operation === 'register' ? 'Currency (optional)' : 'Currency', 'Three capital letters, such as EUR') : null}
        {text('description', 'Description')}
      </div>
      {followUp ? null : <InstrumentFields form={form} testCards={options.testCards} />}
      {followUp ? null : <CustomerFieldset form={form} />}
      <Controller
        control={form.control}
        name="extraData"
        render={({ field }) => <KeyValueRows legend="Extra data" rows={field.value} onChange={field.onChange} error={errors.extraData?.message} />}
      />
      {followUp ? null : <PaymentOptionsFieldset form={form} connectors={options.connectors} />}
      {followUp ? null : <ProfileDataFieldset form={form} />}
      {errors.root?.message ? (
        <p className="field-error" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      {refusal ? <RequestError title="The transaction was refused" error={refusal} /> : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Sending…' : `Send ${operation}`}
        </button>
      </div>
    </form>
  );
};
