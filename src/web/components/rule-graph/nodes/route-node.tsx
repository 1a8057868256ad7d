import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { connectorDisplay } from '@domain/routing/describe/connector-names';
import type { RouteFlowNode } from '../flow-types';
import { RuleId } from './rule-id';
import { RuleNodeShell } from './rule-node-shell';

export const RouteNode = memo(function RouteNode({ data, selected, targetPosition = Position.Top }: NodeProps<RouteFlowNode>) {
  const { node, decoration } = data;
  return (
    <RuleNodeShell kind="route" path={node.path} className="flow-node-route" selected={selected} decoration={decoration} title={node.summary}>
      <Handle type="target" position={targetPosition} isConnectable={false} />
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
    </RuleNodeShell>
  );
});
