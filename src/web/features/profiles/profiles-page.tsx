import { LoadingState } from '../../components/loading-state';
import { useCurrentEnvironment } from '../../lib/use-current-environment';
import { useSession } from '../../lib/use-session';
import { ProfilesWorkspace } from './profiles-workspace';

/** Support staff look up a customer's profile, correct its data and manage its stored instruments. */
export const ProfilesPage = () => {
  const { can } = useSession();
  const env = useCurrentEnvironment().current?.id;
  return (
    <section className="page">
      <div className="page-header">
        <div>
          <h1>Customer profiles</h1>
          <p className="page-lead">Look up a profile by its GUID or the customer identification. Every lookup is recorded in the audit log.</p>
        </div>
      </div>
      {!can('profiles:read') ? (
        <p className="notice">Your role may not view customer profiles.</p>
      ) : env ? (
        <ProfilesWorkspace key={env} env={env} />
      ) : (
        <LoadingState />
      )}
    </section>
  );
};
