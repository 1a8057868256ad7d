import { z } from 'zod';
import { asKnownCondition } from '../condition-catalogue';
import type { ConditionParams } from '../condition-params';
import { treesOf, walkTree, type AnyDocument } from '../tree-walk';
import { counterQueryOf, type CounterConstraint } from './counter-query';
import { CounterQuery } from './transaction';
import { isConnectorGuid } from '../ids';

/**
 * Count/volume counters as a simulation states them ("chargeback count for the merchant in the
 * last 30 days = 3"). The gateway keeps these counters itself; a simulation has to be told them,
 * and one short key spelling serves the form, pasted JSON and CSV columns alike:
 *
 *   `<chargeback|debit-preauth>.<merchant|CO-…>.<count|volume>.<window>` with window `30d`, `12h`, `90m` or `45s`
 */

export { counterQueryOf, type CounterConstraint } from './counter-query';

const KIND_OF: Record<CounterConstraint, string> = { ChargebackCountOrVolumePerConnector: 'chargeback', DebitPreauthCountOrVolumePerConnector: 'debit-preauth' };
const CONSTRAINT_OF: Record<string, CounterConstraint> = { chargeback: 'ChargebackCountOrVolumePerConnector', 'debit-preauth': 'DebitPreauthCountOrVolumePerConnector' };
const UNIT_SECONDS = { d: 86400, h: 3600, m: 60, s: 1 } as const;
const UNIT_WORDS = { d: 'day', h: 'hour', m: 'minute', s: 'second' } as const;

export const isCounterConstraint = (constraint: unknown): constraint is CounterConstraint => typeof constraint === 'string' && Object.hasOwn(KIND_OF, constraint);

/** A counter value for one query: a count is a whole number, a volume an amount. */
export const CounterValue = CounterQuery.extend({ value: z.number().nonnegative('a counter cannot be negative') }).refine(
  (c) => c.valueUnit !== 'count' || Number.isInteger(c.value),
  { message: 'a count is a whole number', path: ['value'] },
);
export type CounterValue = z.infer<typeof CounterValue>;

/** `30d`, `12h`, `90m`, `45s`: the largest unit that divides the window. */
export const windowText = (seconds: number): string => {
  const unit = (Object.keys(UNIT_SECONDS) as Array<keyof typeof UNIT_SECONDS>).find((u) => seconds % UNIT_SECONDS[u] === 0)!;
  return `${seconds / UNIT_SECONDS[unit]}${unit}`;
};

/** "30 days", for sentences. */
export const windowWords = (seconds: number): string => {
  const text = windowText(seconds);
  const n = Number(text.slice(0, -1));
  const word = UNIT_WORDS[text.slice(-1) as keyof typeof UNIT_WORDS];
  return `${n} ${word}${n === 1 ? '' : 's'}`;
};

export const parseWindow = (text: string): number | undefined => {
  const match = /^(\d{1,7})\s*([dhms])$/i.exec(text.trim());
  if (!match || Number(match[1]) === 0) return undefined;
  return Number(match[1]) * UNIT_SECONDS[match[2]!.toLowerCase() as keyof typeof UNIT_SECONDS];
};

export const counterKey = (q: CounterQuery): string => `${KIND_OF[q.constraint]}.${q.valueReference}.${q.valueUnit}.${windowText(q.windowSeconds)}`;

/** "Chargeback count (merchant) in the last 30 days". */
export const describeCounter = (q: CounterQuery): string =>
  `${q.constraint === 'ChargebackCountOrVolumePerConnector' ? 'Chargeback' : 'Debit/preauth'} ${q.valueUnit} (${q.valueReference}) in the last ${windowWords(q.windowSeconds)}`;

export type CounterKeyParse = { ok: true; query: CounterQuery } | { ok: false; message: string };

const KEY_HELP = 'write <chargeback|debit-preauth>.<merchant|CO-…>.<count|volume>.<window such as 30d, 12h, 90m>';

export const parseCounterKey = (key: string): CounterKeyParse => {
  const parts = key.trim().split('.');
  if (parts.length !== 4) return { ok: false, message: `"${key}" is not a counter; ${KEY_HELP}` };
  const [kind, reference, unit, window] = parts as [string, string, string, string];
  const constraint = CONSTRAINT_OF[kind.toLowerCase()];
  if (!constraint) return { ok: false, message: `"${kind}" is not a counter kind; use chargeback or debit-preauth` };
  if (reference !== 'merchant' && !isConnectorGuid(reference)) return { ok: false, message: `"${reference}" is not "merchant" or a connector GUID (CO-…)` };
  if (unit !== 'count' && unit !== 'volume') return { ok: false, message: `"${unit}" is not count or volume` };
  const windowSeconds = parseWindow(window);
  if (windowSeconds === undefined) return { ok: false, message: `"${window}" is not a time window; use a number with d, h, m or s, such as 30d` };
  return { ok: true, query: { constraint, valueReference: reference, valueUnit: unit, windowSeconds } };
};

const sameQuery = (a: CounterQuery, b: CounterQuery) =>
  a.constraint === b.constraint && a.valueReference === b.valueReference && a.valueUnit === b.valueUnit && a.windowSeconds === b.windowSeconds;

/**
 * Answers a condition's query from stated values. Only an exact match counts: a 30-day count says
 * nothing about 7 days, so a query nobody stated stays unevaluable, as the gateway would never guess.
 */
export const counterLookup = (values: readonly CounterValue[]) => (query: CounterQuery): number | undefined =>
  values.find((v) => sameQuery(v, query))?.value;

/** Every distinct counter the document's conditions ask for, in document order. */
export const counterQueriesOf = (...docs: AnyDocument[]): CounterQuery[] => {
  const found: CounterQuery[] = [];
  for (const doc of docs) {
    for (const { path, tree } of treesOf(doc)) {
      walkTree(tree, path, (node) => {
        if (!isCounterConstraint(node.if?.constraint)) return;
        const known = asKnownCondition(node.if!);
        if (!known || !isCounterConstraint(known.constraint)) return;
        const query = counterQueryOf(known.constraint, known.params as ConditionParams<CounterConstraint>);
        if (!found.some((q) => sameQuery(q, query))) found.push(query);
      });
    }
  }
  return found;
};
