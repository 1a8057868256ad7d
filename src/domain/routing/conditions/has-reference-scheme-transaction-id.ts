import { z } from 'zod';
import { yesNo as yesNoTest } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { notReasoned, notReplayable, UNKNOWN_ON_PURPOSE } from './facts';
import { formOf } from './form';
import { yesNo } from './param-values';

const params = z.strictObject({ schemeRefIdExpected: yesNo });
const words = { yes: 'Has a scheme reference transaction id', no: 'Has no scheme reference transaction id' };

export const hasReferenceSchemeTransactionId = defineKind({
  identifier: 'HasReferenceSchemeTransactionId',
  name: 'Scheme reference id present',
  input: 'transaction',
  multiMethod: false,
  params,
  describe: (p) => words[p.schemeRefIdExpected],
  prepare: (p) => yesNoTest(p.schemeRefIdExpected, 'schemeReferenceId', (tx) => tx.schemeReferenceId !== undefined, words),
  analysis: notReasoned(UNKNOWN_ON_PURPOSE),
  replay: notReplayable('the scheme reference id is not in the BI record'),
  form: formOf(params, { defaults: { schemeRefIdExpected: 'yes' }, labels: { schemeRefIdExpected: 'Scheme reference id expected' } }),
  samples: [{ schemeRefIdExpected: 'yes' }, { schemeRefIdExpected: 'no' }],
});
