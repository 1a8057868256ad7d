import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { IncompleteFlowNode } from '../flow-types';
import { RuleId } from './rule-id';

/** A node with neither condition nor leaf: the gateway rejects it (1014), so it is drawn as a problem. */
export const IncompleteNode = memo(function IncompleteNode({ data }: NodeProps<IncompleteFlowNode>) {
  const { node } = data;
  return (
    <div className="flow-node flow-node-incomplete" data-testid="rule-node" data-kind="incomplete" data-path={node.path}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div className="flow-node-caption">
        <span>Problem</span>
        <RuleId ruleId={node.ruleId} />
      </div>
      <div className="flow-node-title">{node.summary}</div>
    </div>
  );
});
