import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachInstrumentBody, DetachInstrumentBody, UpdateProfileBody } from '@contracts/bff-profiles';
import { profilesApi } from './profiles-api';
import { profileKeys } from './profile-queries';

/** Update (customer data, preferred instrument): the answer carries the new profile, so the view shows it at once. */
export const useUpdateProfile = (env: string, container: string, profileGuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<UpdateProfileBody, 'container'>) => profilesApi.updateProfile(env, profileGuid, { container, ...body }),
    // Not refetched: the answer is the profile after the change, and each lookup is an audited access.
    // A null profile means the BFF could not read it back; the update stands, so ask for it again
    // rather than showing "no such profile".
    onSuccess: (result) => {
      const key = profileKeys.profile(env, container, profileGuid);
      if (result.profile) queryClient.setQueryData(key, { profile: result.profile });
      else void queryClient.invalidateQueries({ queryKey: key });
    },
  });
};

/** Attach and detach answer without the profile: its instruments are fetched again. */
export const useAttachInstrument = (env: string, container: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttachInstrumentBody) => profilesApi.attachInstrument(env, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.container(env, container) }),
  });
};

export const useDetachInstrument = (env: string, container: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DetachInstrumentBody) => profilesApi.detachInstrument(env, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.container(env, container) }),
  });
};

export const useDeleteProfile = (env: string, container: string, profileGuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmCustomerIdentification: string) => profilesApi.deleteProfile(env, profileGuid, { container, confirmCustomerIdentification }),
    onSuccess: () => queryClient.removeQueries({ queryKey: profileKeys.profile(env, container, profileGuid) }),
  });
};
