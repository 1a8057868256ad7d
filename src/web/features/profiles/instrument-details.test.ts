import { describe, expect, it } from 'vitest';
import { describeInstrument, expiryWords, methodLabel } from './instrument-details';

describe('how the profile panel words methods and instruments', () => {
  it('reads the platform’s method names and the instrument kinds alike; an unknown one as sent', () => {
    expect(['Creditcard', 'card', 'DirectDebit', 'iban', 'Paypal', 'wallet', 'Klarna'].map(methodLabel)).toEqual(['Card', 'Card', 'Direct debit (IBAN)', 'IBAN', 'PayPal', 'Wallet', 'Klarna']);
  });

  it('writes an expiry month with two digits however the gateway sent it (3, "3", "03")', () => {
    expect([expiryWords(3, 2030), expiryWords('3', '2030'), expiryWords('03', 2030), expiryWords(12, 2030)]).toEqual(['03/2030', '03/2030', '03/2030', '12/2030']);
    const card = { paymentToken: 'pt::x', method: 'card', createdAt: null, isPreferred: false, connectorGuid: null, paymentData: { brand: 'visa', lastFourDigits: '1111', expiryMonth: '3', expiryYear: '2030' } };
    expect(describeInstrument(card)).toBe('Visa •••• 1111 · expires 03/2030');
  });
});
