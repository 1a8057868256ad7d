import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { TestCard } from '@contracts/bff-transactions';
import { fieldAria, FormField } from '../../components/form-field';
import { isPayment, type TxFormValues } from './transaction-form-values';

const behaviourOf = (card: TestCard): string => {
  if (card.behaviour === 'success') return 'succeeds';
  const kind = card.behaviour.replace('-', ' ');
  return card.declineCode === undefined ? kind : `${kind} ${card.declineCode}`;
};

/** "Visa •••• 1111 · DE · EUR card · succeeds": what QA needs to pick the case they test. */
export const testCardLabel = (card: TestCard): string =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.lastFourDigits} · ${card.binCountry} · ${card.cardCurrency} card · ${behaviourOf(card)}`;

export interface InstrumentFieldsProps {
  form: UseFormReturn<TxFormValues>;
  testCards: readonly TestCard[];
}

const REFERENCE_HINT =
  'The UUID of a successful register (or withRegister debit/preauthorize) of this merchant: its instrument pays, with no token and no payment page. Send it to that connector, or to a meta-connector that sends it there.';

/**
 * Pay with a test card of the environment's tokenizer, with a payment token stored in a customer
 * profile, or (debit/preauthorize) with the instrument an earlier register stored, by its referenceUuid.
 */
export const InstrumentFields = ({ form, testCards }: InstrumentFieldsProps) => {
  const instrument = useWatch({ control: form.control, name: 'instrument' });
  const operation = useWatch({ control: form.control, name: 'operation' });
  const { errors } = form.formState;
  const tokenHint = 'pt:: and 20 characters, from a customer profile. Send it to the connector the instrument is tied to, or to a meta-connector that routes there.';
  return (
    <fieldset className="form-fieldset">
      <legend>Payment instrument</legend>
      <div className="radio-group">
        <label>
          <input type="radio" value="card" {...form.register('instrument')} /> Pay with a test card
        </label>
        <label>
          <input type="radio" value="token" {...form.register('instrument')} /> Pay with a stored payment token
        </label>
        {isPayment(operation) || instrument === 'reference' ? (
          <label>
            <input type="radio" value="reference" {...form.register('instrument')} /> Pay with a registered instrument (referenceUuid)
          </label>
        ) : null}
      </div>
      {instrument === 'card' ? (
        <FormField id="tx-card" label="Test card" error={errors.cardToken?.message} hint={testCards.length ? undefined : 'This environment declares no test cards: use a stored payment token.'}>
          {/* defaultValue too: a select mounted later does not always take react-hook-form's value from its ref (happy-dom). */}
          <select defaultValue={form.getValues('cardToken')} {...fieldAria('tx-card', !testCards.length, errors.cardToken?.message)} {...form.register('cardToken')}>
            <option value="">Choose a test card…</option>
            {testCards.map((card) => (
              <option key={card.token} value={card.token}>
                {testCardLabel(card)}
              </option>
            ))}
          </select>
        </FormField>
      ) : instrument === 'token' ? (
        <FormField id="tx-token" label="Payment token" hint={tokenHint} error={errors.paymentToken?.message}>
          <input type="text" spellCheck={false} autoComplete="off" {...fieldAria('tx-token', tokenHint, errors.paymentToken?.message)} {...form.register('paymentToken')} />
        </FormField>
      ) : (
        <FormField id="tx-referenceUuid" label="Registering transaction UUID" hint={REFERENCE_HINT} error={errors.referenceUuid?.message}>
          <input type="text" spellCheck={false} autoComplete="off" {...fieldAria('tx-referenceUuid', REFERENCE_HINT, errors.referenceUuid?.message)} {...form.register('referenceUuid')} />
        </FormField>
      )}
    </fieldset>
  );
};
