import { z } from 'zod';

/**
 * Finding a profile by its customer's email or name. The gateway's profile interface looks up by
 * profile GUID or customer identification only, so the studio asks the BI data source: records
 * whose customer email or name fits name the `customer.identification` the merchant sent, and each
 * such identification is then looked up as a profile (audited), keeping only the profiles whose own
 * customer data fits. It finds customers who paid with a transaction that carried
 * `customer.identification` equal to their profile's customer identification (the usual way a
 * merchant integrates profiles); a profile without such a transaction is found by its identifiers.
 */

/** Two to 100 characters: an email address, or words of a name. */
export const ProfileSearchText = z
  .string()
  .trim()
  .min(2, 'at least 2 characters of an email address or a name')
  .max(100, 'at most 100 characters')
  .refine((s) => !/\p{Cc}/u.test(s), 'no control characters');
export type ProfileSearchText = z.infer<typeof ProfileSearchText>;

/** How many customer identifications one search looks up as profiles at most (each lookup is a gateway call, audited). */
export const PROFILE_SEARCH_LOOKUPS = 20;

export const PROFILE_SEARCH_FIELDS = ['customer.identification', 'customer.email', 'customer.first_name', 'customer.last_name'] as const;

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The BI request: successful registrations (a register, or a payment with register: what stores an
 * instrument in a profile) with a customer identification whose email or names hold every word of
 * the text (analysed as the data source analyses them), newest first. Registrations only, because a
 * common surname also fits thousands of plain payments by customers without a profile.
 */
export const profileSearchBiQuery = (text: string) => ({
  size: 200,
  sort: [{ created_at: 'desc' }],
  _source: [...PROFILE_SEARCH_FIELDS],
  query: {
    bool: {
      filter: [
        { exists: { field: 'customer.identification' } },
        { term: { status: 'success' } },
        { bool: { should: [{ term: { type: 'register' } }, { term: { is_with_register: true } }], minimum_should_match: 1 } },
      ],
      must: words(text).map((word) => ({
        bool: { should: [{ match: { 'customer.email': { query: word, operator: 'and' } } }, { match: { 'customer.first_name': word } }, { match: { 'customer.last_name': word } }], minimum_should_match: 1 },
      })),
    },
  },
});

const BiCustomerHit = z.object({ customer: z.object({ identification: z.string().min(1) }).passthrough() }).passthrough();

/** The distinct customer identifications of the hits' sources, in the hits' order (newest first), at most `limit`. */
export const identificationsOf = (sources: readonly unknown[], limit = PROFILE_SEARCH_LOOKUPS): { identifications: string[]; more: boolean } => {
  const seen: string[] = [];
  for (const source of sources) {
    const parsed = BiCustomerHit.safeParse(source);
    if (!parsed.success) continue;
    const id = parsed.data.customer.identification.trim();
    if (id && !seen.includes(id)) seen.push(id);
  }
  return { identifications: seen.slice(0, limit), more: seen.length > limit };
};

/** Every word of the text occurs in the profile's email, first name or last name (case-insensitive). */
export const customerMatches = (customer: { email?: string | null; firstName?: string | null; lastName?: string | null } | null, text: string): boolean => {
  if (!customer) return false;
  const haystack = [customer.email, customer.firstName, customer.lastName].filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase());
  return words(text).every((w) => haystack.some((h) => h.includes(w)));
};
