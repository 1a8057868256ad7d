import type { ConditionCatalogue } from '../conditions/catalogue';
import type { ConnectorInfo } from '../connector';

/** Everything outside the document that validation needs; the caller gathers it (no I/O here). */
export interface ValidationContext {
  /** Connectors of the environment, to check route targets (1013). */
  connectors: readonly ConnectorInfo[];
  /** The meta-connector being edited; route targets must belong to its merchant. */
  metaConnector?: Pick<ConnectorInfo, 'guid' | 'merchantGuid'> & Partial<Pick<ConnectorInfo, 'method'>>;
  /**
   * The studio's rule beyond the gateway's: a route goes only to a connector of the tree's payment
   * method (the meta-connector's, or the method block's). Off for the sandbox, which answers as the
   * gateway does.
   */
  checkRouteMethods?: boolean;
  /** Rule ids of the connector's current document: only these may be echoed (1010). */
  knownRuleIds: ReadonlySet<string>;
  /**
   * Constraints the gateway knows but this catalogue does not (a newer gateway): identifier →
   * params check returning an error message or undefined. Anything in neither is 1011.
   */
  extraConstraints?: ReadonlyMap<string, (params: unknown) => string | undefined>;
  /** The condition kinds checked; the studio's unless a test brings its own (`withKinds`). */
  catalogue?: ConditionCatalogue;
}

/** Extra context for multi-method documents. */
export interface MultiMethodContext extends ValidationContext {
  /** Payment methods linked to the meta-connector, canonical spelling. */
  linkedMethods: readonly string[];
  /** Current default connector per canonical method name (a block's `defaultConnector: null` keeps it). */
  currentDefaults?: ReadonlyMap<string, string | null>;
}
