import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CustomerIdentification, ProfileGuid } from '@domain/profiles/profile';
import { ProfileSearchText } from '@domain/profiles/profile-search';
import { fieldAria, FormField } from '../../components/form-field';

/** Checked with the domain's own rules before anything is sent (and audited). */
const ProfileSearch = z.discriminatedUnion('by', [
  z.object({ by: z.literal('profileGuid'), value: ProfileGuid }),
  z.object({ by: z.literal('customerIdentification'), value: CustomerIdentification }),
  z.object({ by: z.literal('text'), value: ProfileSearchText }),
]);
export type ProfileSearch = z.infer<typeof ProfileSearch>;

const LABELS: Record<ProfileSearch['by'], string> = { profileGuid: 'Profile GUID', customerIdentification: 'Customer identification', text: 'Email or name' };
const HINTS: Record<ProfileSearch['by'], string> = {
  profileGuid: 'CP- and 29 more characters',
  customerIdentification: 'The identifier the merchant gave the customer (1 to 255 characters); it is not put in the page address.',
  text: 'An email address or words of the name (2 to 100 characters). Found through the customers’ transactions in BI; not put in the page address.',
};

export interface ProfileSearchFormProps {
  onSearch(search: ProfileSearch): void;
  searching: boolean;
}

export const ProfileSearchForm = ({ onSearch, searching }: ProfileSearchFormProps) => {
  const { register, handleSubmit, control, formState } = useForm<ProfileSearch>({ resolver: zodResolver(ProfileSearch), defaultValues: { by: 'profileGuid', value: '' } });
  const by = useWatch({ control, name: 'by' });
  const error = formState.errors.value?.message;
  const hint = HINTS[by];
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
        <label>
          <input type="radio" value="text" {...register('by')} /> Email or name
        </label>
      </fieldset>
      <FormField id="profile-search-value" label={LABELS[by]} hint={hint} error={error}>
        <input type="text" autoComplete="off" spellCheck={false} {...fieldAria('profile-search-value', hint, error)} {...register('value')} />
      </FormField>
      <button type="submit" className="button" disabled={searching}>
        {searching ? 'Looking up…' : by === 'text' ? 'Search' : 'Look up'}
      </button>
    </form>
  );
};
