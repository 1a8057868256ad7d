import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CustomerIdentification, ProfileGuid } from '../../../domain/profiles/profile';
import { fieldAria, FormField } from '../../components/form-field';

/** Checked with the domain's own rules before anything is sent (and audited). */
const ProfileSearch = z.discriminatedUnion('by', [
  z.object({ by: z.literal('profileGuid'), value: ProfileGuid }),
  z.object({ by: z.literal('customerIdentification'), value: CustomerIdentification }),
]);
export type ProfileSearch = z.infer<typeof ProfileSearch>;

export interface ProfileSearchFormProps {
  onSearch(search: ProfileSearch): void;
  searching: boolean;
}

export const ProfileSearchForm = ({ onSearch, searching }: ProfileSearchFormProps) => {
  const { register, handleSubmit, control, formState } = useForm<ProfileSearch>({ resolver: zodResolver(ProfileSearch), defaultValues: { by: 'profileGuid', value: '' } });
  const by = useWatch({ control, name: 'by' });
  const error = formState.errors.value?.message;
  const hint = by === 'profileGuid' ? 'CP- and 29 more characters' : 'The identifier the merchant gave the customer (1 to 255 characters); it is not put in the page address.';
  return (
    <form className="inline-form profile-search" aria-label="Find a profile" onSubmit={handleSubmit(onSearch)} noValidate>
      <fieldset className="radio-group">
        <legend>Find by</legend>
        <label>
          <input type="radio" value="profileGuid" {...register('by')} /> Profile GUID
        </label>
        <label>
          <input type="radio" value="customerIdentification" {...register('by')} /> Customer identification
        </label>
      </fieldset>
      <FormField id="profile-search-value" label={by === 'profileGuid' ? 'Profile GUID' : 'Customer identification'} hint={hint} error={error}>
        <input type="text" autoComplete="off" spellCheck={false} {...fieldAria('profile-search-value', hint, error)} {...register('value')} />
      </FormField>
      <button type="submit" className="button" disabled={searching}>
        {searching ? 'Looking up…' : 'Look up'}
      </button>
    </form>
  );
};
