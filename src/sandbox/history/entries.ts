import type { ConnectorRow } from '../db/schema';
import { activeUntil, type HistoryEnv } from './history-env';
import type { Rng } from './random';

/**
 * Where merchants send their requests (design): most traffic through the meta-connectors (the
 * single-method ones 40 %, the multi-method ones 25 %), the rest straight to plain connectors,
 * cards weighted by the connector's currency. Read from the tenant's connectors, not a fixed list.
 */
const CARD_CURRENCY_WEIGHT: Readonly<Record<string, number>> = { EUR: 6, USD: 4, GBP: 3, CHF: 3 };
const METHOD_WEIGHT: Readonly<Record<string, number>> = { Paypal: 4, DirectDebit: 3 };

export interface Entry {
  connector: ConnectorRow;
  weight: number;
  until: Date | undefined;
}

export const entriesOf = (env: HistoryEnv): Entry[] => {
  const all = [...env.connectors.values()];
  const single = all.filter((c) => c.isMetaConnector && !c.multiMethod).length;
  const multi = all.filter((c) => c.multiMethod).length;
  return all.map((c) => ({
    connector: c,
    weight: c.isMetaConnector
      ? (c.multiMethod ? 25 / multi : 40 / single)
      : c.method === 'Creditcard' ? (CARD_CURRENCY_WEIGHT[c.currency ?? ''] ?? 2) : (METHOD_WEIGHT[c.method] ?? 1),
    until: activeUntil(env, c),
  }));
};

/** A connector live at `at`, by weight. */
export const pickEntry = (rng: Rng, entries: readonly Entry[], at: Date): ConnectorRow => {
  const live = entries.filter((e) => e.until === undefined || at < e.until);
  let r = rng.next() * live.reduce((sum, e) => sum + e.weight, 0);
  for (const e of live) {
    r -= e.weight;
    if (r < 0) return e.connector;
  }
  return live.at(-1)!.connector;
};

const MULTI_METHOD_WEIGHT: Readonly<Record<string, number>> = { Creditcard: 60, Paypal: 25, DirectDebit: 15 };

/** The method the payer picks at a multi-method meta-connector (among its linked ones); a plain connector's own method. */
export const methodAt = (rng: Rng, entry: ConnectorRow): string => {
  if (!entry.multiMethod) return entry.isMetaConnector ? 'Creditcard' : entry.method;
  const linked = entry.linkedMethods.length ? entry.linkedMethods : ['Creditcard'];
  return rng.weighted(Object.fromEntries(linked.map((m) => [m, MULTI_METHOD_WEIGHT[m] ?? 10])));
};
