import { CONNECTORS } from './world';

/**
 * Which `extraData` keys each connector's BI records index (spec "Extra data": only whitelisted
 * entries; contract §5: a per-connector list in the sandbox's seed, the real gateway's setting).
 * A key not listed here is kept on the transaction and read by routing, but never reaches BI, so a
 * shop cannot leak personal data into analytics by accident. Design: a record of an attempt a
 * meta-connector routed uses the meta-connector's list (the merchant sent the data to the
 * meta-connector and configures it there), a plain connector's transaction its own list. A
 * connector not listed (one a test added) indexes no extra data.
 */
const C = CONNECTORS;

const SHOP_KEYS = ['channel', 'shop', 'campaign'];

export const BI_EXTRA_DATA_WHITELIST: Readonly<Record<string, readonly string[]>> = {
  [C.alphaEur.guid]: [...SHOP_KEYS, 'terminal'],
  [C.alphaUsd.guid]: SHOP_KEYS,
  [C.betaEur.guid]: [...SHOP_KEYS, 'merchant_category'],
  [C.betaGbp.guid]: SHOP_KEYS,
  [C.gammaChf.guid]: SHOP_KEYS,
  [C.paypal.guid]: ['channel', 'shop'],
  [C.sepa.guid]: ['channel', 'shop', 'mandate_type'],
  [C.legacyEur.guid]: ['channel'],
  [C.oldUsd.guid]: ['channel'],
  [C.cardRouter.guid]: [...SHOP_KEYS, 'device'],
  [C.checkout.guid]: [...SHOP_KEYS, 'device'],
};

/** The entries of `extraData` a connector's records may show (an empty object when none are listed). */
export const whitelistedExtraData = (connectorGuid: string | null, extraData: Readonly<Record<string, string>> | null | undefined): Record<string, string> => {
  const allowed = connectorGuid ? BI_EXTRA_DATA_WHITELIST[connectorGuid] : undefined;
  if (!allowed || !extraData) return {};
  return Object.fromEntries(Object.entries(extraData).filter(([key]) => allowed.includes(key)));
};
