import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { StudioProfile, UpdateProfileResult } from '@contracts/bff-profiles';
import { CUSTOMER_TEXT_FIELDS, CustomerData } from '@domain/profiles/profile';
import { fieldAria, FormField } from '../../components/form-field';
import { KeyValueRows, recordToRows, rowsToRecord } from '../../components/key-value-rows';
import { ProductionConfirm } from '../../components/production-confirm';
import { RequestError } from '../../components/request-error';
import { useProductionConfirmation } from '../../lib/use-production-confirmation';
import { CUSTOMER_FIELD_SPECS } from './customer-fields';
import { useUpdateProfile } from './profile-mutations';

export interface EditIntent {
  /** Why the form was opened for the user (e.g. a preferred instrument needs a first name first). */
  reason: string;
  /** Sent with the customer data: the instrument the user wanted to mark as preferred. */
  preferredInstrument?: string;
}

export interface EditCustomerFormProps {
  env: string;
  container: string;
  profile: StudioProfile;
  intent: EditIntent | null;
  onSaved(result: UpdateProfileResult, preferredInstrument: string | undefined): void;
  onCancel(): void;
}

// An empty input means "not set": the schema's format rules (country, date, gender) apply only to set values.
const unsetWhenEmpty = { setValueAs: (value: unknown) => (value === '' ? undefined : value) };

/** Edits the customer data with the platform's own limits (CustomerData); the saved form is what the profile then holds. */
export const EditCustomerForm = ({ env, container, profile, intent, onSaved, onCancel }: EditCustomerFormProps) => {
  const update = useUpdateProfile(env, container, profile.profileGuid);
  const confirmation = useProductionConfirmation();
  const [extraRows, setExtraRows] = useState(() => recordToRows(profile.extraData));
  const { register, handleSubmit, formState } = useForm<CustomerData>({ resolver: zodResolver(CustomerData), defaultValues: profile.customer as Partial<CustomerData> });
  const hadExtraData = Object.keys(profile.extraData).length > 0;

  const save = (data: CustomerData) => {
    if (!confirmation.ready) return;
    // The gateway merges what it is sent (contract §3): a field left out would keep its old value, so
    // every field goes along, null for an empty one, and removing every extra data row sends an empty record.
    const extraData = rowsToRecord(extraRows) ?? (hadExtraData ? {} : undefined);
    const preferredInstrument = intent?.preferredInstrument;
    const fields = Object.fromEntries(CUSTOMER_TEXT_FIELDS.map((field) => [field, data[field] ?? null]));
    update.mutate(
      { customerData: { ...fields, firstName: data.firstName, ...(extraData ? { extraData } : {}) }, ...(preferredInstrument ? { preferredInstrument } : {}) },
      {
        onSuccess: (result) => {
          confirmation.reset();
          onSaved(result, preferredInstrument);
        },
      },
    );
  };

  return (
    <form className="profile-panel" aria-label="Edit customer data" onSubmit={handleSubmit(save)} noValidate>
      <h3>Edit customer data</h3>
      {intent ? <p className="notice">{intent.reason}</p> : null}
      <p className="muted">The gateway requires a first name on every update. The saved data is what the profile then holds; an empty field is cleared.</p>
      <div className="form-grid">
        {CUSTOMER_FIELD_SPECS.map(({ name, label, hint }) => {
          const id = `customer-${name}`;
          const error = formState.errors[name]?.message;
          return (
            <FormField key={name} id={id} label={label} hint={hint} error={error}>
              {name === 'gender' ? (
                <select defaultValue={profile.customer.gender ?? ''} {...fieldAria(id, hint, error)} {...register(name, unsetWhenEmpty)}>
                  <option value="">Not set</option>
                  <option value="M">M</option>
                  <option value="F">F</option>
                </select>
              ) : (
                <input type="text" {...fieldAria(id, hint, error)} {...register(name, unsetWhenEmpty)} />
              )}
            </FormField>
          );
        })}
      </div>
      <KeyValueRows legend="Extra data" rows={extraRows} onChange={setExtraRows} />
      <ProductionConfirm confirmation={confirmation} consequence="changes a real customer's stored data" />
      {update.isError ? <RequestError title="The profile was not saved" error={update.error} /> : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={update.isPending || !confirmation.ready}>
          {update.isPending ? 'Saving…' : intent?.preferredInstrument ? 'Save and mark as preferred' : 'Save customer data'}
        </button>
        <button type="button" className="button button-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
};
