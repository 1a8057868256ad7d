import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { constraintInfo } from '../../../../domain/routing/condition-catalogue';
import type { ConditionFlowNode } from '../flow-types';
import { RuleId } from './rule-id';

export const ConditionNode = memo(function ConditionNode({ data }: NodeProps<ConditionFlowNode>) {
  const { node } = data;
  const known = constraintInfo(node.constraint);
  return (
    <div className={`flow-node flow-node-condition${known ? '' : ' flow-node-unknown'}`} data-testid="rule-node" data-kind="condition" data-path={node.path}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div className="flow-node-caption">
        <span>If · {known?.name ?? node.constraint}</span>
        <RuleId ruleId={node.ruleId} />
      </div>
      <div className="flow-node-title" title={node.sentence}>
        {node.sentence}
      </div>
      <Handle type="source" id="then" position={Position.Bottom} className="handle-then" isConnectable={false} />
      <Handle type="source" id="else" position={Position.Bottom} className="handle-else" isConnectable={false} />
    </div>
  );
});
