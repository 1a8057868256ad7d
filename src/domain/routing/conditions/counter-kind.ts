import type { z } from 'zod';
import { compareDecimal, toDecimal, type Decimal } from '../../money/decimal';
import { comparatorSymbol, formatNumber } from '../describe/format';
import { holds, note, relation, unevaluable } from '../evaluation/conditions/shared';
import type { ConditionTest } from '../evaluation/conditions/types';
import { counterQueryOf, type CounterConstraint } from '../evaluation/counter-query';
import type { DescribeContext } from './condition-kind';
import { notReasoned, notReplayable } from './facts';
import { formOf } from './form';
import { counterParams } from './param-values';

/**
 * What the two count/volume kinds share: the same params, sentence, evaluation and form, differing
 * only in what they count. Each kind's own file names it and keeps its defaults and samples.
 */
type CounterParams = z.infer<typeof counterParams>;

const whatOf = (constraint: CounterConstraint) => (constraint === 'ChargebackCountOrVolumePerConnector' ? 'Chargeback' : 'Debit/preauth');

const plural = (count: string, unit: string): string => (count === '1' ? `${count} ${unit.replace(/s$/, '')}` : `${formatNumber(count)} ${unit}`);

export const describeCounter = (constraint: CounterConstraint) => (p: CounterParams, ctx: DescribeContext): string => {
  const scope = p.valueReference === 'merchant' ? 'merchant' : ctx.connector(p.valueReference);
  return `${whatOf(constraint)} ${p.valueUnit} (${scope}) in last ${plural(p.timeReference, p.timeUnit)} ${comparatorSymbol(p.comparator)} ${formatNumber(p.value)}`;
};

/** Count/volume conditions read the caller's current counters; no counter → unevaluable. */
export const prepareCounter = (constraint: CounterConstraint) => (p: CounterParams): ConditionTest => {
  const query = counterQueryOf(constraint, p);
  const threshold = toDecimal(p.value) as Decimal;
  const what = `${whatOf(constraint)} ${p.valueUnit} (${p.valueReference}) in last ${p.timeReference} ${p.timeUnit}`;
  return (_tx, ctx, target) => {
    const current = ctx.counters?.(query);
    const actual = current === undefined ? undefined : toDecimal(current);
    if (!actual) return unevaluable(target, { counter: current ?? null }, `${what}: no counter available, cannot be evaluated`);
    const result = holds(p.comparator, compareDecimal(actual, threshold));
    if (target) note(target, { counter: current }, `${what} is ${current}, ${relation(p.comparator, result)} ${p.value}`);
    return result;
  };
};

export const COUNTER_ANALYSIS = notReasoned('counters change with traffic');
export const COUNTER_REPLAY = notReplayable('counters held at the time of the payment are not in the BI record');

/** The generic form (counters need no bespoke one): the labels say what each of the six params means. */
export const counterForm = (defaults: CounterParams) =>
  formOf(counterParams, {
    defaults,
    labels: { valueReference: 'Counted for ("merchant" or a connector GUID)', valueUnit: 'Unit', timeReference: 'Time window', timeUnit: 'Time unit' },
  });
