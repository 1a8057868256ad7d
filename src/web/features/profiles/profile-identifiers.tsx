import type { StudioProfile } from '@contracts/bff-profiles';
import { CopyValue } from '../../components/copy-value';
import { SummaryList } from '../../components/summary-list';
import { methodLabel } from './instrument-details';

/** The identifiers support staff quote and paste: both copyable. */
export const ProfileIdentifiers = ({ profile }: { profile: StudioProfile }) => (
  <SummaryList
    items={[
      { term: 'Profile GUID', value: <CopyValue value={profile.profileGuid} label="profile GUID" /> },
      { term: 'Customer identification', value: <CopyValue value={profile.customerIdentification} label="customer identification" /> },
      { term: 'Container', value: <code>{profile.container}</code> },
      { term: 'Preferred method', value: profile.preferredMethod ? methodLabel(profile.preferredMethod) : 'None' },
    ]}
  />
);
