import { describe, expect, it } from 'vitest';
import type { CustomerProfileRow, PaymentInstrumentRow } from '../../db/schema';
import { profileView } from './profile-view';

/** getProfile's objects carry the platform's `_TYPE` tags (contract §3), for every instrument kind. */

const at = new Date('2026-05-06T07:08:09Z');
const profile: CustomerProfileRow = {
  guid: 'CP-0000-0000-0000-0000-0000-0001', tenantGuid: 'TE-1', containerGuid: 'CPC-1', customerIdentification: 'cust-1',
  customer: { firstName: 'Ada' }, preferredToken: 'pt::wallet', createdAt: at, updatedAt: at,
};
const instrument = (method: PaymentInstrumentRow['method'], paymentData: Record<string, unknown>): PaymentInstrumentRow => ({
  paymentToken: `pt::${method}`, profileGuid: profile.guid, transactionUuid: `tx-${method}`, connectorGuid: 'CO-1', method, paymentData, createdAt: at, detachedAt: null,
});

describe('profileView', () => {
  it('tags the customer, each instrument and its paymentData by kind', () => {
    const view = profileView(profile, [
      instrument('card', { brand: 'visa', expiryMonth: '03', expiryYear: '2031' }),
      instrument('iban', { iban: 'AT611904300234573201', bic: 'BKAUATWW' }),
      instrument('wallet', { walletType: 'paypal', walletReferenceId: 'w-1' }),
    ]);
    expect(view.customer._TYPE).toBe('customerData');
    expect(view.paymentInstruments.map((i) => [i._TYPE, i.method, i.paymentData._TYPE])).toEqual([
      ['paymentInstrument', 'card', 'paymentData.card'],
      ['paymentInstrument', 'iban', 'paymentData.iban'],
      ['paymentInstrument', 'wallet', 'paymentData.wallet'],
    ]);
    expect(view.paymentInstruments[0]!.paymentData).toMatchObject({ expiryMonth: 3, expiryYear: 2031 });
    expect(view.preferredMethod).toBe('Paypal');
  });
});
