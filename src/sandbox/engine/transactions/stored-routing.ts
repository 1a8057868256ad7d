import type { TransactionRouting } from '@contracts/sandbox-transactions';
import type { SimTransaction } from '@domain/routing/evaluation/transaction';
import type { ConnectorRow } from '../../db/schema';
import type { StoredInstrument } from './payment-source';

/**
 * A stored instrument sent to a meta-connector goes to the connector it is tied to (spec rule 3):
 * the routing document is not evaluated and there is no failover chain, since no other connector
 * could use the instrument. Recorded as a routing decision of its own kind so the sandbox's view
 * says why the tree was skipped.
 */
export const storedInstrumentRouting = (meta: ConnectorRow, instrument: StoredInstrument, tx: SimTransaction): TransactionRouting => ({
  kind: meta.multiMethod ? 'multi-method' : 'single-method',
  metaConnectorGuid: meta.guid,
  evaluatedAs: tx,
  method: null,
  decision: {
    kind: 'stored-instrument',
    connector: instrument.connectorGuid,
    onFail: [],
    path: '',
    reason: instrument.paymentToken
      ? `payment token ${instrument.paymentToken} is tied to connector ${instrument.connectorGuid}`
      : `the instrument of referenceUuid ${instrument.registerTransactionUuid} is tied to connector ${instrument.connectorGuid}`,
  },
  chain: [instrument.connectorGuid],
  availabilityTrace: [],
  trace: [],
});
