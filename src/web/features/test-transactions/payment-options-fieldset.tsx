import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { TestConnector } from '@contracts/bff-transactions';
import { TRANSACTION_INDICATORS } from '@contracts/gateway-transactions';
import { fieldAria, FormField } from '../../components/form-field';
import { isPayment, type TxFormValues } from './transaction-form-values';

/** Why a DCC request may come back without a quote, for the chosen connector. */
const dccHint = (connector: TestConnector | undefined): string | null => {
  if (!connector || connector.dccEnabled) return null;
  if (connector.isMetaConnector) return `${connector.name} is a meta-connector: a quote comes only if its routing picks a connector with DCC activated.`;
  return `DCC is not activated on ${connector.name}: the transaction proceeds without a quote.`;
};

export interface PaymentOptionsFieldsetProps {
  form: UseFormReturn<TxFormValues>;
  connectors: readonly TestConnector[];
}

/** Transaction indicator, and for debit/preauthorize: register the instrument too, request a DCC quote. */
export const PaymentOptionsFieldset = ({ form, connectors }: PaymentOptionsFieldsetProps) => {
  const [operation, connectorGuid, requestDcc] = useWatch({ control: form.control, name: ['operation', 'connectorGuid', 'requestDcc'] });
  const error = form.formState.errors.transactionIndicator?.message;
  const hint = isPayment(operation) && requestDcc ? dccHint(connectors.find((c) => c.guid === connectorGuid)) : null;
  return (
    <fieldset className="form-fieldset">
      <legend>Options</legend>
      <div className="form-grid">
        <FormField id="tx-indicator" label="Transaction indicator" error={error}>
          <select {...fieldAria('tx-indicator', undefined, error)} {...form.register('transactionIndicator')}>
            <option value="">Not set</option>
            {TRANSACTION_INDICATORS.map((indicator) => (
              <option key={indicator} value={indicator}>
                {indicator}
              </option>
            ))}
          </select>
        </FormField>
        {isPayment(operation) ? (
          <>
            <label className="check-field">
              <input type="checkbox" {...form.register('withRegister')} /> Also register the instrument (withRegister)
            </label>
            <label className="check-field">
              <input type="checkbox" aria-describedby={hint ? 'tx-dcc-hint' : undefined} {...form.register('requestDcc')} /> Request a DCC quote (requestDcc)
            </label>
          </>
        ) : null}
      </div>
      {hint ? (
        <p className="field-hint" id="tx-dcc-hint" data-testid="dcc-hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
};
