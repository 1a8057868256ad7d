import type { TransactionErrorItem } from '@contracts/gateway-transactions';
import type { TransactionRouting } from '@contracts/sandbox-transactions';
import { TRANSACTION_ERROR_CODES as CODES } from '@contracts/gateway-transactions';
import { MultiMethodDocument, SingleMethodDocument } from '@domain/routing/document';
import type { EvaluationContext, SimTransaction } from '@domain/routing/evaluation/transaction';
import type { SandboxDb } from '../../db/client';
import type { ConnectorRow } from '../../db/schema';
import { readRoutingDocument } from '../../store/routing-documents';
import { multiMethodRouter, singleMethodRouter, type MetaRouter } from './route';

export interface RoutingOutcome {
  routing: TransactionRouting | null;
  /** Connectors to try in order; empty when routing found none. */
  chain: string[];
  /** Why nothing can be tried (contract §4 configuration error 1007), when the chain is empty. */
  failure?: TransactionErrorItem;
}

const configuration = (errorMessage: string): TransactionErrorItem => ({ errorCode: CODES.configuration, errorMessage });

/** Parsed at the storage boundary; a stored document that does not parse is a sandbox bug, not a caller's mistake. */
const storedDocument = async <T>(db: SandboxDb, guid: string, schema: { parse(value: unknown): T }, empty: unknown): Promise<T> =>
  schema.parse((await readRoutingDocument(db, guid)) ?? empty);

/**
 * The connectors a transaction to `connector` may be tried on. A plain connector processes its own
 * transactions; a meta-connector routes them with its stored document through the domain evaluator.
 */
export const routingOf = async (db: SandboxDb, connector: ConnectorRow, tx: SimTransaction, ctx: EvaluationContext): Promise<RoutingOutcome> => {
  if (!connector.isMetaConnector) return routingWith(connector, undefined, tx, ctx);
  return routingWith(connector, await metaRouterOf(db, connector), tx, ctx);
};

/** The stored document of a meta-connector, compiled. */
export const metaRouterOf = async (db: SandboxDb, connector: Pick<ConnectorRow, 'guid' | 'multiMethod'>): Promise<MetaRouter> =>
  connector.multiMethod
    ? multiMethodRouter(connector.guid, await storedDocument(db, connector.guid, MultiMethodDocument, { version: '1', methods: [] }))
    : singleMethodRouter(connector.guid, await storedDocument(db, connector.guid, SingleMethodDocument, { version: '1', tree: null }));

/** `routingOf` with the meta-connector's document already compiled (the history generator routes many transactions with one). */
export const routingWith = (connector: Pick<ConnectorRow, 'guid' | 'isMetaConnector' | 'multiMethod'>, router: MetaRouter | undefined, tx: SimTransaction, ctx: EvaluationContext): RoutingOutcome => {
  if (!connector.isMetaConnector || !router) return { routing: null, chain: [connector.guid] };
  const routing = router(tx, ctx);
  if (!routing) return { routing: null, chain: [], failure: configuration(`Payment method '${tx.paymentMethod}' is not linked to this meta-connector`) };
  if (connector.multiMethod && !routing.method?.available) {
    return { routing, chain: [], failure: configuration(`Payment method '${routing.method?.method}' is not available for this transaction`) };
  }
  if (routing.chain.length === 0) {
    return { routing, chain: [], failure: configuration('No connector: routing reached no route and the routing document has no default connector') };
  }
  return { routing, chain: routing.chain };
};
