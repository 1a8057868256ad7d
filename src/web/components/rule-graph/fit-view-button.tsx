import { ControlButton, useReactFlow, useStoreApi } from '@xyflow/react';
import type { FlowNode } from './flow-types';
import { controlsOver, fitClearOfControls } from './fit-clear-of-controls';
import { boundsOf, FIT_PADDING } from './opening-view';

/** What a fitted view keeps clear of: the zoom buttons and, when shown, the overview. */
export const OVER_THE_CANVAS = ['.react-flow__controls', '.rule-graph-overview'] as const;

/**
 * The controls' fit-view button. React Flow's own fits what it holds (a large tree gives it only the
 * window around the view, view-window.ts) and draws nodes under the controls; this one fits every
 * laid-out node clear of the controls and the overview (fit-clear-of-controls.ts), in the same place
 * among the controls.
 */
export const FitViewButton = ({ nodes, minZoom, maxZoom }: { nodes: readonly FlowNode[]; minZoom: number; maxZoom: number }) => {
  const { setViewport } = useReactFlow();
  const store = useStoreApi();
  const fit = () => {
    const { width, height, domNode } = store.getState();
    const controls = controlsOver(domNode, OVER_THE_CANVAS);
    void setViewport(fitClearOfControls({ bounds: boundsOf(nodes), width, height, minZoom, maxZoom, controls, padding: FIT_PADDING }));
  };
  return (
    <ControlButton className="react-flow__controls-fitview" onClick={fit} title="Fit View" aria-label="Fit View">
      {/* React Flow's fit-view icon. */}
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 30" aria-hidden="true">
        <path d="M3.692 4.63c0-.53.4-.938.939-.938h5.215V0H4.708C2.13 0 0 2.054 0 4.63v5.216h3.692V4.631zM27.354 0h-5.2v3.692h5.17c.53 0 .984.4.984.939v5.215H32V4.631A4.624 4.624 0 0027.354 0zm.954 24.83c0 .532-.4.94-.939.94h-5.215v3.768h5.215c2.577 0 4.631-2.13 4.631-4.707v-5.139h-3.692v5.139zm-23.677.94c-.531 0-.939-.4-.939-.94v-5.138H0v5.139c0 2.577 2.13 4.707 4.708 4.707h5.138V25.77H4.631z" />
      </svg>
    </ControlButton>
  );
};
