import type { StudioInstrument } from '@contracts/bff-profiles';

/**
 * How support staff read a payment method: the platform's names (`preferredMethod` is `Creditcard`,
 * `DirectDebit`, `Paypal`, … as in routing documents) and an instrument's kind (card, iban, wallet).
 * A name the studio does not know is shown as the gateway sent it.
 */
const METHOD_LABELS: Readonly<Record<string, string>> = {
  card: 'Card',
  iban: 'IBAN',
  wallet: 'Wallet',
  Creditcard: 'Card',
  DirectDebit: 'Direct debit (IBAN)',
  Paypal: 'PayPal',
};

export const methodLabel = (method: string): string => METHOD_LABELS[method] ?? method;

/** "03/2030": an expiry month as the gateway sends it (3, "3" or "03") written with two digits. */
export const expiryWords = (month: string | number, year: string | number): string => `${String(month).padStart(2, '0')}/${year}`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What identifies the instrument to a person on the phone: card brand, last four and expiry; IBAN; wallet. */
export const describeInstrument = ({ method, paymentData: d }: StudioInstrument): string => {
  if (method === 'card') {
    const expiry = d.expiryMonth && d.expiryYear ? `expires ${expiryWords(d.expiryMonth, d.expiryYear)}` : '';
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
