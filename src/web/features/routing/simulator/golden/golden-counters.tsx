import { describeCounter, type CounterValue } from '@domain/routing/evaluation';

export interface GoldenCountersProps {
  counters: readonly CounterValue[];
  /** What the list is, for screen readers: "Counters of <case>". */
  label: string;
}

/** The counters a golden case is checked with: its count/volume conditions read these and nothing else. */
export const GoldenCounters = ({ counters, label }: GoldenCountersProps) => (
  <ul className="golden-counters" aria-label={label}>
    {counters.map((c) => (
      <li key={`${c.constraint}.${c.valueReference}.${c.valueUnit}.${c.windowSeconds}`}>
        {describeCounter(c)}: {c.value}
      </li>
    ))}
  </ul>
);
