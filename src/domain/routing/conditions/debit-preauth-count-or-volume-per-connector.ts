import { defineKind } from './condition-kind';
import { COUNTER_ANALYSIS, COUNTER_REPLAY, counterForm, describeCounter, prepareCounter } from './counter-kind';
import { SAMPLE_CONNECTOR_GUID } from './facts';
import { counterParams } from './param-values';

export const debitPreauthCountOrVolumePerConnector = defineKind({
  identifier: 'DebitPreauthCountOrVolumePerConnector',
  name: 'Debits and preauthorizations per connector',
  input: 'counters',
  multiMethod: false,
  params: counterParams,
  describe: describeCounter('DebitPreauthCountOrVolumePerConnector'),
  prepare: prepareCounter('DebitPreauthCountOrVolumePerConnector'),
  analysis: COUNTER_ANALYSIS,
  replay: COUNTER_REPLAY,
  form: counterForm({ valueReference: 'merchant', valueUnit: 'count', timeReference: '24', timeUnit: 'hours', comparator: '>', value: '100' }),
  samples: [{ valueReference: SAMPLE_CONNECTOR_GUID, valueUnit: 'volume', timeReference: '24', timeUnit: 'hours', comparator: '>=', value: '50000' }],
});
