import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';

const counts = new Intl.NumberFormat('en');
const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

export const replayCount = (n: number) => counts.format(n);
export const moneyIn = (amount: number, currency: string) => `${whole.format(amount)} ${currency}`;
export const sharePercent = (share: number | null) => (share === null ? '—' : percent.format(share));
/** A connector by name (the GUID when unnamed); null is "no connector" (a document without a default). */
export const connectorShort = (guid: string | null, names: ConnectorNameLookup) => (guid === null ? 'no connector' : (names(guid) ?? guid));
