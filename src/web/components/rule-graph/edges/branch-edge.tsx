import { BaseEdge, getSmoothStepPath, type Edge, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';

export type BranchEdgeData = { branch: 'then' | 'else' };
export type BranchFlowEdge = Edge<BranchEdgeData, 'branch'>;

/**
 * A then/else edge with a plain SVG text label (a white halo instead of a measured background).
 * React Flow's own labels measure themselves (getBBox) and its HTML label portal looks itself up in
 * the DOM on every store change: on large trees, per edge and per update, that was most of the time
 * an edit took to show. This label needs no measuring at all.
 */
export const BranchEdge = memo(({ id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, label, markerEnd, style, data }: EdgeProps<BranchFlowEdge>) => {
  const [path, labelX, labelY] = getSmoothStepPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={style} />
      {label ? (
        <text x={labelX} y={labelY} textAnchor="middle" dominantBaseline="central" className={`edge-label edge-label-${data?.branch ?? 'then'}`}>
          {label}
        </text>
      ) : null}
    </>
  );
});
BranchEdge.displayName = 'BranchEdge';

export const edgeTypes = { branch: BranchEdge };
