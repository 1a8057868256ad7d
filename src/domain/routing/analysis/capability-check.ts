import type { ConnectorNameLookup } from '../describe/connector-names';
import { CARD_TYPE_LABELS } from '../describe/labels';
import type { Route } from '../document';
import type { CapabilityBook, ConnectorCapabilities } from './capabilities';
import type { Finding } from './finding';
import type { Cause, ReachState } from './reach-state';
import { ABSENT, type ValueSet } from './value-set';

/**
 * Capability checks (issue 13, item 3): each connector of a leaf's route and `onFail` chain against
 * what can reach that leaf. A field is checked only where the analysis bounds it to a finite set of
 * values: currencies once a `Currency` test chose them (an amount rule alone leaves every rated
 * currency in play, which says nothing about intent), card types and BIN countries once an `in` list
 * chose them, the payment method in a multi-method block's routing tree. An unbounded field, a
 * connector without declarations, a connector without history: unknown, never a warning.
 */

/** One field as the check reads it: the values that can arrive (undefined: unbounded) and who chose them. */
interface Arriving {
  readonly values: readonly string[];
  readonly cause: Cause | undefined;
}

type Dimension = 'methods' | 'currencies' | 'cardTypes' | 'countries';

const finite = (s: ValueSet): string[] | undefined => (s.co ? undefined : [...s.values].filter((v) => v !== ABSENT));

/** What arrives at the leaf, per dimension; only the bounded ones. */
export const arrivingAt = (state: ReachState, method: string | undefined): Partial<Record<Dimension, Arriving>> => {
  const out: Partial<Record<Dimension, Arriving>> = {};
  const money = state.money.value;
  if (!money.others && state.currencyCause?.condition.constraint === 'Currency') out.currencies = { values: [...money.known.keys()], cause: state.currencyCause };
  const cards = finite(state.cardType.value);
  if (cards?.length) out.cardTypes = { values: cards, cause: state.cardType.cause };
  const countries = finite(state.binCountry.value);
  if (countries?.length) out.countries = { values: countries, cause: state.binCountry.cause };
  if (method) out.methods = { values: [method], cause: undefined };
  return out;
};

const fold = (d: Dimension, v: string) => (d === 'cardTypes' || d === 'methods' ? v.toLowerCase() : v);
const outside = (d: Dimension, values: readonly string[], accepted: readonly string[]): string[] => {
  const known = new Set(accepted.map((v) => fold(d, v)));
  return values.filter((v) => !known.has(fold(d, v)));
};

const SHOWN = 5;
const listed = (items: readonly string[], join: 'and' | 'or' | ','): string => {
  const shown = items.length > SHOWN ? [...items.slice(0, SHOWN), `${items.length - SHOWN} more`] : [...items];
  if (join === ',' || shown.length === 1) return shown.join(', ');
  return `${shown.slice(0, -1).join(', ')} ${join} ${shown[shown.length - 1]}`;
};
const label = (d: Dimension, v: string) => (d === 'cardTypes' ? (CARD_TYPE_LABELS[v.toLowerCase()] ?? v) : v);
const labels = (d: Dimension, vs: readonly string[]) => vs.map((v) => label(d, v));

const DECLARED_NOUN: Record<Exclude<Dimension, 'methods'>, string> = { currencies: 'currencies', cardTypes: 'card types', countries: 'card countries' };

/** "USD", "Amex cards", "cards issued in US or CA", "Paypal payments". */
const processedWords = (d: Dimension, vs: readonly string[]): string => {
  const words = listed(labels(d, vs), 'or');
  if (d === 'cardTypes') return `${words} cards`;
  if (d === 'countries') return `cards issued in ${words}`;
  if (d === 'methods') return `${words} payments`;
  return words;
};

interface Slot {
  readonly guid: string;
  readonly path: string;
  /** 0 for the primary, n for failover connector n. */
  readonly position: number;
}

const slotsOf = (route: Route, leafPath: string): Slot[] => [
  { guid: route.connector, path: `${leafPath}/route/connector`, position: 0 },
  ...(route.onFail ?? []).map((f, i) => ({ guid: f.connector, path: `${leafPath}/route/onFail/${i}/connector`, position: i + 1 })),
];

export interface CapabilityScope {
  readonly book: CapabilityBook;
  readonly names: ConnectorNameLookup;
  /** The payment method of a multi-method block's routing tree; undefined elsewhere. */
  readonly method: string | undefined;
}

const DIMENSIONS: readonly Dimension[] = ['methods', 'currencies', 'cardTypes', 'countries'];

const slotFindings = (slot: Slot, caps: ConnectorCapabilities, arriving: Partial<Record<Dimension, Arriving>>, leafPath: string, scope: CapabilityScope, out: Finding[]) => {
  const name = scope.names(slot.guid) ?? slot.guid;
  const who = slot.position === 0 ? name : `${name} (failover ${slot.position})`;
  const observed = caps.observed && caps.observed.successes > 0 ? caps.observed : undefined;
  for (const d of DIMENSIONS) {
    const reach = arriving[d];
    if (!reach) continue;
    const declaredList = d === 'methods' ? undefined : caps.declared?.[d];
    const refused = declaredList ? outside(d, reach.values, declaredList) : [];
    if (declaredList && refused.length > 0 && d !== 'methods') {
      const declared = declaredList.length ? listed(labels(d, declaredList), ',') : 'none';
      out.push({
        code: 'capability-declared',
        severity: 'warning',
        path: slot.path,
        nodeId: leafPath,
        causeNodeId: reach.cause?.path ?? null,
        message: `${who} declares ${DECLARED_NOUN[d]} ${declared}; ${listed(labels(d, refused), 'and')} can reach this route.`,
      });
    }
    const seen = observed?.[d];
    if (!seen) continue;
    // A value the declaration already refuses is reported once, there.
    const never = outside(d, reach.values, seen).filter((v) => !refused.includes(v));
    if (never.length === 0) continue;
    out.push({
      code: 'capability-observed',
      severity: 'warning',
      path: slot.path,
      nodeId: leafPath,
      causeNodeId: reach.cause?.path ?? null,
      message: `${who} never processed ${processedWords(d, never)} successfully in the last ${scope.book.observedDays} days.`,
    });
  }
};

/** The capability findings of one reachable leaf. */
export const capabilityFindings = (route: Route, leafPath: string, state: ReachState, scope: CapabilityScope, out: Finding[]): void => {
  let arriving: Partial<Record<Dimension, Arriving>> | undefined;
  for (const slot of slotsOf(route, leafPath)) {
    const caps = scope.book.connectors[slot.guid];
    if (!caps) continue;
    arriving ??= arrivingAt(state, scope.method);
    slotFindings(slot, caps, arriving, leafPath, scope, out);
  }
};
