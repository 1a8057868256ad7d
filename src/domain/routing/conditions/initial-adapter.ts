import { z } from 'zod';
import { note } from '../evaluation/conditions/shared';
import { defineKind } from './condition-kind';
import { notReasoned, notReplayable, UNKNOWN_ON_PURPOSE } from './facts';
import { formOf } from './form';

const params = z.strictObject({ adapterIdentifier: z.string().min(1), methodIdentifier: z.string().min(1) });

export const initialAdapter = defineKind({
  identifier: 'InitialAdapter',
  name: 'Initial adapter',
  input: 'transaction',
  multiMethod: false,
  params,
  describe: (p) => `Initial adapter is ${p.adapterIdentifier} (${p.methodIdentifier})`,
  // Like InitialConnector: a root transaction has no initial adapter, so the condition is false.
  prepare: (p) => (tx, _ctx, target) => {
    const initial = tx.initialAdapter;
    const result = initial?.adapterIdentifier === p.adapterIdentifier && initial.methodIdentifier === p.methodIdentifier;
    if (target) {
      const shown = initial ? `${initial.adapterIdentifier} (${initial.methodIdentifier})` : undefined;
      note(target, { initialAdapter: initial ?? null }, shown === undefined ? 'Root transaction: no initial adapter' : `Initial adapter ${shown} ${result ? 'is' : 'is not'} ${p.adapterIdentifier} (${p.methodIdentifier})`);
    }
    return result;
  },
  analysis: notReasoned(UNKNOWN_ON_PURPOSE),
  replay: notReplayable("the initial transaction's adapter needs the series' first record, which a replay does not look up"),
  form: formOf(params, { defaults: { adapterIdentifier: '', methodIdentifier: '' }, labels: { adapterIdentifier: 'Adapter', methodIdentifier: 'Method' } }),
  samples: [{ adapterIdentifier: 'AlphaAcquiring', methodIdentifier: 'Creditcard' }],
});
