import { describe, expect, it } from 'vitest';
import { originMismatches, registrationCandidates, type InstrumentFacts, type RegisterRecord } from './instrument-origin';

const visa: InstrumentFacts = {
  method: 'card',
  connectorGuid: 'CO-alpha-eur',
  createdAt: '2026-11-01 10:00:05',
  paymentData: { brand: 'visa', firstSixDigits: '411111', lastFourDigits: '1111', expiryMonth: '12', expiryYear: '2030' },
};
const record = (over: Partial<RegisterRecord> = {}): RegisterRecord => ({
  uuid: 'tx-visa',
  type: 'register',
  status: 'success',
  connector_guid: 'CO-alpha-eur',
  connector_name: 'Alpha Acquiring EUR',
  created_at: '2026-11-01 10:00:05',
  creditcard: { type: 'visa', first_six_digits: '411111', last_four_digits: '1111', expiry_month: 12, expiry_year: 2030 },
  ...over,
});

describe("an instrument's registering transaction", () => {
  it('matches the register or withRegister transaction of the same card on the same connector', () => {
    expect(originMismatches(record(), visa)).toEqual([]);
    expect(originMismatches(record({ type: 'debit', is_with_register: true }), visa)).toEqual([]);
  });

  it("refuses another card, another connector, a failed or non-registering transaction, in words", () => {
    const mastercard = record({ uuid: 'tx-mc', creditcard: { type: 'mastercard', first_six_digits: '555555', last_four_digits: '4444', expiry_month: 12, expiry_year: 2030 } });
    expect(originMismatches(mastercard, visa)).toEqual(['it registered a Mastercard •••• 4444 expiring 12/2030, not the Visa •••• 1111']);
    expect(originMismatches(record({ connector_guid: 'CO-alpha-usd', connector_name: 'Alpha Acquiring USD' }), visa)).toEqual(["it went through Alpha Acquiring USD, not the instrument's connector"]);
    expect(originMismatches(record({ status: 'error' }), visa)).toEqual(['it is a register that did not succeed']);
    expect(originMismatches(record({ type: 'debit' }), visa)).toEqual(['it is a debit that registered nothing']);
    expect(originMismatches(record({ creditcard: { ...record().creditcard, expiry_year: 2031 } }), visa)).toHaveLength(1);
  });

  it('ranks candidates by how close their registration is to when the instrument was stored, never later ones', () => {
    const early = record({ uuid: 'early', created_at: '2026-10-01 09:00:00' });
    const same = record({ uuid: 'same', created_at: '2026-11-01 10:00:05' });
    const later = record({ uuid: 'later', created_at: '2026-11-02 10:00:00' });
    const gone = record({ uuid: 'gone', is_deregistered: true });
    expect(registrationCandidates([early, later, gone, same], visa).map((r) => r.uuid)).toEqual(['same']);
    // Attached later (no registration at the moment it was stored): every earlier one, closest first.
    const attachedLater = { ...visa, createdAt: '2026-11-03 08:00:00' };
    expect(registrationCandidates([early, later, gone, same], attachedLater).map((r) => r.uuid)).toEqual(['later', 'same', 'early']);
  });
});
