import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { connectorDisplay } from '../../../../domain/routing/describe/connector-names';
import type { RouteFlowNode } from '../flow-types';
import { RuleId } from './rule-id';

export const RouteNode = memo(function RouteNode({ data }: NodeProps<RouteFlowNode>) {
  const { node } = data;
  return (
    <div className="flow-node flow-node-route" data-testid="rule-node" data-kind="route" data-path={node.path} title={node.summary}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div className="flow-node-caption">
        <span>Route to</span>
        <RuleId ruleId={node.ruleId} />
      </div>
      <div className={`flow-node-title${node.connector.name ? '' : ' unresolved'}`}>{connectorDisplay(node.connector)}</div>
      {node.onFail.length > 0 ? (
        <ol className="fail-chain" aria-label="On failure">
          {node.onFail.map((c, i) => (
            <li key={`${i}-${c.guid}`} className={c.name ? '' : 'unresolved'}>
              <span className="fail-arrow" aria-hidden="true">
                →
              </span>{' '}
              then {connectorDisplay(c)}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
});
