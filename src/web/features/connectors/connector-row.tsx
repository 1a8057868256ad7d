import { memo } from 'react';
import { Link } from 'react-router';
import type { StudioConnector } from '@contracts/bff-api';
import { connectorKind } from '@domain/routing/connector';
import { connectorKindLabel } from '../../lib/connector-labels';
import { connectorStatus } from './connector-status';

export interface ConnectorRowProps {
  env: string;
  connector: StudioConnector;
}

export const ConnectorRow = memo(function ConnectorRow({ env, connector }: ConnectorRowProps) {
  const kind = connectorKind(connector);
  const status = connectorStatus(connector);
  const routingHref = `/env/${encodeURIComponent(env)}/connectors/${encodeURIComponent(connector.guid)}`;
  return (
    <tr data-testid="connector-row" data-kind={kind}>
      <td className="connector-name">
        {connector.isMetaConnector ? <Link to={routingHref}>{connector.name}</Link> : connector.name}
      </td>
      <td>
        <span className={`kind-badge kind-${kind.replace(/\s+/g, '-')}`}>{connectorKindLabel(connector)}</span>
        {connector.linkedMethods?.length ? <div className="cell-note">{connector.linkedMethods.join(', ')}</div> : null}
      </td>
      <td>{connector.method}</td>
      <td>
        <span className={`status-badge status-${status.toLowerCase()}`}>{status}</span>
      </td>
      <td>
        <code className="guid">{connector.guid}</code>
      </td>
      <td className="row-action">
        {connector.isMetaConnector ? (
          <Link className="button button-small" to={routingHref} aria-label={`View routing of ${connector.name}`}>
            View routing
          </Link>
        ) : null}
      </td>
    </tr>
  );
});
