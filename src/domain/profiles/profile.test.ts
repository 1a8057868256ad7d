import { describe, expect, it } from 'vitest';
import { changedCustomerFields, CustomerData, CustomerDataUpdate, CustomerIdentification, PaymentInstrument, PaymentToken, ProfileCustomer, ProfileGuid } from './profile';

describe('profile identifiers', () => {
  it('takes a CP- GUID of 32 characters and says what is wrong with others', () => {
    expect(ProfileGuid.safeParse('CP-91ec-509a-3899-4f4f-a4ad-67fb').success).toBe(true);
    expect(ProfileGuid.safeParse('CP-91ec').error?.issues[0]?.message).toBe('a profile GUID has 32 characters (CP- and 29 more)');
    expect(ProfileGuid.safeParse('CO-7f3a-4c21-9e05-b1d8-0101-0000').error?.issues[0]?.message).toBe('a profile GUID starts with CP-');
  });
  it('takes pt:: and exactly 20 characters as a payment token', () => {
    expect(PaymentToken.safeParse('pt::0123456789abcdefghij').success).toBe(true);
    expect(PaymentToken.safeParse('pt::short').success).toBe(false);
  });
});

describe('CustomerIdentification', () => {
  it('takes 1 to 255 characters (a prefix plus a UUID fits)', () => {
    expect(CustomerIdentification.safeParse(`shop1:${'0c6e5a4e-3f0b-4d8e-9a43-7d1e1c2b3a4f'}`).success).toBe(true);
    expect(CustomerIdentification.safeParse('c'.repeat(255)).success).toBe(true);
    expect(CustomerIdentification.safeParse('c'.repeat(256)).error?.issues[0]?.message).toBe('at most 255 characters');
    expect(CustomerIdentification.safeParse(' ').success).toBe(false);
  });
});

describe('CustomerDataUpdate (updateProfile merges)', () => {
  it('lets every member be left out, clears optional ones with null, never the first name', () => {
    expect(CustomerDataUpdate.parse({ billingCity: 'Oslo', email: null })).toEqual({ billingCity: 'Oslo', email: null });
    expect(CustomerDataUpdate.safeParse({ firstName: null }).error?.issues[0]?.message).toBe('a profile always keeps a first name: it cannot be cleared');
    expect(CustomerDataUpdate.safeParse({ firstName: '' }).success).toBe(false);
    expect(CustomerDataUpdate.safeParse({ billingPostcode: '1'.repeat(17) }).error?.issues[0]?.message).toBe('at most 16 characters');
    expect(CustomerDataUpdate.safeParse({ lastname: 'Smith' }).success).toBe(false);
  });
  it('reads extraData [] (the platform’s empty one) as no entries, and refuses a list with entries', () => {
    expect(CustomerDataUpdate.parse({ extraData: [] })).toEqual({ extraData: {} });
    expect(CustomerDataUpdate.safeParse({ extraData: ['a'] }).error?.issues[0]?.path).toEqual(['extraData']);
    expect(ProfileCustomer.parse({ firstName: 'A', extraData: [] }).extraData).toEqual({});
  });
});

describe('CustomerData', () => {
  it('requires a first name and keeps the platform’s field lengths', () => {
    expect(CustomerData.safeParse({ lastName: 'Smith' }).error?.issues[0]?.path).toEqual(['firstName']);
    expect(CustomerData.safeParse({ firstName: 'Alex', billingPostcode: '1'.repeat(17) }).error?.issues[0]?.message).toBe('at most 16 characters');
    expect(CustomerData.safeParse({ firstName: 'Alex', nationalId: '1'.repeat(15) }).error?.issues[0]?.message).toBe('at most 14 characters');
    expect(CustomerData.safeParse({ firstName: 'Alex', gender: 'X' }).success).toBe(false);
    expect(CustomerData.safeParse({ firstName: 'Alex', billingCountry: 'de' }).success).toBe(false);
  });
  it('refuses a member it does not know, so a typo is not dropped silently', () => {
    expect(CustomerData.safeParse({ firstName: 'Alex', lastname: 'Smith' }).success).toBe(false);
  });
});

describe('PaymentInstrument (as a gateway answers it)', () => {
  it('reads numbers, nulls and extra members without failing', () => {
    const parsed = PaymentInstrument.parse({
      paymentToken: 'pt::0123456789abcdefghij', method: 'card', createdAt: null, _TYPE: 'x',
      paymentData: { brand: 'visa', expiryMonth: 12, expiryYear: 2030, lastFourDigits: '1111', somethingNew: true },
    });
    expect(parsed.isPreferred).toBe(false);
    expect(parsed.paymentData?.expiryMonth).toBe('12');
  });
});

describe('changedCustomerFields', () => {
  it('lists fields that differ in form order; absent, null and empty are the same; extraData ignores key order', () => {
    expect(changedCustomerFields({ firstName: 'Alex', email: '' }, { firstName: 'Alex', email: null })).toEqual([]);
    expect(changedCustomerFields({ firstName: 'Alex', billingCity: 'Wien' }, { firstName: 'Ana', company: 'ACME' })).toEqual(['firstName', 'company', 'billingCity']);
    expect(changedCustomerFields({ firstName: 'A', extraData: { a: '1', b: '2' } }, { firstName: 'A', extraData: { b: '2', a: '1' } })).toEqual([]);
    expect(changedCustomerFields({ firstName: 'A', extraData: { a: '1' } }, { firstName: 'A', extraData: { a: '2' } })).toEqual(['extraData']);
    expect(changedCustomerFields({ firstName: 'A', extraData: {} }, { firstName: 'A', extraData: [] })).toEqual([]);
    expect(changedCustomerFields({ firstName: 'A' }, { firstName: 'A', extraData: {} })).toEqual([]);
  });
});
