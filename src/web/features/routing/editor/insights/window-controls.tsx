import { useMemo, useState } from 'react';
import type { BiSource } from '@contracts/bff-bi';
import { BiSourceSwitch } from '@web/components/bi-source-switch';
import { customWindow, presetWindow, WINDOW_PRESETS, type WindowPreset } from './insights-window';

const today = () => new Date().toLocaleDateString('en-CA');

/** The window and data an Insights tab reads: a preset (30 days to start) or two chosen days, live or test data. */
export const useInsightsWindow = () => {
  const [preset, setPreset] = useState<WindowPreset>('30d');
  const [source, setSource] = useState<BiSource>('live');
  const [days, setDays] = useState({ from: '', to: today() });
  const window = useMemo(() => (preset === 'custom' ? customWindow(days.from, days.to) : presetWindow(preset, new Date())), [preset, days]);
  return { preset, setPreset, source, setSource, days, setDays, window };
};
export type InsightsWindowState = ReturnType<typeof useInsightsWindow>;

/** Time range presets, the live/test switch and, for a custom range, its two days. */
export const WindowControls = ({ state }: { state: InsightsWindowState }) => {
  const { preset, setPreset, source, setSource, days, setDays, window } = state;
  return (
    <>
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
    </>
  );
};
