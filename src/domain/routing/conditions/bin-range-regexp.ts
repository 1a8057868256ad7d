import { z } from 'zod';
import { note, NO_BIN, unevaluable } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { CARD_RECORD, notReasoned, replayFrom } from './facts';
import { formOf } from './form';
import { regexSource } from './param-values';

const params = z.strictObject({ comparator: z.enum(['eq', 'neq']), regexp: regexSource });

export const binRangeRegexp = defineKind({
  identifier: 'BinRangeRegexp',
  name: 'BIN range pattern',
  input: 'card',
  multiMethod: false,
  params,
  describe: (p) => `BIN ${p.comparator === 'neq' ? 'does not match' : 'matches'} /${p.regexp}/`,
  // A card without a BIN matches no pattern: `eq` false, `neq` true (the BIN rule again).
  prepare: (p) => {
    const pattern = new RegExp(p.regexp);
    const wantMatch = p.comparator === 'eq';
    return (tx, _ctx, target) => {
      if (!tx.card) return unevaluable(target, {}, 'BIN range pattern: no card data, cannot be evaluated');
      const bin = tx.card.bin;
      const matches = bin !== undefined && pattern.test(bin);
      if (target) note(target, { 'card.bin': bin ?? null }, `BIN ${bin ?? `unknown (${NO_BIN})`} ${matches ? 'matches' : 'does not match'} /${p.regexp}/`);
      return matches === wantMatch;
    };
  },
  analysis: notReasoned('a regular expression cannot be enumerated soundly'),
  replay: replayFrom([...CARD_RECORD, 'creditcard.bin_digits'], ['creditcard.bin_digits']),
  form: formOf(params, { defaults: { comparator: 'eq', regexp: '^4' } }),
  samples: [{ comparator: 'eq', regexp: '^4[0-9]{5}$' }, { comparator: 'neq', regexp: '^5' }],
});
