import './change-requests.css';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EnvironmentPage } from '../../components/environment-page';
import { UpcomingChanges } from '../../components/upcoming-changes';
import { ApprovalSetting } from './approval-setting';
import { RecentRequests } from './recent-requests';
import { connectorsQuery } from '../../lib/connector-queries';

/** The environment's change requests: the approval setting, then every open request with its next step and time. */
export const ChangeRequestsPage = () => (
  <EnvironmentPage title="Change requests" lead="Routing changes waiting for a second pair of eyes, scheduled, or live for a window." permission="routing:read" denied="Your role cannot read routing.">
    {(env) => <ChangeRequestsBody env={env} />}
  </EnvironmentPage>
);

const ChangeRequestsBody = ({ env }: { env: string }) => {
  const connectors = useQuery(connectorsQuery(env));
  const names = useMemo(() => new Map((connectors.data?.connectors ?? []).map((c) => [c.guid, c.name])), [connectors.data]);
  // While the names load, a connector shows as an ellipsis rather than its GUID (the requests often answer first).
  const nameOf = (guid: string) => names.get(guid) ?? (connectors.isPending ? '…' : guid);
  return (
    <>
      <ApprovalSetting env={env} />
      <h2>Open and upcoming</h2>
      <UpcomingChanges env={env} nameOf={nameOf} />
      <RecentRequests env={env} nameOf={nameOf} />
    </>
  );
};
