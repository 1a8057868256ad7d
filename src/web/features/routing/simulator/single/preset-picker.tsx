import { SIM_PRESETS, type SimPreset } from '../model/sim-presets';

/** Typical transactions one click away; picking one replaces the whole form. */
export const PresetPicker = ({ onPick }: { onPick(preset: SimPreset): void }) => (
  <div className="field sim-preset">
    <label htmlFor="sim-preset">Preset</label>
    <select
      id="sim-preset"
      value=""
      onChange={(e) => {
        const preset = SIM_PRESETS.find((p) => p.id === e.target.value);
        if (preset) onPick(preset);
      }}
    >
      <option value="">Choose a transaction…</option>
      {SIM_PRESETS.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </select>
  </div>
);
