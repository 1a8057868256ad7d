import { useQuery } from '@tanstack/react-query';
import type { ProfileContainer, StudioProfile } from '@contracts/bff-profiles';
import { ProfileGuid } from '@domain/profiles/profile';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { profileQuery } from './profile-queries';
import { ProfileView } from './profile-view';

export interface ProfileLoaderProps {
  env: string;
  container: ProfileContainer;
  profileGuid: string;
  onDeleted(profile: StudioProfile): void;
}

/** The profile the URL names. "No such profile" is an answer, not an error. */
export const ProfileLoader = ({ env, container, profileGuid, onDeleted }: ProfileLoaderProps) => {
  const valid = ProfileGuid.safeParse(profileGuid);
  const profile = useQuery({ ...profileQuery(env, container.guid, profileGuid), enabled: valid.success });
  if (!valid.success)
    return (
      <p className="empty-state" role="status">
        The address names “{profileGuid}”, which is not a profile GUID ({valid.error.issues[0]?.message}).
      </p>
    );
  if (profile.isPending) return <LoadingState label="Looking up the profile…" />;
  if (profile.isError) return <ErrorState title="Could not look up the profile" error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data.profile)
    return (
      <p className="empty-state" role="status" data-testid="profile-not-found">
        No profile <code>{profileGuid}</code> in container <code>{container.guid}</code>.
      </p>
    );
  return <ProfileView env={env} container={container} profile={profile.data.profile} onDeleted={onDeleted} />;
};
