import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoldenCaseInput } from '@domain/routing/evaluation';
import { api } from '@web/lib/api-client';

export const goldenKeys = {
  all: ['golden-cases'] as const,
  list: (env: string, guid: string) => [...goldenKeys.all, env, guid] as const,
};

export const goldenCasesQuery = (env: string, guid: string) =>
  queryOptions({ queryKey: goldenKeys.list(env, guid), queryFn: () => api.goldenCases(env, guid) });

/** Adding and deleting refetch the list: the server assigns ids, author and time. */
export const useGoldenMutations = (env: string, guid: string) => {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: goldenKeys.list(env, guid) });
  const add = useMutation({ mutationFn: (input: GoldenCaseInput) => api.addGoldenCase(env, guid, input), onSuccess: invalidate });
  const remove = useMutation({ mutationFn: (id: number) => api.deleteGoldenCase(env, guid, id), onSuccess: invalidate });
  return { add, remove };
};
