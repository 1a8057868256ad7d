import type { BiRecord } from '@domain/bi/record';
import { attemptChances } from '../world/attempt-posterior';
import type { Answer } from '../world/draw-attempt';
import { answerOfRecord, featuresOfRecord } from '../world/record-features';
import { countCheck, type CountCheck } from '../world/sample-check';
import type { WorldView } from '../world/world-view';

/**
 * Generated records against the acquirer models (issue 40.8; the statistical test and the world
 * bench share it): every attempt of every routed payment, read back from its records, gets its
 * exact chances from `view` (later attempts with the posterior on the issuer's state); per
 * acquirer and answer, the observed count against the expected one. Cells expecting fewer than 5
 * events are left out (the normal approximation needs some). Test and bench code only.
 */

export interface OutcomeCell extends CountCheck {
  acquirer: string;
  answer: Answer;
}

/** The routed payments of a history: their attempt records in order (payment-page and DCC waits left out). */
export const routedPayments = (records: readonly BiRecord[]): BiRecord[][] => {
  const payments = new Map<string, BiRecord[]>();
  for (const r of records) {
    if (!['debit', 'preauthorize', 'register'].includes(r.type!) || r.status === 'redirect' || r.status === 'pending-dcc') continue;
    const key = r.broker_id ?? r.uuid!;
    payments.set(key, [...(payments.get(key) ?? []), r]);
  }
  return [...payments.values()].map((a) => a.sort((x, y) => x.attempt! - y.attempt!));
};

export const outcomeCells = (view: WorldView, records: readonly BiRecord[], baseCurrency: string): OutcomeCell[] => {
  const cells = new Map<string, { acquirer: string; answer: Answer; observed: number; chances: number[] }>();
  for (const attempts of routedPayments(records)) {
    const features = featuresOfRecord(attempts.at(-1)!, baseCurrency, view.rates);
    const drawn = attempts.flatMap((a) => {
      const answer = answerOfRecord(a);
      return answer === undefined ? [] : [{ adapter: a.adapter!, answer }];
    });
    attemptChances(view, features, drawn).forEach((chances, i) => {
      for (const answer of ['approve', 'soft', 'hard', 'timeout'] as const) {
        const key = `${drawn[i]!.adapter} ${answer}`;
        const cell = cells.get(key) ?? { acquirer: drawn[i]!.adapter, answer, observed: 0, chances: [] };
        cell.observed += drawn[i]!.answer === answer ? 1 : 0;
        cell.chances.push(chances[answer]);
        cells.set(key, cell);
      }
    });
  }
  return [...cells.values()].map((c) => ({ acquirer: c.acquirer, answer: c.answer, ...countCheck(c.observed, c.chances) })).filter((c) => c.expected >= 5);
};
