import { defineKind } from './condition-kind';
import { COUNTER_ANALYSIS, COUNTER_REPLAY, counterForm, describeCounter, prepareCounter } from './counter-kind';
import { counterParams } from './param-values';

export const chargebackCountOrVolumePerConnector = defineKind({
  identifier: 'ChargebackCountOrVolumePerConnector',
  name: 'Chargebacks per connector',
  input: 'counters',
  multiMethod: false,
  params: counterParams,
  describe: describeCounter('ChargebackCountOrVolumePerConnector'),
  prepare: prepareCounter('ChargebackCountOrVolumePerConnector'),
  analysis: COUNTER_ANALYSIS,
  replay: COUNTER_REPLAY,
  form: counterForm({ valueReference: 'merchant', valueUnit: 'count', timeReference: '30', timeUnit: 'days', comparator: '>', value: '10' }),
  samples: [
    { valueReference: 'merchant', valueUnit: 'count', timeReference: '30', timeUnit: 'days', comparator: '>', value: '10' },
    { valueReference: 'merchant', valueUnit: 'count', timeReference: '1', timeUnit: 'days', comparator: '=', value: '0' },
  ],
});
