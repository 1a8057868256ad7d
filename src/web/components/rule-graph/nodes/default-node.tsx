import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { DefaultFlowNode } from '../flow-types';

export const DefaultNode = memo(function DefaultNode({ data, targetPosition = Position.Top }: NodeProps<DefaultFlowNode>) {
  const { node } = data;
  const caption = node.treeKind === 'routing' ? 'Fall-through' : 'No rule decides';
  return (
    <div className="flow-node flow-node-default" data-testid="default-node" data-path={node.path}>
      <Handle type="target" position={targetPosition} isConnectable={false} />
      <div className="flow-node-caption">
        <span>{caption}</span>
      </div>
      <div className={`flow-node-title${node.treeKind === 'routing' && !node.connector?.name ? ' unresolved' : ''}`}>{node.summary}</div>
    </div>
  );
});
