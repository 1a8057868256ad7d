/** The time windows the insights offer, ending now; "custom" takes two dates. */
export const WINDOW_PRESETS = [
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
] as const;
export type WindowPreset = (typeof WINDOW_PRESETS)[number]['id'] | 'custom';

/** A preset as an interval ending at `now`, to the minute (so a re-render does not make a new query key). */
export const presetWindow = (preset: Exclude<WindowPreset, 'custom'>, now: Date): { from: string; to: string } => {
  const end = new Date(Math.ceil(now.getTime() / 60_000) * 60_000);
  const days = WINDOW_PRESETS.find((p) => p.id === preset)!.days;
  return { from: new Date(end.getTime() - days * 86_400_000).toISOString(), to: end.toISOString() };
};

/** `<input type="date">` values (the user's own days) as an interval from the first day's start to the last day's end, in UTC. */
export const customWindow = (fromDay: string, toDay: string): { from: string; to: string } | null => {
  const from = new Date(`${fromDay}T00:00`);
  const to = new Date(`${toDay}T00:00`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  return { from: from.toISOString(), to: new Date(to.getTime() + 86_400_000).toISOString() };
};
