import type { StudioConnector } from '@contracts/bff-api';
import { ConnectorRow } from './connector-row';

export interface ConnectorTableProps {
  env: string;
  connectors: readonly StudioConnector[];
}

export const ConnectorTable = ({ env, connectors }: ConnectorTableProps) => (
  <table className="data-table">
    <thead>
      <tr>
        <th scope="col">Name</th>
        <th scope="col">Kind</th>
        <th scope="col">Method</th>
        <th scope="col">Status</th>
        <th scope="col">GUID</th>
        <th scope="col">
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
    <tbody>
      {connectors.map((c) => (
        <ConnectorRow key={c.guid} env={env} connector={c} />
      ))}
    </tbody>
  </table>
);
