import { lazy, Suspense } from 'react';
import { LoadingState } from '@web/components/loading-state';
import type { TrafficChartsProps } from './traffic-charts';

// The charting library is a large part of a bundle; it loads when someone opens Insights, not with the editor.
const TrafficCharts = lazy(async () => ({ default: (await import('./traffic-charts')).TrafficCharts }));

/** `TrafficCharts`, loaded on first use. */
export const LazyTrafficCharts = (props: TrafficChartsProps) =>
  props.window === null ? null : (
    <Suspense fallback={<LoadingState label="Loading the charts…" />}>
      <TrafficCharts {...props} />
    </Suspense>
  );
