import type { StudioInstrument } from '../../../contracts/bff-profiles';

const METHOD_LABELS: Readonly<Record<string, string>> = { card: 'Card', iban: 'IBAN', wallet: 'Wallet' };

export const methodLabel = (method: string): string => METHOD_LABELS[method] ?? method;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What identifies the instrument to a person on the phone: card brand, last four and expiry; IBAN; wallet. */
export const describeInstrument = ({ method, paymentData: d }: StudioInstrument): string => {
  if (method === 'card') {
    const expiry = d.expiryMonth && d.expiryYear ? `expires ${d.expiryMonth.padStart(2, '0')}/${d.expiryYear}` : '';
    const card = [d.brand ? capitalised(d.brand) : 'Card', d.lastFourDigits ? `•••• ${d.lastFourDigits}` : ''].filter(Boolean).join(' ');
    return [card, expiry, d.cardHolder ?? ''].filter(Boolean).join(' · ');
  }
  if (method === 'iban') {
    const mandate = d.mandateId ? `mandate ${d.mandateId}${d.mandateDate ? ` of ${d.mandateDate}` : ''}` : '';
    return [d.iban ?? 'IBAN', d.bic ? `BIC ${d.bic}` : '', mandate].filter(Boolean).join(' · ');
  }
  if (method === 'wallet') return [d.walletType ?? 'Wallet', d.walletOwner ?? '', d.walletReferenceId ? `reference ${d.walletReferenceId}` : ''].filter(Boolean).join(' · ');
  return Object.entries(d)
    .map(([key, value]) => `${key} ${value}`)
    .join(' · ');
};
