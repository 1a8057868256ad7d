import { STUDIO_CATALOGUE } from '../conditions/catalogue';

/**
 * A condition's param as its inspector form labels it, without the unit and in a sentence's case:
 * "share of payments to the first branch", "card BIN country"… Null when the kind or the param is
 * not known (a newer gateway's): the caller names the param as sent.
 */
export const paramInWords = (constraint: string | undefined, param: string | undefined): string | null => {
  if (constraint === undefined || param === undefined) return null;
  const label = STUDIO_CATALOGUE.kindOf(constraint)?.form.fields.find((f) => f.name === param)?.label;
  return label ? label.replace(/\s*\(.*\)$/, '').replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase()) : null;
};
