import { describe, expect, it } from 'vitest';
import { GetProfileResponse, UpdateProfileResponse } from './gateway-profiles';
import { ReferencePaymentRequest, requestSchemaFor, TransactionResponse } from './gateway-transactions';

/**
 * The BFF reads a gateway's answers with these schemas: answers in the real platform's forms
 * (gateway-contract §3, §4; issue 18) must parse, so the studio works against a real gateway too.
 */

describe('profile answers as the platform sends them', () => {
  it('reads a profile with Creditcard as preferred method, integer expiry and extraData []', () => {
    const parsed = GetProfileResponse.parse({
      success: true, profileExists: true, profileGuid: 'CP-91ec-509a-3899-4f4f-a4ad-67fb', customerIdentification: 'shop1:0c6e5a4e-3f0b-4d8e-9a43-7d1e1c2b3a4f',
      preferredMethod: 'Creditcard',
      customer: { firstName: 'Ada', lastName: null, extraData: [] },
      paymentInstruments: [{ paymentToken: 'pt::0123456789abcdefghij', method: 'card', createdAt: '2026-03-04 05:06:07', isPreferred: true, paymentData: { brand: 'visa', expiryMonth: 3, expiryYear: 2030 } }],
    });
    expect(parsed.success && [parsed.preferredMethod, parsed.customer?.extraData, parsed.paymentInstruments[0]?.paymentData?.expiryMonth]).toEqual(['Creditcard', {}, '3']);
  });

  it('reads an unknown profile with its members null', () => {
    const parsed = GetProfileResponse.parse({ success: false, profileExists: false, profileGuid: null, customerIdentification: null, preferredMethod: null, customer: null, paymentInstruments: [] });
    expect(parsed.success).toBe(false);
  });

  it('reads an update answer whose customer has extraData []', () => {
    expect(UpdateProfileResponse.parse({ success: true, profileGuid: 'CP-x', customerIdentification: 'c', customer: { firstName: 'A', extraData: [] }, changedFields: [] }).customer?.extraData).toEqual({});
  });
});

describe('transaction answers as the platform sends them', () => {
  it('reads returnData and members spelled out as null', () => {
    const parsed = TransactionResponse.parse({
      success: true, uuid: 'u', purchaseId: 'p', returnType: 'FINISHED', redirectUrl: null, paymentMethod: 'Creditcard', errors: null, extraData: [],
      customerProfileData: null, dccData: null,
      returnData: { _TYPE: 'cardData', type: 'visa', cardHolder: null, expiryMonth: 12, expiryYear: 2030, firstSixDigits: '411111', lastFourDigits: '1111', fingerprint: 'f', binBrand: 'VISA', binCountry: 'DE', threeDSecure: 'OFF' },
    });
    expect(parsed.returnData).toMatchObject({ expiryMonth: 12, threeDSecure: 'OFF' });
    expect(parsed.extraData).toEqual({});
  });

  it('checks a debit without a token but with a referenceUuid as a payment by reference', () => {
    const body = { merchantTransactionId: 'm', amount: '1.00', currency: 'EUR', referenceUuid: 'r' };
    expect(requestSchemaFor('debit', body)).toBe(ReferencePaymentRequest);
    expect(requestSchemaFor('debit', body).safeParse(body).success).toBe(true);
    expect(requestSchemaFor('register', body).safeParse(body).error?.issues[0]?.path).toEqual(['transactionToken']);
    expect(requestSchemaFor('debit', { ...body, referenceUuid: undefined }).safeParse({ ...body, referenceUuid: undefined }).error?.issues[0]?.path).toEqual(['transactionToken']);
  });
});
