import { z } from 'zod';
import { connectorGuid } from '../ids';
import { note } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { notReasoned, notReplayable, SAMPLE_CONNECTOR_GUID, UNKNOWN_ON_PURPOSE } from './facts';
import { formOf } from './form';

const params = z.strictObject({ connectorGuid: connectorGuid('a connector GUID') });

export const initialConnector = defineKind({
  identifier: 'InitialConnector',
  name: 'Initial connector',
  input: 'transaction',
  multiMethod: false,
  params,
  describe: (p, ctx) => `Initial connector is ${ctx.connector(p.connectorGuid)}`,
  // A root transaction (no initial connector) is false, as the contract says.
  prepare: (p) => (tx, _ctx, target) => {
    const initial = tx.initialConnectorGuid;
    const result = initial === p.connectorGuid;
    if (target)
      note(target, { initialConnectorGuid: initial ?? null }, initial === undefined ? 'Root transaction: no initial connector' : `Initial connector ${initial} ${result ? 'is' : 'is not'} ${p.connectorGuid}`);
    return result;
  },
  analysis: notReasoned(UNKNOWN_ON_PURPOSE),
  replay: notReplayable("the initial transaction's connector needs the series' first record, which a replay does not look up"),
  // 'CO-' so the user types the rest; invalid until then, which the form says at once.
  form: formOf(params, { defaults: { connectorGuid: 'CO-' }, labels: { connectorGuid: 'Connector GUID' } }),
  samples: [{ connectorGuid: SAMPLE_CONNECTOR_GUID }],
});
