import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '../../components/loading-state';
import type { EditorEnvironment } from './editor/editor-props';

/**
 * The editor's tabs that are not on screen when it opens load when first opened (issue 16.4): the
 * JSON view brings CodeMirror, the simulator its panels and papaparse, History and Insights their
 * own views; the canvas and the inspector, what every editor session uses, stay in the routing
 * page's chunk. Each import is named once here, so `vite build` makes one chunk per tab.
 */
const deferred = <P extends object>(load: () => Promise<ComponentType<P>>, label: string): ComponentType<P> => {
  const Lazy = lazy(async () => ({ default: await load() }));
  const Deferred = (props: P) => (
    <Suspense fallback={<LoadingState label={`Loading ${label}…`} />}>
      <Lazy {...props} />
    </Suspense>
  );
  Deferred.displayName = `Deferred(${label})`;
  return Deferred;
};

type WithEnv = { env: EditorEnvironment };

export const JsonViewPanel = deferred<object>(async () => (await import('./editor/json-view/json-view')).JsonView, 'the JSON view');
export const SimulatorTab = deferred<WithEnv>(async () => (await import('./simulator/simulator-panel')).SimulatorPanel, 'the simulator');
export const MultiSimulatorTab = deferred<WithEnv>(async () => (await import('./simulator/multi/multi-simulation')).MultiSimulation, 'the simulator');
export const HistoryTab = deferred<WithEnv>(async () => (await import('./editor/history/history-panel')).HistoryPanel, 'the history');
export const InsightsTab = deferred<WithEnv>(async () => (await import('./editor/insights/insights-panel')).InsightsPanel, 'the insights');
export const MultiInsightsTab = deferred<WithEnv>(async () => (await import('./editor/insights/multi-insights-panel')).MultiInsightsPanel, 'the insights');
