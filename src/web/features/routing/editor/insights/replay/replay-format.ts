import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';

import { formatCount, formatMoney, formatShare } from '@web/lib/format';

export const replayCount = formatCount;
export const moneyIn = (amount: number, currency: string) => formatMoney(amount, currency, { whole: true });
export const sharePercent = (share: number | null) => formatShare(share);
/** A connector by name (the GUID when unnamed); null is "no connector" (a document without a default). */
export const connectorShort = (guid: string | null, names: ConnectorNameLookup) => (guid === null ? 'no connector' : (names(guid) ?? guid));
