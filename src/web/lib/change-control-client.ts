import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ChangeRequestDetail,
  ChangeRequestsResponse,
  changePaths,
  EnvironmentSettingsView,
  type AmendChangeRequest,
  type CreateChangeRequest,
  type RebaseChangeRequest,
} from '@contracts/bff-change-requests';
import { json, request } from './api-client';

/**
 * Change control's calls (issue 14). In lib, not in the change-requests feature, because the
 * routing editor asks for approval too (its review step) and features do not import each other.
 */
export const changeApi = {
  list: (env: string, filter: { connector?: string; open?: boolean } = {}) => {
    const query = new URLSearchParams({ ...(filter.connector ? { connector: filter.connector } : {}), ...(filter.open ? { open: '1' } : {}) }).toString();
    return request(ChangeRequestsResponse, `${changePaths.list(env)}${query ? `?${query}` : ''}`);
  },
  create: (env: string, guid: string, body: CreateChangeRequest) => request(ChangeRequestDetail, changePaths.create(env, guid), json('POST', body)),
  get: (env: string, id: number) => request(ChangeRequestDetail, changePaths.request(env, id)),
  amend: (env: string, id: number, body: AmendChangeRequest) => request(ChangeRequestDetail, changePaths.request(env, id), json('PUT', body)),
  rebase: (env: string, id: number, body: RebaseChangeRequest) => request(ChangeRequestDetail, changePaths.rebase(env, id), json('POST', body)),
  refresh: (env: string, id: number) => request(ChangeRequestDetail, changePaths.evidence(env, id), json('POST', {})),
  review: (env: string, id: number, decision: 'approve' | 'reject' | 'request-changes', reason: string) =>
    request(ChangeRequestDetail, (decision === 'approve' ? changePaths.approve : decision === 'reject' ? changePaths.reject : changePaths.requestChanges)(env, id), json('POST', { reason })),
  withdraw: (env: string, id: number) => request(ChangeRequestDetail, changePaths.withdraw(env, id), json('POST', {})),
  apply: (env: string, id: number) => request(ChangeRequestDetail, changePaths.apply(env, id), json('POST', {})),
  acknowledge: (env: string, id: number) => request(ChangeRequestDetail, changePaths.acknowledge(env, id), json('POST', {})),
  settings: (env: string) => request(EnvironmentSettingsView, changePaths.settings(env)),
  updateSettings: (env: string, approvalRequired: boolean, reason: string) => request(EnvironmentSettingsView, changePaths.settings(env), json('PUT', { approvalRequired, reason })),
};

export const changeKeys = {
  all: ['change-requests'] as const,
  list: (env: string, connector?: string) => [...changeKeys.all, env, 'list', connector ?? ''] as const,
  one: (env: string, id: number) => [...changeKeys.all, env, 'one', id] as const,
  settings: (env: string) => [...changeKeys.all, env, 'settings'] as const,
};

/** Open requests (pending to applied with a window still to end), refreshed every half minute: scheduled jobs move them. */
export const openChangesQuery = (env: string, connector?: string) =>
  queryOptions({ queryKey: changeKeys.list(env, connector), queryFn: () => changeApi.list(env, { connector, open: true }), refetchInterval: 30_000 });

/** Every recent request of the environment, whatever became of it (newest first). */
export const recentChangesQuery = (env: string) => queryOptions({ queryKey: [...changeKeys.all, env, 'list', 'recent'] as const, queryFn: () => changeApi.list(env), refetchInterval: 30_000 });

export const environmentSettingsQuery = (env: string) => queryOptions({ queryKey: changeKeys.settings(env), queryFn: () => changeApi.settings(env) });

/** Whether routing in `env` changes only through approved requests (undefined while loading). */
export const useApprovalRequired = (env: string | undefined): boolean | undefined =>
  useQuery({ ...environmentSettingsQuery(env ?? ''), enabled: Boolean(env) }).data?.approvalRequired;

/** The page of one request. */
export const changeRequestPath = (env: string, id: number) => `/env/${encodeURIComponent(env)}/change-requests/${id}`;

/** `datetime-local` input value (the user's time zone) ↔ UTC ISO instant. */
export const toLocalInput = (iso: string): string => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
export const fromLocalInput = (local: string): string | null => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};
