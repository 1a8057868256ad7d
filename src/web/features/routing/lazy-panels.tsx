import { Suspense, type ComponentType } from 'react';
import { LoadingState } from '../../components/loading-state';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import type { EditorEnvironment } from './editor/editor-props';

/**
 * The editor's tabs that are not on screen when it opens load when first opened (issue 16.4): the
 * JSON view brings CodeMirror, the simulator its panels and papaparse, History and Insights their
 * own views; the canvas and the inspector, what every editor session uses, stay in the routing
 * page's chunk. Each import is named once here, so `vite build` makes one chunk per tab.
 *
 * `preload` fetches a tab's code before it opens (its tab button calls it when the pointer reaches it or
 * the keyboard focuses it): a tab whose code is here opens at once, where a plain lazy tab showed its
 * "Loading…" and then, by React's Suspense reveal throttle, stayed on it until 300 ms after.
 */
export type DeferredPanel<P> = ComponentType<P> & { preload: () => void };

const deferred = <P extends object>(load: () => Promise<ComponentType<P>>, label: string): DeferredPanel<P> => {
  const { Component: Lazy, prefetch } = preloadableLazy(load);
  const Deferred = (props: P) => (
    <Suspense fallback={<LoadingState label={`Loading ${label}…`} />}>
      <Lazy {...props} />
    </Suspense>
  );
  Deferred.displayName = `Deferred(${label})`;
  // A failed fetch is reported when the tab opens and fetches again (preloadableLazy).
  return Object.assign(Deferred, { preload: prefetch });
};

type WithEnv = { env: EditorEnvironment };

export const JsonViewPanel = deferred<object>(async () => (await import('./editor/json-view/json-view')).JsonView, 'the JSON view');
export const SimulatorTab = deferred<WithEnv>(async () => (await import('./simulator/simulator-panel')).SimulatorPanel, 'the simulator');
export const MultiSimulatorTab = deferred<WithEnv>(async () => (await import('./simulator/multi/multi-simulation')).MultiSimulation, 'the simulator');
export const HistoryTab = deferred<WithEnv>(async () => (await import('./editor/history/history-panel')).HistoryPanel, 'the history');
export const InsightsTab = deferred<WithEnv>(async () => (await import('./editor/insights/insights-panel')).InsightsPanel, 'the insights');
export const MultiInsightsTab = deferred<WithEnv>(async () => (await import('./editor/insights/multi-insights-panel')).MultiInsightsPanel, 'the insights');
