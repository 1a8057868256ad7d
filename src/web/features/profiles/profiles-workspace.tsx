import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StudioProfile } from '@contracts/bff-profiles';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { RequestError } from '../../components/request-error';
import { profilesApi } from './profiles-api';
import { useSession } from '../../lib/use-session';
import { AttachInstrumentForm } from './attach-instrument-form';
import { ContainerPicker } from './container-picker';
import { ProfileLoader } from './profile-loader';
import { ProfileMatches } from './profile-matches';
import { profileKeys, containersQuery } from './profile-queries';
import { ProfileSearchForm, type ProfileSearch } from './profile-search-form';
import { useProfileLocation } from './use-profile-location';

/** Container, search and the open profile of one environment. */
export const ProfilesWorkspace = ({ env }: { env: string }) => {
  const { can } = useSession();
  const queryClient = useQueryClient();
  const containers = useQuery(containersQuery(env));
  const location = useProfileLocation();
  // Said on the page, never put in the URL: a customer identification is personal data.
  const [notice, setNotice] = useState<{ kind: 'ok' | 'empty'; text: string } | null>(null);
  // The URL follows in a transition; until then the deleted profile must not be shown (or looked up) again.
  const [deletedGuid, setDeletedGuid] = useState<string | null>(null);
  const lookup = useMutation({ mutationFn: (body: { container: string; customerIdentification: string }) => profilesApi.lookupProfile(env, body) });
  // Search by email or name: the text is kept in the mutation's variables, never in the URL.
  const textSearch = useMutation({ mutationFn: (body: { container: string; text: string }) => profilesApi.searchProfiles(env, body) });

  if (containers.isPending) return <LoadingState label="Loading profile containers…" />;
  if (containers.isError) return <ErrorState title="Could not load the profile containers" error={containers.error} onRetry={() => void containers.refetch()} />;
  const list = containers.data.containers;
  const selected = location.container ?? (list.length === 1 ? list[0]!.guid : null);
  const container = list.find((c) => c.guid === selected);

  const search = (query: ProfileSearch) => {
    if (!container) return;
    setNotice(null);
    setDeletedGuid(null);
    lookup.reset();
    textSearch.reset();
    if (query.by === 'text') {
      location.open({ profile: null });
      textSearch.mutate({ container: container.guid, text: query.value });
      return;
    }
    if (query.by === 'profileGuid') {
      if (query.value === location.profile) void queryClient.invalidateQueries({ queryKey: profileKeys.profile(env, container.guid, query.value) });
      location.open({ container: container.guid, profile: query.value });
      return;
    }
    lookup.mutate(
      { container: container.guid, customerIdentification: query.value },
      {
        onSuccess: ({ profile }) => {
          if (!profile) {
            location.open({ profile: null });
            setNotice({ kind: 'empty', text: `No profile with customer identification “${query.value}” in this container.` });
            return;
          }
          // The answer is the profile: keep it, so opening it is not a second (audited) lookup.
          queryClient.setQueryData(profileKeys.profile(env, container.guid, profile.profileGuid), { profile });
          location.open({ container: container.guid, profile: profile.profileGuid });
        },
      },
    );
  };
  const deleted = (profile: StudioProfile) => {
    setDeletedGuid(profile.profileGuid);
    location.open({ profile: null });
    setNotice({
      kind: 'ok',
      text: `Deleted profile ${profile.profileGuid} (customer identification ${profile.customerIdentification}) with its customer data and ${profile.instruments.length} stored payment instrument${profile.instruments.length === 1 ? '' : 's'}.`,
    });
  };

  return (
    <div className="profiles-workspace">
      <ContainerPicker containers={list} selected={selected} onSelect={(guid) => {
          setNotice(null);
          location.open({ container: guid, profile: null });
        }} />
      {container ? (
        <>
          <ProfileSearchForm onSearch={search} searching={lookup.isPending || textSearch.isPending} />
          {lookup.isError ? <RequestError title="The lookup failed" error={lookup.error} /> : null}
          {textSearch.isError ? <RequestError title="The search failed" error={textSearch.error} /> : null}
          {textSearch.data && textSearch.variables && !location.profile ? (
            <ProfileMatches text={textSearch.variables.text} result={textSearch.data} onOpen={(profileGuid) => location.open({ container: container.guid, profile: profileGuid })} />
          ) : null}
          {notice ? (
            <p className={notice.kind === 'ok' ? 'notice-ok' : 'empty-state'} role="status" data-testid="profiles-notice">
              {notice.text}
            </p>
          ) : null}
          {location.profile && location.profile !== deletedGuid ? (
            <ProfileLoader env={env} container={container} profileGuid={location.profile} onDeleted={deleted} />
          ) : can('profiles:write') ? (
            <AttachInstrumentForm
              env={env}
              container={container}
              onAttached={(result) => {
                setNotice({ kind: 'ok', text: `Attached: new payment token ${result.paymentToken} in profile ${result.profileGuid}.` });
                location.open({ container: container.guid, profile: result.profileGuid });
              }}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
};
