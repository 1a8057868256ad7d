import { useEffect } from 'react';
import { useEditorStore } from '../../editor/state/editor-context';
import { highlightOf, type Simulation } from '../model/simulate';

/** Draws the draft's path on the graph while there is a result; clears it when there is none or the panel goes. */
export const useSimulationHighlight = (sim: Simulation | null) => {
  const store = useEditorStore();
  useEffect(() => {
    store.getState().setHighlight(sim ? highlightOf(sim) : null);
  }, [store, sim]);
  useEffect(() => () => store.getState().setHighlight(null), [store]);
};
