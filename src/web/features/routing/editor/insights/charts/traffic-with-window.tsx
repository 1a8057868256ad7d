import { useMemo, useState, type ReactNode } from 'react';
import type { BiSource } from '../../../../../../contracts/bff-bi';
import { BiSourceSwitch } from '../../../../../components/bi-source-switch';
import type { EditorEnvironment } from '../../editor-props';
import { useEditor } from '../../state/editor-context';
import { customWindow, presetWindow, WINDOW_PRESETS, type WindowPreset } from '../insights-window';
import { LazyTrafficCharts } from './lazy-traffic-charts';

const today = () => new Date().toLocaleDateString('en-CA');

/**
 * The traffic charts with their own time range and data switch, for the multi-method editor's
 * Insights tab (the single-method panel has these controls already and passes its window in).
 * `after`: what else reads the same window and data (the replay), below the charts.
 */
export const TrafficWithWindow = ({ env, after }: { env: EditorEnvironment; after?: (window: { from: string; to: string } | null, source: BiSource) => ReactNode }) => {
  const baseline = useEditor((s) => s.baseline);
  const [preset, setPreset] = useState<WindowPreset>('30d');
  const [source, setSource] = useState<BiSource>('live');
  const [days, setDays] = useState({ from: '', to: today() });
  const window = useMemo(() => (preset === 'custom' ? customWindow(days.from, days.to) : presetWindow(preset, new Date())), [preset, days]);
  return (
    <div className="insights-panel">
      <div className="insights-toolbar">
        <div className="segmented" role="group" aria-label="Time range">
          {WINDOW_PRESETS.map((p) => (
            <button key={p.id} type="button" aria-pressed={preset === p.id} onClick={() => setPreset(p.id)}>
              {p.label}
            </button>
          ))}
          <button type="button" aria-pressed={preset === 'custom'} onClick={() => setPreset('custom')}>
            Custom
          </button>
        </div>
        <BiSourceSwitch value={source} onChange={setSource} />
      </div>
      {preset === 'custom' ? (
        <div className="insights-custom">
          <label>
            From <input type="date" value={days.from} max={days.to} onChange={(e) => setDays((d) => ({ ...d, from: e.target.value }))} />
          </label>
          <label>
            To (inclusive) <input type="date" value={days.to} min={days.from} onChange={(e) => setDays((d) => ({ ...d, to: e.target.value }))} />
          </label>
          {window === null ? <span className="muted">Choose both days.</span> : null}
        </div>
      ) : null}
      <LazyTrafficCharts env={env} envId={baseline.env} connectorGuid={baseline.connectorGuid} source={source} window={window} />
      {after?.(window, source)}
    </div>
  );
};
