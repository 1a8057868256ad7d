import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { IncompleteFlowNode } from '../flow-types';
import { RuleId } from './rule-id';
import { RuleNodeShell } from './rule-node-shell';

/** A node with neither condition nor leaf: the gateway rejects it (1014), so it is drawn as a problem. */
export const IncompleteNode = memo(function IncompleteNode({ data, selected, targetPosition = Position.Top }: NodeProps<IncompleteFlowNode>) {
  const { node, decoration } = data;
  return (
    <RuleNodeShell kind="incomplete" path={node.path} className="flow-node-incomplete" selected={selected} decoration={decoration}>
      <Handle type="target" position={targetPosition} isConnectable={false} />
      <div className="flow-node-caption">
        <span>Problem</span>
        <RuleId ruleId={node.ruleId} />
      </div>
      <div className="flow-node-title">{node.summary}</div>
    </RuleNodeShell>
  );
});
