import type { SingleMethodDocument } from '../routing/document';
import { evaluationContext } from '../routing/evaluation/evaluation-context';

/** Connectors, documents and the evaluation context the replay tests build their cases from. */
export const A = 'CO-aaaa-0000-0000-0000-000000000001';
export const B = 'CO-aaaa-0000-0000-0000-000000000002';
export const C = 'CO-aaaa-0000-0000-0000-000000000003';
export const D = 'CO-aaaa-0000-0000-0000-000000000004';
export const route = (connector: string) => ({ route: { connector, onFail: [] } });
/** A single-method document whose default is B. */
export const doc = (tree: unknown): SingleMethodDocument => ({ version: '1', default: { connector: B }, tree }) as SingleMethodDocument;

/** Live: EUR to A, the rest to B. */
export const eurToA = doc({ if: { constraint: 'Currency', params: { currency: 'EUR' } }, then: route(A), else: route(B) });

/** The reference settings in EUR, without the random source (the tally seeds its own per payment). */
export const replayContext = (({ random: _random, ...rest }) => rest)(evaluationContext({ baseCurrency: 'EUR' }));

/** A report's numbers to a millionth: sums added in another order may differ in a float's last bits. */
export const toMillionths = (value: unknown): unknown =>
  typeof value === 'number' ? Math.round(value * 1e6) / 1e6 : Array.isArray(value) ? value.map(toMillionths) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toMillionths(v)])) : value;
