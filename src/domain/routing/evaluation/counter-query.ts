import type { z } from 'zod';
import type { counterParams } from '../conditions/param-values';
import type { CounterQuery } from './transaction';

/**
 * The query a counter condition asks, from its params: the evaluator and the form share it. A leaf
 * module (the counter kinds import it; `counters.ts`, which reads documents, imports the catalogue).
 */
export type CounterConstraint = CounterQuery['constraint'];

const TIME_UNIT_SECONDS = { seconds: 1, minutes: 60, hours: 3600, days: 86400 } as const;

export const counterQueryOf = (
  constraint: CounterConstraint,
  p: Pick<z.infer<typeof counterParams>, 'valueReference' | 'valueUnit' | 'timeReference' | 'timeUnit'>,
): CounterQuery => ({
  constraint,
  valueReference: p.valueReference,
  valueUnit: p.valueUnit,
  windowSeconds: Number(p.timeReference) * TIME_UNIT_SECONDS[p.timeUnit],
});
