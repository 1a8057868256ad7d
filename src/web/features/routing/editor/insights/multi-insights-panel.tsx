import type { EditorEnvironment } from '../editor-props';
import { TrafficWithWindow } from './charts/traffic-with-window';
import { PastPayment } from './past-payment';
import { ReplaySection } from './replay/replay-section';

/** A multi-method document's Insights tab: observed routing reads single-method documents; the traffic charts, the replay and a past payment's path cover both kinds. */
export const MultiInsightsPanel = ({ env }: { env: EditorEnvironment }) => (
  <>
    <TrafficWithWindow env={env} after={(window, source) => <ReplaySection env={env} window={window} source={source} />} />
    <PastPayment env={env} />
  </>
);
