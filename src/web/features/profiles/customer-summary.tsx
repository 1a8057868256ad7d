import type { StudioProfile } from '@contracts/bff-profiles';
import { CUSTOMER_TEXT_FIELDS } from '@domain/profiles/profile';
import { SummaryList } from '../../components/summary-list';
import { CUSTOMER_FIELD_LABELS } from '@domain/profiles/profile';

/** The customer data fields that are set, with human labels, and the profile's extra data. */
export const CustomerSummary = ({ profile }: { profile: StudioProfile }) => {
  const fields = CUSTOMER_TEXT_FIELDS.filter((f) => profile.customer[f]).map((f) => ({ term: CUSTOMER_FIELD_LABELS[f], value: profile.customer[f] }));
  const extra = Object.entries(profile.extraData).map(([key, value]) => ({ term: key, value }));
  return (
    <>
      <section aria-labelledby="customer-data-heading">
        <h3 id="customer-data-heading">Customer data</h3>
        {fields.length ? <SummaryList items={fields} /> : <p className="empty-state">No customer data is stored in this profile.</p>}
      </section>
      <section aria-labelledby="extra-data-heading">
        <h3 id="extra-data-heading">Extra data</h3>
        {extra.length ? <SummaryList items={extra} /> : <p className="empty-state">No extra data.</p>}
      </section>
    </>
  );
};
