import { describe, expect, it } from 'vitest';
import { customerMatches, identificationsOf, ProfileSearchText, profileSearchBiQuery } from './profile-search';

describe('profile search by email or name', () => {
  it('takes 2 to 100 characters without control characters, trimmed', () => {
    expect(ProfileSearchText.parse('  anna ')).toBe('anna');
    expect(ProfileSearchText.safeParse('a').success).toBe(false);
    expect(ProfileSearchText.safeParse('x'.repeat(101)).success).toBe(false);
    expect(ProfileSearchText.safeParse('an\u0000na').success).toBe(false);
  });

  it('asks BI for successful registrations with a customer identification and every word in the email or a name', () => {
    const q = profileSearchBiQuery('Anna  Berg');
    expect(q._source).toContain('customer.identification');
    expect(q.query.bool.filter).toContainEqual({ exists: { field: 'customer.identification' } });
    expect(q.query.bool.filter).toContainEqual({ term: { status: 'success' } });
    expect(JSON.stringify(q.query.bool.filter)).toContain('is_with_register');
    expect(q.query.bool.must).toHaveLength(2);
    expect(q.query.bool.must[0]!.bool.should).toContainEqual({ match: { 'customer.first_name': 'anna' } });
    expect(q.query.bool.must[1]!.bool.should).toContainEqual({ match: { 'customer.email': { query: 'berg', operator: 'and' } } });
  });

  it('lists each identification once, newest first, and says when there were more than it looks up', () => {
    const hits = ['a', 'b', 'a', 'c', 'd'].map((id) => ({ customer: { identification: id } }));
    expect(identificationsOf([...hits, { customer: {} }, null, { customer: { identification: '' } }], 3)).toEqual({ identifications: ['a', 'b', 'c'], more: true });
    expect(identificationsOf(hits)).toEqual({ identifications: ['a', 'b', 'c', 'd'], more: false });
  });

  it('keeps a profile only when every word is in its email or names', () => {
    const anna = { firstName: 'Anna', lastName: 'Berg', email: 'anna.berg@example.com' };
    expect(customerMatches(anna, 'anna berg')).toBe(true);
    expect(customerMatches(anna, 'ANNA.BERG@example.com')).toBe(true);
    expect(customerMatches(anna, 'anna okafor')).toBe(false);
    expect(customerMatches({ firstName: 'Cleo', lastName: null }, 'cleo')).toBe(true);
    expect(customerMatches(null, 'anna')).toBe(false);
  });
});
