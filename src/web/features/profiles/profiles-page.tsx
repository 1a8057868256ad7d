import { EnvironmentPage } from '../../components/environment-page';
import { ProfilesWorkspace } from './profiles-workspace';

/** Support staff look up a customer's profile, correct its data and manage its stored instruments. */
export const ProfilesPage = () => (
  <EnvironmentPage
    title="Customer profiles"
    lead="Look up a profile by its GUID or the customer identification, or search by the customer’s email or name. Every lookup and search is recorded in the audit log."
    permission="profiles:read"
    denied="Your role may not view customer profiles."
  >
    {(env) => <ProfilesWorkspace env={env} />}
  </EnvironmentPage>
);
