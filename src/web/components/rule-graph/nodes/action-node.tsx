import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { ActionFlowNode } from '../flow-types';
import { RuleId } from './rule-id';
import { RuleNodeShell } from './rule-node-shell';

export const ActionNode = memo(function ActionNode({ data, selected, targetPosition = Position.Top }: NodeProps<ActionFlowNode>) {
  const { node, decoration } = data;
  return (
    <RuleNodeShell kind="action" path={node.path} className={`flow-node-action action-${node.action}`} selected={selected} decoration={decoration}>
      <Handle type="target" position={targetPosition} isConnectable={false} />
      <div className="flow-node-caption">
        <span>Availability</span>
        <RuleId ruleId={node.ruleId} />
      </div>
      <div className="flow-node-title">{node.summary}</div>
    </RuleNodeShell>
  );
});
