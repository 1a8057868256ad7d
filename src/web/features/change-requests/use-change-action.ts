import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequestDetail } from '@contracts/bff-change-requests';
import { changeKeys } from '../../lib/change-control-client';

/** One step on a request (approve, amend, apply, …): its answer is the request as it is now, which replaces the cached one. */
export const useChangeAction = <A,>(env: string, id: number, run: (arg: A) => Promise<ChangeRequestDetail>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (detail) => {
      queryClient.setQueryData(changeKeys.one(env, id), detail);
      void queryClient.invalidateQueries({ queryKey: [...changeKeys.all, env, 'list'] });
    },
  });
};
