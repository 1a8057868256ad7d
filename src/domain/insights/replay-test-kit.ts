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
