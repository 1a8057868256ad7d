import { z } from 'zod';
import { UNTOUCHED_SET, type ReachState, type Say, type Side, type Tracked } from '../analysis/reach-state';
import { blocked, unknownSplit, type Place, type Split } from '../analysis/split-helpers';
import { isEmptySet, keepOnly, valueSetWords, without, type ValueSet } from '../analysis/value-set';
import { comparatorSymbol } from '../describe/format';
import { note } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { reasoned, replayFrom } from './facts';
import { formOf } from './form';
import { EXTRA_DATA_COMPARATORS, regexSource } from './param-values';

const params = z
  .strictObject({ key: z.string().min(1), value: z.string(), comparator: z.enum(EXTRA_DATA_COMPARATORS) })
  .refine((p) => !p.comparator.startsWith('matches') || regexSource.safeParse(p.value).success, {
    message: 'a valid regular expression without delimiters',
    path: ['value'],
  });

const sayExtra: Say = (arrived) => {
  const [key, set] = arrived as [string, ValueSet];
  return valueSetWords({ one: `extra data ${key}`, many: `extra data ${key} values` }, set);
};

const extraSide = (state: ReachState, at: Place, key: string, before: Tracked<ValueSet>, next: ValueSet, branch: 'then' | 'else'): Side => {
  if (next === before.value) return state;
  if (isEmptySet(next)) return blocked(before, sayExtra, at.world, [key, before.value]);
  const extraData = new Map(state.extraData).set(key, { value: next, cause: { path: at.path, branch, condition: at.condition } });
  return { ...state, extraData };
};

/** ExtraData `=` / `!=` (evaluator: an absent key is in no list, values compare case-sensitively). */
const splitExtraData = (state: ReachState, at: Place, key: string, value: string, equal: boolean): Split => {
  const before = state.extraData.get(key) ?? UNTOUCHED_SET;
  const one = [value];
  const inside = keepOnly(before.value, one);
  const outside = without(before.value, one);
  const [yes, no] = equal ? [inside, outside] : [outside, inside];
  return { then: extraSide(state, at, key, before, yes, 'then'), else: extraSide(state, at, key, before, no, 'else') };
};

/** ExtraData `=` / `!=` only; `matches` is unknown, and so is the key `currency` (it falls back to the transaction currency, which ties it to another field). */
const splitExtraDataCondition = (state: ReachState, at: Place, p: Readonly<Record<string, unknown>>): Split => {
  const { key, value, comparator } = p;
  if (typeof key !== 'string' || key === 'currency' || typeof value !== 'string' || (comparator !== '=' && comparator !== '!=')) return unknownSplit(state);
  return splitExtraData(state, at, key, value, comparator === '=');
};

export const extraData = defineKind({
  identifier: 'ExtraData',
  name: 'Extra data',
  input: 'extraData',
  multiMethod: true,
  params,
  describe: ({ key, value, comparator }) => {
    if (comparator === 'matches') return `Extra data ${key} matches /${value}/`;
    if (comparator === 'matches_not') return `Extra data ${key} does not match /${value}/`;
    return `Extra data ${key} ${comparatorSymbol(comparator)} ${value}`;
  },
  // Key absent: `=` is false and `!=` true (contract §2); `matches` / `matches_not` follow the same
  // reading (an absent value matches nothing). Key `currency` falls back to the transaction currency.
  // Values compare case-sensitively, as the gateway stores extra data verbatim.
  prepare: (p) => {
    const pattern = p.comparator.startsWith('matches') ? new RegExp(p.value) : undefined;
    return (tx, _ctx, target) => {
      const own = tx.extraData && Object.hasOwn(tx.extraData, p.key) ? tx.extraData[p.key] : undefined;
      const value = own ?? (p.key === 'currency' ? tx.currency : undefined);
      const field = own === undefined && value !== undefined ? 'currency' : `extraData.${p.key}`;
      let result: boolean;
      if (value === undefined) result = p.comparator === '!=' || p.comparator === 'matches_not';
      else if (pattern) result = pattern.test(value) === (p.comparator === 'matches');
      else result = (value === p.value) === (p.comparator === '=');
      if (target) {
        const shown = value === undefined ? `${p.key} is missing` : `${p.key} "${value}"`;
        const test = pattern
          ? `${result === (p.comparator === 'matches') ? 'matches' : 'does not match'} /${p.value}/`
          : `${(value === p.value) ? '=' : comparatorSymbol('!=')} "${p.value}"`;
        note(target, { [field]: value ?? null }, value === undefined ? `Extra data ${shown}` : `Extra data ${shown} ${test}`);
      }
      return result;
    };
  },
  analysis: reasoned(splitExtraDataCondition),
  // Only keys on the connector's BI whitelist are indexed, so a missing key may still have been sent.
  replay: replayFrom(['extra_data'], [], (p, tx) => {
    const key = String(p.key ?? '');
    return tx.extraData && key in tx.extraData ? null : `extra data '${key}' is not in the record (not sent, or not indexed for BI)`;
  }),
  form: formOf(params, { defaults: { comparator: '=', key: 'channel', value: 'web' } }),
  samples: [
    { key: 'channel', value: '^app-(ios|android)$', comparator: 'matches' },
    { key: 'channel', value: 'moto', comparator: '=' },
  ],
});
