import { describe, expect, it } from 'vitest';
import type { SingleMethodDocument } from '../routing/document';
import { evaluationContext } from '../routing/evaluation/evaluation-context';
import type { SimTransaction } from '../routing/evaluation/transaction';
import { attributeArm } from './arm-attribution';

const ctx = evaluationContext({ baseCurrency: 'EUR' });
const euro: SimTransaction = { transactionType: 'debit', amount: '50.00', currency: 'EUR' } as SimTransaction;
const dollar: SimTransaction = { transactionType: 'debit', amount: '50.00', currency: 'USD' } as SimTransaction;

/** Live: EUR to A (failover C), everything else to B. */
const live: SingleMethodDocument = {
  version: '1', default: null,
  tree: { id: 'r1', if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: { id: 'r2', route: { connector: 'A', onFail: [{ connector: 'C' }] } }, else: { id: 'r3', route: { connector: 'B', onFail: [] } } },
} as SingleMethodDocument;
const withEur = (route: object): SingleMethodDocument => ({ ...live, tree: { ...live.tree!, then: { id: null, route } } }) as SingleMethodDocument;

describe('attributeArm, by hand', () => {
  it('a payment both arms route alike is neutral, whatever its first connector', () => {
    const draft = withEur({ connector: 'D', onFail: [] });
    expect(attributeArm(live, draft, dollar, 'B', ctx)).toEqual({ kind: 'neutral' });
  });

  it('where the arms differ, the first connector says which arm it took', () => {
    const draft = withEur({ connector: 'D', onFail: [] });
    expect(attributeArm(live, draft, euro, 'A', ctx)).toEqual({ kind: 'arm', arm: 'live' });
    expect(attributeArm(live, draft, euro, 'D', ctx)).toEqual({ kind: 'arm', arm: 'draft' });
  });

  it('the same first connector with other failovers cannot be told apart; a connector neither arm chooses is counted apart too', () => {
    const draft = withEur({ connector: 'A', onFail: [] });
    expect(attributeArm(live, draft, euro, 'A', ctx)).toEqual({ kind: 'apart', reason: 'both-arms-could' });
    expect(attributeArm(live, withEur({ connector: 'D', onFail: [] }), euro, 'Z', ctx)).toEqual({ kind: 'apart', reason: 'neither-arm-could' });
  });

  it('a split inside an arm: either of its connectors belongs to that arm', () => {
    const draft = { ...live, tree: { ...live.tree!, then: { id: null, if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 50 } }, then: { id: null, route: { connector: 'D', onFail: [] } }, else: { id: null, route: { connector: 'E', onFail: [] } } } } } as SingleMethodDocument;
    expect(attributeArm(live, draft, euro, 'E', ctx)).toEqual({ kind: 'arm', arm: 'draft' });
    expect(attributeArm(live, draft, euro, 'D', ctx)).toEqual({ kind: 'arm', arm: 'draft' });
  });
});
