import { useWatch, type UseFormReturn } from 'react-hook-form';
import { fieldAria, FormField } from '../../components/form-field';
import type { TxFormValues } from './transaction-form-values';

/**
 * customerProfileData: store the instrument this transaction registers in a profile, found by
 * customer identification (created when none exists) or by profile GUID.
 */
export const ProfileDataFieldset = ({ form }: { form: UseFormReturn<TxFormValues> }) => {
  const by = useWatch({ control: form.control, name: 'profileBy' });
  const error = form.formState.errors.profileValue?.message;
  const hint = by === 'customerIdentification' ? 'A profile with this identification is created in the connector’s container when none exists.' : 'An existing profile.';
  return (
    <fieldset className="form-fieldset">
      <legend>Customer profile</legend>
      <div className="radio-group">
        <label>
          <input type="radio" value="none" {...form.register('profileBy')} /> No profile
        </label>
        <label>
          <input type="radio" value="customerIdentification" {...form.register('profileBy')} /> By customer identification
        </label>
        <label>
          <input type="radio" value="profileGuid" {...form.register('profileBy')} /> By profile GUID
        </label>
      </div>
      {by === 'none' ? null : (
        <div className="form-grid">
          <FormField id="tx-profile" label={by === 'profileGuid' ? 'Profile GUID' : 'Customer identification'} hint={hint} error={error}>
            <input type="text" autoComplete="off" spellCheck={false} {...fieldAria('tx-profile', hint, error)} {...form.register('profileValue')} />
          </FormField>
          <label className="check-field">
            <input type="checkbox" {...form.register('markAsPreferred')} /> Mark the registered instrument as preferred
          </label>
        </div>
      )}
    </fieldset>
  );
};
