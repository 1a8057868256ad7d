import { useEffect } from 'react';
import type { MethodEvaluation } from '@domain/routing/evaluation';
import { useEditorStore } from '../../editor/state/editor-context';

/**
 * Draws the chosen method's path (availability, then routing) on the graph. Only the tree on
 * screen shows it, since node ids are full document paths; no chances here (no load balancers in
 * the multi-method subset).
 */
export const useMethodHighlight = (chosen: MethodEvaluation | null) => {
  const store = useEditorStore();
  useEffect(() => {
    if (!chosen) return store.getState().setHighlight(null);
    const steps = [...(chosen.availability?.trace ?? []), ...(chosen.routing?.trace ?? [])];
    const decision = chosen.routing?.decision;
    const end = decision && (decision.kind === 'route' || decision.kind === 'action') ? decision.leafPath : null;
    store.getState().setHighlight({ visited: new Set(steps.map((s) => s.path)), end, edgeProbabilities: new Map() });
  }, [store, chosen]);
  useEffect(() => () => store.getState().setHighlight(null), [store]);
};
