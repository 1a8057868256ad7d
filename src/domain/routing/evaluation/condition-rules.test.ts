import { describe, expect, it } from 'vitest';
import { simContext } from '@fixtures/arb-transactions';
import { evaluateCondition } from './evaluate-condition';
import type { EvaluationContext, SimTransaction } from './transaction';

const base: SimTransaction = { transactionType: 'debit', amount: '1200.00', currency: 'EUR' };
/** Edge rules of the contract's conditions: conversion, extra data, load balancing, counters. */
const card = { brand: 'visa', bin: '411111', binCountry: 'DE', binLevel: 'PREMIUM', binType: 'CREDIT', binSegment: 'Consumer', prepaid: false, reloadable: true, lookupStatus: 'success' as const };
const withCard: SimTransaction = { ...base, card };
const bareCard: SimTransaction = { ...base, card: { brand: 'visa' } };

const run = (constraint: string, params: Record<string, unknown>, tx: SimTransaction, ctx: EvaluationContext = simContext(1)) =>
  evaluateCondition({ constraint, params }, tx, ctx);
const result = (...args: Parameters<typeof run>) => run(...args).result;

describe('AmountCurrency', () => {
  const amount = (params: Record<string, unknown>, tx: Partial<SimTransaction>, ctx?: EvaluationContext) => result('AmountCurrency', params, { ...base, ...tx }, ctx);
  it('compares same-currency amounts exactly, at the threshold too', () => {
    expect(amount({ comparator: '>=', amount: 1000, currency: 'EUR' }, { amount: '1000.00' })).toBe(true);
    expect(amount({ comparator: '>', amount: 1000, currency: 'EUR' }, { amount: '1000.00' })).toBe(false);
    expect(amount({ comparator: '=', amount: 1000.1, currency: 'EUR' }, { amount: '1000.10' })).toBe(true);
    expect(amount({ comparator: '<', amount: 0.3, currency: 'EUR' }, { amount: '0.30' })).toBe(false);
    expect(amount({ comparator: '<=', amount: 49.99, currency: 'EUR' }, { amount: '49.990001' })).toBe(false);
  });
  it('converts when currencies differ, without float error at the boundary', () => {
    // 1000 USD = 920 EUR exactly at 0.92.
    expect(amount({ comparator: '>=', amount: 920, currency: 'EUR' }, { amount: '1000.00', currency: 'USD' })).toBe(true);
    expect(amount({ comparator: '>', amount: 920, currency: 'EUR' }, { amount: '1000.00', currency: 'USD' })).toBe(false);
    // 1170 EUR = 1000 GBP at 1.17: threshold in GBP, transaction in EUR.
    expect(amount({ comparator: '=', amount: 1000, currency: 'GBP' }, { amount: '1170', currency: 'EUR' })).toBe(true);
    // USD → GBP goes through the base currency: 1170 USD = 1076.40 EUR = 920 GBP.
    expect(amount({ comparator: '=', amount: 920, currency: 'GBP' }, { amount: '1170', currency: 'USD' })).toBe(true);
  });
  it('compares "Base Amount" in the tenant base currency', () => {
    expect(amount({ comparator: '<', amount: 49.99, currency: 'Base Amount' }, { amount: '54.00', currency: 'USD' })).toBe(true); // 49.68 EUR
    expect(amount({ comparator: '<', amount: 49.99, currency: 'Base Amount' }, { amount: '54.40', currency: 'USD' })).toBe(false); // 50.048 EUR
    expect(amount({ comparator: '<', amount: 49.99, currency: 'Base Amount' }, { amount: '49.98' })).toBe(true);
  });
  it('is unevaluable without a rate, and says so', () => {
    const ctx = simContext(1, { rates: { EUR: 1 } });
    const outcome = run('AmountCurrency', { comparator: '>', amount: 1, currency: 'EUR' }, { ...base, currency: 'CHF' }, ctx);
    expect(outcome.result).toBe('unevaluable');
    expect(outcome.sentence).toContain('no exchange rate for CHF');
  });
  it('writes the conversion into the sentence', () => {
    const outcome = run('AmountCurrency', { comparator: '>=', amount: 1000, currency: 'EUR' }, { ...base, amount: '1200.00', currency: 'USD' });
    expect(outcome.sentence).toBe('Amount 1,200.00 USD ≈ 1,104 EUR ≥ 1,000 EUR');
    expect(outcome.inputs).toEqual({ amount: '1200.00', currency: 'USD', 'rates.USD': 0.92, 'rates.EUR': 1 });
  });
});

describe('ExtraData', () => {
  const extra = (comparator: string, key: string, value: string, extraData?: Record<string, string>, currency = 'EUR') =>
    result('ExtraData', { key, value, comparator }, { ...base, currency, extraData });
  it('compares values with = and !=', () => {
    expect(extra('=', 'channel', 'moto', { channel: 'moto' })).toBe(true);
    expect(extra('=', 'channel', 'moto', { channel: 'MOTO' })).toBe(false);
    expect(extra('!=', 'channel', 'moto', { channel: 'web' })).toBe(true);
    expect(extra('!=', 'channel', 'moto', { channel: 'moto' })).toBe(false);
  });
  it('matches regexes given without delimiters', () => {
    expect(extra('matches', 'channel', '^app-(ios|android)$', { channel: 'app-ios' })).toBe(true);
    expect(extra('matches', 'channel', '^app-(ios|android)$', { channel: 'app-web' })).toBe(false);
    expect(extra('matches_not', 'channel', '^web', { channel: 'app-ios' })).toBe(true);
    expect(extra('matches_not', 'channel', '^web', { channel: 'web-shop' })).toBe(false);
  });
  it('treats a missing key: = false, != true, matches false, matches_not true', () => {
    expect(extra('=', 'channel', 'moto')).toBe(false);
    expect(extra('!=', 'channel', 'moto')).toBe(true);
    expect(extra('matches', 'channel', '.*')).toBe(false);
    expect(extra('matches_not', 'channel', '.*')).toBe(true);
    expect(extra('=', 'constructor', 'x', {})).toBe(false);
  });
  it('falls back to the transaction currency for key currency, unless extra data carries it', () => {
    expect(extra('=', 'currency', 'USD', undefined, 'USD')).toBe(true);
    expect(extra('=', 'currency', 'USD', { currency: 'EUR' }, 'USD')).toBe(false);
    expect(run('ExtraData', { key: 'currency', value: 'USD', comparator: '=' }, { ...base, currency: 'USD' }).inputs).toEqual({ currency: 'USD' });
  });
});

describe('RandomLoadBalancer', () => {
  const ctxWith = (draw: number) => simContext(1, { random: () => draw });
  it('takes then with probability p/100 using the passed-in random source', () => {
    expect(result('RandomLoadBalancer', { percentTrue: 50 }, base, ctxWith(0.49))).toBe(true);
    expect(result('RandomLoadBalancer', { percentTrue: 50 }, base, ctxWith(0.5))).toBe(false);
    expect(result('RandomLoadBalancer', { percentTrue: 0 }, base, ctxWith(0))).toBe(false);
    expect(result('RandomLoadBalancer', { percentTrue: 100 }, base, ctxWith(0.999999))).toBe(true);
  });
  it('records the draw', () => {
    expect(run('RandomLoadBalancer', { percentTrue: 30 }, base, ctxWith(0.25))).toMatchObject({ inputs: { random: 0.25 }, sentence: 'Random draw 25 % falls within the 30 % share' });
  });
});

describe('count and volume conditions', () => {
  const params = { valueReference: 'merchant', valueUnit: 'count', timeReference: '30', timeUnit: 'days', comparator: '>', value: '10' };
  it('compare the counter the caller passes in, with the window in seconds', () => {
    const seen: unknown[] = [];
    const ctx = simContext(1, { counters: (q) => (seen.push(q), 11) });
    expect(result('ChargebackCountOrVolumePerConnector', params, base, ctx)).toBe(true);
    expect(seen).toEqual([{ constraint: 'ChargebackCountOrVolumePerConnector', valueReference: 'merchant', valueUnit: 'count', windowSeconds: 30 * 86400 }]);
    expect(result('DebitPreauthCountOrVolumePerConnector', { ...params, comparator: '<=', value: '10.5' }, base, simContext(1, { counters: () => 10.5 }))).toBe(true);
    expect(result('DebitPreauthCountOrVolumePerConnector', { ...params, comparator: '=', value: '10' }, base, simContext(1, { counters: () => 11 }))).toBe(false);
  });
  it('are unevaluable without counters', () => {
    expect(result('ChargebackCountOrVolumePerConnector', params, base, simContext(1, { counters: undefined }))).toBe('unevaluable');
    expect(result('ChargebackCountOrVolumePerConnector', params, base, simContext(1, { counters: () => undefined }))).toBe('unevaluable');
  });
});

describe('sentences', () => {
  it('state the fact in plain language', () => {
    expect(run('CreditcardBinCountry', { comparator: 'in', countries: ['DE', 'AT', 'CH'] }, withCard).sentence).toBe('Card BIN country DE is in DE, AT, CH');
    expect(run('CreditcardBinCountry', { comparator: 'in', countries: ['FR'] }, bareCard).sentence).toBe('Card BIN country unknown (no BIN data) is not in FR');
    expect(run('CreditcardType', { comparator: 'in', types: ['amex'] }, withCard).sentence).toBe('Card type Visa is not in Amex');
    expect(run('RiskScore', { comparator: '>', riskScore: 70 }, base).sentence).toBe('Risk score 0 (none given, counts as 0) is not > 70');
    expect(run('CustomerCountry', { comparator: 'in', countries: ['DE'] }, base).sentence).toBe('Customer country: no customer data, cannot be evaluated');
  });
});
