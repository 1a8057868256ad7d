import { describe, expect, it } from 'vitest';
import { returnDataWords } from './return-data-words';

describe('returnDataWords', () => {
  it('words a card however the gateway typed its expiry', () => {
    expect(returnDataWords({ _TYPE: 'cardData', type: 'mastercard', expiryMonth: 3, expiryYear: 2030, lastFourDigits: '4444', cardHolder: null, binCountry: 'US' })).toBe('Mastercard •••• 4444 · expires 03/2030 · BIN country US');
    expect(returnDataWords({ binBrand: 'VISA', expiryMonth: '12', expiryYear: '2030', lastFourDigits: 1111 })).toBe('Visa •••• 1111 · expires 12/2030');
  });
  it('has no words for another kind of return data or none', () => {
    expect(returnDataWords({ _TYPE: 'sepaData', type: 'x' })).toBeNull();
    expect(returnDataWords({})).toBeNull();
    expect(returnDataWords(null)).toBeNull();
  });
});
