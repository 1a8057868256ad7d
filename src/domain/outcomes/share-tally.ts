import type { Share } from './outcome-estimate';

/** Payments and volume of a share of the window, by the connector that put them there. */
export const shareTally = () => {
  const byConnector = new Map<string, { payments: number; volume: number }>();
  return {
    add: (connector: string, payments: number, volume: number): void => {
      const c = byConnector.get(connector) ?? { payments: 0, volume: 0 };
      c.payments += payments;
      c.volume += volume;
      byConnector.set(connector, c);
    },
    share: (): Share => {
      const connectors = [...byConnector].map(([connector, c]) => ({ connector, ...c })).sort((a, b) => b.payments - a.payments);
      return { payments: connectors.reduce((s, c) => s + c.payments, 0), volume: connectors.reduce((s, c) => s + c.volume, 0), connectors };
    },
  };
};
