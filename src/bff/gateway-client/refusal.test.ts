import { describe, expect, it } from 'vitest';
import { refusalOf, transactionRefusalOf } from './refusal';

/** The BFF reads a refused request's reason in every shape a gateway of this family words it (contract §3, §4). */
describe('transactionRefusalOf', () => {
  it('reads the top-level pair the platform answers a 4xx with, also without errors[] or returnType', () => {
    expect(transactionRefusalOf({ success: false, errorMessage: 'Signature invalid', errorCode: 1004 })).toEqual({ code: 1004, message: 'Signature invalid' });
  });

  it('reads errors[0] when there is no top-level pair (an older gateway), in either member spelling', () => {
    expect(transactionRefusalOf({ success: false, returnType: 'ERROR', errors: [{ errorMessage: 'Unauthorized', errorCode: 1000 }] })).toEqual({ code: 1000, message: 'Unauthorized' });
    expect(transactionRefusalOf({ success: false, errors: [{ message: 'Declined', code: 2003 }] })).toEqual({ code: 2003, message: 'Declined' });
  });

  it('prefers the top-level pair when both are sent, as the official client does', () => {
    const both = { success: false, returnType: 'ERROR', errorMessage: 'Top', errorCode: 3004, errors: [{ errorMessage: 'Listed', errorCode: 1002 }] };
    expect(transactionRefusalOf(both)).toEqual({ code: 3004, message: 'Top' });
  });

  it('names nothing for a body without an error', () => {
    expect(transactionRefusalOf({ success: false })).toBeUndefined();
    expect(transactionRefusalOf('Bad gateway')).toBeUndefined();
    expect(transactionRefusalOf({ success: false, errors: [] })).toBeUndefined();
  });
});

describe('refusalOf', () => {
  it('reads profile failures with string and integer codes, and transaction refusals', () => {
    expect(refusalOf({ success: false, errorCode: 'ALREADY_ATTACHED', message: 'Already attached' })).toEqual({ code: 'ALREADY_ATTACHED', message: 'Already attached' });
    expect(refusalOf({ success: false, errorCode: 1007, errorMessage: 'Customer profile does not exist' })).toEqual({ code: 1007, message: 'Customer profile does not exist' });
    expect(refusalOf({ success: false, returnType: 'ERROR', errors: [{ errorMessage: 'Duplicate', errorCode: 3004 }] })).toEqual({ code: 3004, message: 'Duplicate' });
  });
});
