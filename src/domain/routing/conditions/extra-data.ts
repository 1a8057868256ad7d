import { z } from 'zod';
import { splitExtraDataCondition } from '../analysis/split-helpers';
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
