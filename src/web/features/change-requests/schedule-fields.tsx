import { useState } from 'react';
import type { Schedule } from '@domain/change-control/change-request';
import { fromLocalInput, toLocalInput } from '../../lib/change-control-client';
import { userTimeZone } from './schedule-words';

/**
 * Now, a start time, or a window, entered in the user's time zone (`datetime-local`, to the
 * second) and handed on as UTC instants. `onSubmit` gets null while a time is missing.
 */
export const ScheduleFields = ({ initial, busy, onSubmit }: { initial: Schedule; busy: boolean; onSubmit: (schedule: Schedule) => void }) => {
  const [mode, setMode] = useState<Schedule['mode']>(initial.mode);
  const [start, setStart] = useState(initial.mode === 'now' ? '' : toLocalInput(initial.startAt));
  const [end, setEnd] = useState(initial.mode === 'window' ? toLocalInput(initial.endAt) : '');
  const startAt = fromLocalInput(start);
  const endAt = fromLocalInput(end);
  const schedule: Schedule | null = mode === 'now' ? { mode } : mode === 'at' ? (startAt ? { mode, startAt } : null) : startAt && endAt ? { mode, startAt, endAt } : null;
  return (
    <form
      className="schedule-fields"
      aria-label="Schedule"
      onSubmit={(event) => {
        event.preventDefault();
        if (schedule) onSubmit(schedule);
      }}
    >
      <fieldset>
        <legend>When it goes live (times in {userTimeZone()})</legend>
        {(['now', 'at', 'window'] as const).map((m) => (
          <label key={m}>
            <input type="radio" name="schedule-mode" checked={mode === m} onChange={() => setMode(m)} />
            {m === 'now' ? 'When applied' : m === 'at' ? 'At a start time' : 'For a window (then restore)'}
          </label>
        ))}
        {mode !== 'now' ? (
          <label className="field">
            <span>Start</span>
            <input type="datetime-local" step={1} value={start} onChange={(e) => setStart(e.target.value)} />
          </label>
        ) : null}
        {mode === 'window' ? (
          <label className="field">
            <span>End</span>
            <input type="datetime-local" step={1} value={end} onChange={(e) => setEnd(e.target.value)} />
          </label>
        ) : null}
      </fieldset>
      <button type="submit" disabled={busy || !schedule}>
        Save schedule
      </button>
    </form>
  );
};
