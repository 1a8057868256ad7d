import { z } from 'zod';
import type { StudioProfile } from '@contracts/bff-profiles';
import { CUSTOMER_FIELD_LABELS, CUSTOMER_TEXT_FIELDS, CustomerData, type CustomerTextField } from '@domain/profiles/profile';

const FORMAT_HINTS: Partial<Record<CustomerTextField, string>> = {
  birthDate: 'Written YYYY-MM-DD',
  gender: 'M or F',
  billingCountry: 'Two capital letters (ISO 3166), such as DE',
};

/** The length limit of a field, read from the domain schema so the form and the check never disagree. */
const maxLengthOf = (field: CustomerTextField): number | undefined => {
  const schema = CustomerData.shape[field];
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodString && typeof inner.maxLength === 'number' ? inner.maxLength : undefined;
};

export interface CustomerFieldSpec {
  name: CustomerTextField;
  label: string;
  maxLength: number | undefined;
  hint: string;
}

export const CUSTOMER_FIELD_SPECS: readonly CustomerFieldSpec[] = CUSTOMER_TEXT_FIELDS.map((name) => {
  const maxLength = maxLengthOf(name);
  const limit = maxLength === undefined ? undefined : `at most ${maxLength} characters`;
  const hint = name === 'firstName' ? `Required on every update by the gateway; ${limit}` : [FORMAT_HINTS[name], limit].filter(Boolean).join('; ');
  return { name, label: CUSTOMER_FIELD_LABELS[name], maxLength, hint: hint.charAt(0).toUpperCase() + hint.slice(1) };
});

/**
 * The profile's customer data as updateProfile takes it, sent back unchanged when only the preferred
 * instrument changes (the gateway asks for customer data on every update; it merges, so this changes nothing).
 */
export const currentCustomerData = (profile: StudioProfile): Record<string, unknown> => ({
  ...profile.customer,
  ...(Object.keys(profile.extraData).length ? { extraData: profile.extraData } : {}),
});

/** "first name, billing city" for the changedFields of an update. */
// Fields an update names besides the customer data (changedFields of updateProfile).
const OTHER_FIELD_LABELS: Readonly<Record<string, string>> = { preferredInstrument: 'preferred instrument', extraData: 'extra data' };

export const describeChangedFields = (fields: readonly string[]): string =>
  fields
    .map((f) => OTHER_FIELD_LABELS[f] ?? (f in CUSTOMER_FIELD_LABELS ? CUSTOMER_FIELD_LABELS[f as CustomerTextField] : f).toLowerCase().replace(/\bip\b/, 'IP').replace(/\bid\b/, 'ID'))
    .join(', ');
