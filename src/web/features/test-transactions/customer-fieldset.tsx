import { get, type UseFormReturn } from 'react-hook-form';
import { fieldAria, FormField } from '../../components/form-field';
import type { CustomerInput, TxFormValues } from './transaction-form-values';

const INPUTS: readonly { name: CustomerInput; label: string; hint?: string; type?: string }[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'billingCountry', label: 'Billing country', hint: 'Two capital letters, such as DE' },
  { name: 'ipAddress', label: 'IP address', hint: 'Routing may read its country' },
];

/** The transaction's customer; a profile the transaction creates takes its customer data from here. */
export const CustomerFieldset = ({ form }: { form: UseFormReturn<TxFormValues> }) => (
  <fieldset className="form-fieldset">
    <legend>Customer</legend>
    <div className="form-grid">
      {INPUTS.map(({ name, label, hint, type = 'text' }) => {
        const id = `tx-customer-${name}`;
        const error = (get(form.formState.errors, `customer.${name}`) as { message?: string } | undefined)?.message;
        return (
          <FormField key={name} id={id} label={label} hint={hint} error={error}>
            <input type={type} {...fieldAria(id, hint, error)} {...form.register(`customer.${name}`)} />
          </FormField>
        );
      })}
    </div>
  </fieldset>
);
