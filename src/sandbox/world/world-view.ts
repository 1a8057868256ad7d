import type { AcquirerModel, PriceList, World } from './acquirer-model';
import type { Degradation } from './attempt-odds';

/** A connector as the world reads it: whose acquirer, which settlement currency, whether it can process at all. */
export interface WorldConnector {
  guid: string;
  adapter: string;
  currency: string | null;
  disabled: boolean;
  archived: boolean;
  isMetaConnector: boolean;
}

/**
 * A world with the lookups every draw and truth computation needs: an acquirer's model and price
 * list by adapter (a world that lacks one for a connector it is asked about is a setup error, said
 * by name).
 */
export interface WorldView {
  world: World;
  model: (adapter: string) => AcquirerModel;
  price: (adapter: string) => PriceList;
  /** Units of the base currency per unit of each currency. */
  rates: Readonly<Record<string, number>>;
}

/** What incidents do to a connector at the moment in question (`degradationAt` over the incidents then). */
export type DegradationOf = (connector: WorldConnector) => Degradation;

export const worldView = (world: World, rates: Readonly<Record<string, number>>): WorldView => {
  const models = new Map(world.acquirers.map((m) => [m.acquirer, m]));
  const prices = new Map(world.prices.map((p) => [p.acquirer, p]));
  return {
    world,
    rates,
    model: (adapter) => {
      const m = models.get(adapter);
      if (!m) throw new Error(`the sandbox world has no acquirer model for adapter '${adapter}'`);
      return m;
    },
    price: (adapter) => {
      const p = prices.get(adapter);
      if (!p) throw new Error(`the sandbox world has no price list for adapter '${adapter}'`);
      return p;
    },
  };
};

/** A connector that cannot process: the attempt is a configuration error (which fails over). */
export const cannotProcess = (c: WorldConnector): string | undefined =>
  c.isMetaConnector ? 'is a meta-connector' : c.disabled ? 'is disabled' : c.archived ? 'is archived' : undefined;

export const rateOf = (rates: Readonly<Record<string, number>>, currency: string): number => rates[currency] ?? 1;
