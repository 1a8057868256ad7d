import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { constraintInfo } from '@domain/routing/condition-catalogue';
import type { ConditionFlowNode } from '../flow-types';
import { RuleId } from './rule-id';
import { RuleNodeShell } from './rule-node-shell';

export const ConditionNode = memo(function ConditionNode({ data, selected, targetPosition = Position.Top, sourcePosition = Position.Bottom }: NodeProps<ConditionFlowNode>) {
  const { node, decoration } = data;
  const known = constraintInfo(node.constraint);
  return (
    <RuleNodeShell kind="condition" path={node.path} className={`flow-node-condition${known ? '' : ' flow-node-unknown'}`} selected={selected} decoration={decoration}>
      <Handle type="target" position={targetPosition} isConnectable={false} />
      <div className="flow-node-caption">
        {/* Cut with an ellipsis on a narrow node ("If · Card BIN c…"): whole on hover. */}
        <span title={`If · ${known?.name ?? node.constraint}`}>If · {known?.name ?? node.constraint}</span>
        <RuleId ruleId={node.ruleId} />
      </div>
      <div className="flow-node-title" title={node.sentence}>
        {node.sentence}
      </div>
      {decoration?.observedSplit ? (
        <div className={`flow-node-observed${decoration.observedSplit.drift ? ' flow-node-observed-drift' : ''}`} title={decoration.observedSplit.title}>
          {decoration.observedSplit.text}
        </div>
      ) : null}
      {node.hiddenDescendants ? <div className="flow-node-hidden">+{node.hiddenDescendants} rules folded</div> : null}
      <Handle type="source" id="then" position={sourcePosition} className="handle-then" isConnectable={false} />
      <Handle type="source" id="else" position={sourcePosition} className="handle-else" isConnectable={false} />
    </RuleNodeShell>
  );
});
