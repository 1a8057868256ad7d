import { z } from 'zod';
import { normalIban, note } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { notReasoned, replayFrom, UNKNOWN_ON_PURPOSE } from './facts';
import { formOf } from './form';

const params = z.strictObject({ position: z.number().int().min(1), value: z.string().min(1), comparator: z.enum(['eq']) });

export const ibanRoutingRule = defineKind({
  identifier: 'IbanRoutingRule',
  name: 'IBAN character rule',
  input: 'iban',
  multiMethod: false,
  params,
  describe: (p) => `IBAN character ${p.position} = ${p.value}`,
  // 1-based position; a value longer than one character must appear there in full.
  prepare: (p) => (tx, _ctx, target) => {
    const iban = normalIban(tx.iban);
    const result = iban !== undefined && iban.startsWith(p.value, p.position - 1);
    if (target) {
      const at = iban?.slice(p.position - 1, p.position - 1 + p.value.length);
      note(target, { iban: iban ?? null }, iban === undefined ? 'IBAN missing' : `IBAN character ${p.position} is ${at || 'beyond the end'}, ${result ? '=' : '≠'} ${p.value}`);
    }
    return result;
  },
  analysis: notReasoned(UNKNOWN_ON_PURPOSE),
  replay: replayFrom(['customer.iban'], ['customer.iban']),
  form: formOf(params, { defaults: { comparator: 'eq', position: 1, value: 'D' } }),
  samples: [{ position: 5, value: '3', comparator: 'eq' }],
});
