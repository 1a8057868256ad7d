import type { ReactNode } from 'react';
import type { EditorEnvironment } from '../../editor-props';
import { useEditor } from '../../state/editor-context';
import { useInsightsWindow, WindowControls, type InsightsWindowState } from '../window-controls';
import { LazyTrafficCharts } from './lazy-traffic-charts';

/**
 * The traffic charts with their own time range and data switch, for the multi-method editor's
 * Insights tab (the single-method panel has these controls already and passes its window in).
 * `after`: what else reads the same window and data (the replay), below the charts.
 */
export const TrafficWithWindow = ({ env, after }: { env: EditorEnvironment; after?: (window: InsightsWindowState['window'], source: InsightsWindowState['source']) => ReactNode }) => {
  const baseline = useEditor((s) => s.baseline);
  const windowState = useInsightsWindow();
  const { window, source } = windowState;
  return (
    <div className="insights-panel">
      <WindowControls state={windowState} />
      <LazyTrafficCharts env={env} envId={baseline.env} connectorGuid={baseline.connectorGuid} source={source} window={window} />
      {after?.(window, source)}
    </div>
  );
};
