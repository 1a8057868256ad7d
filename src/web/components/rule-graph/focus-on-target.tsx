import { useReactFlow } from '@xyflow/react';
import { useEffect } from 'react';
import { READABLE_ZOOM } from './opening-view';
import { NODE_WIDTH } from './to-flow';

export interface FocusTarget {
  id: string;
  /** Bumped per request, so focusing the same node twice moves the view back to it. */
  seq: number;
}


/**
 * Centres the view on a node when a focus request arrives (problems panel, keyboard, a gateway error).
 * `animate: false` jumps: on a large tree, a flight from far away renders every node it passes over.
 */
export const FocusOnTarget = ({ target, animate = true }: { target: FocusTarget | null | undefined; animate?: boolean }) => {
  const { getNode, getZoom, setCenter } = useReactFlow();
  const id = target?.id;
  const seq = target?.seq;
  useEffect(() => {
    if (id === undefined || seq === undefined) return;
    const node = getNode(id);
    if (!node) return;
    const width = node.measured?.width ?? node.width ?? NODE_WIDTH;
    const height = node.measured?.height ?? node.initialHeight ?? 80;
    void setCenter(node.position.x + width / 2, node.position.y + height / 2, { zoom: Math.max(getZoom(), READABLE_ZOOM), duration: animate ? 200 : 0 });
  }, [id, seq, getNode, getZoom, setCenter, animate]);
  return null;
};
