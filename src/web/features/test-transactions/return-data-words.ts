import type { ReturnData } from '@contracts/gateway-transactions';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const set = (value: string | number | null | undefined): value is string | number => value !== null && value !== undefined && value !== '';

/**
 * What the gateway's `returnData` says about the card, in QA's words: "Visa •••• 1111 · expires
 * 03/2030 · Ada Lovelace · BIN country DE". Expiry month and year may come as integers (the
 * platform) or text. Null when the answer carries no card data (another `_TYPE`, or nothing known).
 */
export const returnDataWords = (data: ReturnData | null | undefined): string | null => {
  if (!data || (set(data._TYPE) && data._TYPE !== 'cardData')) return null;
  const brand = data.type ?? data.binBrand;
  const card = [brand ? capitalised(brand.toLowerCase()) : 'Card', set(data.lastFourDigits) ? `•••• ${data.lastFourDigits}` : ''].filter(Boolean).join(' ');
  const expiry = set(data.expiryMonth) && set(data.expiryYear) ? `expires ${String(data.expiryMonth).padStart(2, '0')}/${data.expiryYear}` : '';
  const parts = [card, expiry, data.cardHolder ?? '', data.binCountry ? `BIN country ${data.binCountry}` : ''].filter(Boolean);
  return parts.length > 1 || brand || set(data.lastFourDigits) ? parts.join(' · ') : null;
};
