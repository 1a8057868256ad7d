import './change-requests.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EnvironmentPage } from '../../components/environment-page';
import { UpcomingChanges } from '../../components/upcoming-changes';
import { errorMessage } from '../../lib/api-client';
import { changeApi, changeKeys, environmentSettingsQuery } from '../../lib/change-control-client';
import { RecentRequests } from './recent-requests';
import { connectorsQuery } from '../../lib/connector-queries';
import { useSession } from '../../lib/use-session';

/** An administrator's switch: routing in this environment changes only through approved change requests. */
const ApprovalSetting = ({ env }: { env: string }) => {
  const { can } = useSession();
  const queryClient = useQueryClient();
  const settings = useQuery(environmentSettingsQuery(env));
  const update = useMutation({ mutationFn: (on: boolean) => changeApi.updateSettings(env, on), onSuccess: (view) => queryClient.setQueryData(changeKeys.settings(env), view) });
  if (!settings.data) return null;
  const { approvalRequired, byDefault } = settings.data;
  return (
    <div className="approval-setting">
      <label>
        <input type="checkbox" checked={approvalRequired} disabled={!can('settings:manage') || update.isPending} onChange={(e) => update.mutate(e.target.checked)} />
        Approval required: routing here changes only through a change request approved by a second person
      </label>
      <span className="muted"> (default here: {byDefault ? 'on, a production environment' : 'off'}{can('settings:manage') ? '' : '; administrators change it'})</span>
      {update.error ? <p role="alert">{errorMessage(update.error)}</p> : null}
    </div>
  );
};

/** The environment's change requests: the approval setting, then every open request with its next step and time. */
export const ChangeRequestsPage = () => (
  <EnvironmentPage title="Change requests" lead="Routing changes waiting for a second pair of eyes, scheduled, or live for a window." permission="routing:read" denied="Your role cannot read routing.">
    {(env) => <ChangeRequestsBody env={env} />}
  </EnvironmentPage>
);

const ChangeRequestsBody = ({ env }: { env: string }) => {
  const connectors = useQuery(connectorsQuery(env));
  const names = useMemo(() => new Map((connectors.data?.connectors ?? []).map((c) => [c.guid, c.name])), [connectors.data]);
  return (
    <>
      <ApprovalSetting env={env} />
      <h2>Open and upcoming</h2>
      <UpcomingChanges env={env} nameOf={(guid) => names.get(guid) ?? guid} />
      <RecentRequests env={env} nameOf={(guid) => names.get(guid) ?? guid} />
    </>
  );
};
