import { z } from 'zod';
import { normalIban, note } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { notReasoned, replayFrom } from './facts';
import { formOf } from './form';
import { regexSource } from './param-values';

const params = z.strictObject({ comparator: z.enum(['eq']), regexp: regexSource });

export const ibanRegexp = defineKind({
  identifier: 'IbanRegexp',
  name: 'IBAN pattern',
  input: 'iban',
  multiMethod: false,
  params,
  describe: (p) => `IBAN matches /${p.regexp}/`,
  // No IBAN matches no pattern: false. Not unevaluable, because the contract reserves that for card
  // and customer conditions, and a card payment simply has no IBAN.
  prepare: (p) => {
    const pattern = new RegExp(p.regexp);
    return (tx, _ctx, target) => {
      const iban = normalIban(tx.iban);
      const result = iban !== undefined && pattern.test(iban);
      if (target) note(target, { iban: iban ?? null }, `IBAN ${iban ?? 'missing'} ${result ? 'matches' : 'does not match'} /${p.regexp}/`);
      return result;
    };
  },
  analysis: notReasoned('a regular expression cannot be enumerated soundly'),
  replay: replayFrom(['customer.iban'], ['customer.iban']),
  form: formOf(params, { defaults: { comparator: 'eq', regexp: '^DE' } }),
  samples: [{ comparator: 'eq', regexp: '^DE' }],
});
