/**
 * The values a string field can still have: a finite set, or everything except a finite set (a
 * co-set). Field domains (countries, card brands, extra-data values) are open, so a co-set is never
 * empty. `ABSENT` stands for "the field is missing", which membership conditions treat as "in no list".
 */
export interface ValueSet {
  readonly co: boolean;
  readonly values: ReadonlySet<string>;
}

/** Not a value any transaction field can hold (the studio stores no NUL characters). */
export const ABSENT = '\u0000absent';

export const ANY_VALUE: ValueSet = { co: true, values: new Set() };

export const isEmptySet = (s: ValueSet): boolean => !s.co && s.values.size === 0;

/**
 * `s ∩ list`. Returns `s` itself when nothing changes, so the caller can tell a narrowing from a
 * no-op without comparing sets.
 */
export const keepOnly = (s: ValueSet, list: readonly string[]): ValueSet => {
  const values = new Set<string>();
  if (s.co) {
    for (const v of list) if (!s.values.has(v)) values.add(v);
    return { co: false, values };
  }
  for (const v of s.values) if (list.includes(v)) values.add(v);
  return values.size === s.values.size ? s : { co: false, values };
};

/** `s \ list`, or `s` itself when nothing changes. Lists are a condition's few values: arrays, no Set per call. */
export const without = (s: ValueSet, list: readonly string[]): ValueSet => {
  if (s.co) {
    let grows = false;
    for (const v of list) if (!s.values.has(v)) grows = true;
    return grows ? { co: true, values: new Set([...s.values, ...list]) } : s;
  }
  let shrinks = false;
  for (const v of s.values) if (list.includes(v)) shrinks = true;
  if (!shrinks) return s;
  const values = new Set<string>();
  for (const v of s.values) if (!list.includes(v)) values.add(v);
  return { co: false, values };
};

/** What arrives at a node, in words, with the number its verb takes ("only USD arrives", "only USD, EUR arrive"). */
export interface Phrase {
  readonly text: string;
  readonly plural: boolean;
}

/** A field's name in the singular and the plural ("card type", "card types"). */
export interface Noun {
  readonly one: string;
  readonly many: string;
}

const phrase = (text: string, plural: boolean): Phrase => ({ text, plural });

/** "only customer country DE (or none)", "only customer countries other than US": what still arrives. */
export const valueSetWords = (noun: Noun, s: ValueSet, labels?: Readonly<Record<string, string>>, canBeMissing = true): Phrase => {
  const named = [...s.values].filter((v) => v !== ABSENT).map((v) => labels?.[v] ?? (v === '' ? '""' : v));
  const absent = s.values.has(ABSENT);
  if (!s.co) {
    if (named.length === 0) return absent ? phrase(`only transactions without a ${noun.one}`, true) : phrase(`no ${noun.one}`, false);
    const label = named.length === 1 ? noun.one : noun.many;
    return phrase(`only ${label} ${named.join(', ')}${absent ? ' (or none)' : ''}`, named.length > 1);
  }
  if (named.length === 0) return absent ? phrase(`only transactions with a ${noun.one}`, true) : phrase(`any ${noun.one}`, false);
  return phrase(`only ${noun.many} other than ${named.join(', ')}${absent || !canBeMissing ? '' : ' (or none)'}`, true);
};
