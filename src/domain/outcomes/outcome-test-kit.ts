import type { SingleMethodDocument } from '../routing/document';
import { evaluationContext } from '../routing/evaluation/evaluation-context';
import type { AttemptAnswer, OutcomeRecord } from './outcome-record';

/** Records and documents small enough to compute an estimate by hand (tests only). */

const CODES: Readonly<Record<Exclude<AttemptAnswer, 'approve'>, string>> = { soft: '2003', hard: '2006', timeout: '3001' };

export interface AttemptSpec {
  connector: string;
  answer: AttemptAnswer;
  payment: string;
  attempt?: number;
  baseAmount?: number;
  fees?: number;
  brand?: string;
  country?: string;
  currency?: string;
}

export const attemptRecord = (a: AttemptSpec): OutcomeRecord => ({
  uuid: `${a.payment}-${a.attempt ?? 1}`,
  broker_id: a.payment,
  attempt: a.attempt ?? 1,
  type: 'debit',
  status: a.answer === 'approve' ? 'success' : 'error',
  first_error_code: a.answer === 'approve' ? null : CODES[a.answer],
  method: 'Creditcard',
  amount: a.baseAmount ?? 100,
  base_amount: a.baseAmount ?? 100,
  currency: a.currency ?? 'EUR',
  connector_guid: a.connector,
  transaction_indicator: 'SINGLE',
  creditcard: { type: a.brand ?? 'visa', bin_country: a.country ?? 'DE', bin_type: 'CREDIT' },
  fees: a.fees === undefined ? [] : [{ base_amount: a.fees, entity_type: 'normal' }],
});

/** `n` first attempts at `connector`, the first `approved` of them approved, the rest declined softly. */
export const firstAttempts = (connector: string, n: number, approved: number, extra: Partial<AttemptSpec> = {}, prefix = connector): OutcomeRecord[] =>
  Array.from({ length: n }, (_, i) => attemptRecord({ connector, answer: i < approved ? 'approve' : 'soft', payment: `${prefix}-${i}`, ...extra }));

export const routeAll = (connector: string, ...onFail: string[]): SingleMethodDocument => ({
  version: '1',
  default: null,
  tree: { id: 'r1', route: onFail.length ? { connector, onFail: onFail.map((c) => ({ connector: c })) } : { connector } },
});

/** `percent` % to `a`, the rest to `b`. */
export const split = (percent: number, a: string, b: string): SingleMethodDocument => ({
  version: '1',
  default: null,
  tree: { id: 'lb', if: { constraint: 'RandomLoadBalancer', params: { percentTrue: percent } }, then: { id: 'a', route: { connector: a } }, else: { id: 'b', route: { connector: b } } },
});

export const CTX = evaluationContext({ baseCurrency: 'EUR' });
