import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { ActionFlowNode } from '../flow-types';
import { RuleId } from './rule-id';

export const ActionNode = memo(function ActionNode({ data }: NodeProps<ActionFlowNode>) {
  const { node } = data;
  return (
    <div className={`flow-node flow-node-action action-${node.action}`} data-testid="rule-node" data-kind="action" data-path={node.path}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div className="flow-node-caption">
        <span>Availability</span>
        <RuleId ruleId={node.ruleId} />
      </div>
      <div className="flow-node-title">{node.summary}</div>
    </div>
  );
});
