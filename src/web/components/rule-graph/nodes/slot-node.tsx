import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo, useState, type DragEvent } from 'react';
import type { SlotFlowNode } from '../flow-types';
import { RULE_PATH_MIME, useRuleGraphEditing } from '../rule-graph-editing';

/** An empty branch in the editor: falls through to the default; a drop target for subtrees. */
export const SlotNode = memo(function SlotNode({ data, selected, targetPosition = Position.Top }: NodeProps<SlotFlowNode>) {
  const { slot } = data;
  const editing = useRuleGraphEditing();
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => editing !== null && event.dataTransfer.types.includes(RULE_PATH_MIME);
  const onDragOver = (event: DragEvent) => {
    if (!accepts(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (!accepts(event)) return;
    event.preventDefault();
    const from = event.dataTransfer.getData(RULE_PATH_MIME);
    if (from) editing?.moveSubtree(from, slot.path);
  };
  const label = slot.branch ? `Empty ${slot.branch}` : 'No rules';
  return (
    <div
      className={`flow-node flow-node-slot${selected ? ' flow-node-selected' : ''}${over ? ' flow-node-drop' : ''}${slot.branch ? ` slot-${slot.branch}` : ''}`}
      data-testid="empty-slot"
      data-path={slot.path}
      data-selected={selected || undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {slot.parent ? <Handle type="target" position={targetPosition} isConnectable={false} /> : null}
      <div className="flow-node-caption">
        <span>+ {label}</span>
      </div>
      <div className="slot-hint">Falls through to the default</div>
    </div>
  );
});
