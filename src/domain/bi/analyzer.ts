/**
 * The search engine's `standard` analyser: Unicode text segmentation (UAX #29 word boundaries, the
 * standard tokenizer's rule) then lower-casing; tokens longer than 255 characters are split, as
 * `max_token_length` does. The same function analyses a record's text when it is written and a
 * `match` query's input when it is compiled, so both sides always agree.
 */
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
const MAX_TOKEN_LENGTH = 255;
// The standard tokenizer emits every ideograph (and kana) as a token of its own, where ICU's word
// segmenter would keep dictionary words together.
const IDEOGRAPHIC = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;

const pushToken = (tokens: string[], lower: string) => {
  for (let i = 0; i < lower.length; i += MAX_TOKEN_LENGTH) tokens.push(lower.slice(i, i + MAX_TOKEN_LENGTH));
};

/**
 * Printable ASCII without the characters UAX #29 treats specially (`'` `,` `:` `;` `_`; `.` is
 * handled below): every other symbol and space breaks words and is no word itself. Most record
 * text is like this (ids, names, emails), and the segmenter costs ~10 µs a value where this costs
 * well under one: history writes analyse about fifteen values a record.
 */
const PLAIN_ASCII = /^[\t\n\r\x20-\x26\x28-\x2b\x2d-\x39\x3c-\x5e\x60-\x7e]*$/;
const ALNUM_RUN = /[A-Za-z0-9]+/g;
const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * The standard analyser's tokens of a PLAIN_ASCII text: the runs of letters and digits (letters
 * and digits never break between each other: WB5, WB8–WB10), two runs joined across one `.` when
 * the characters either side are both letters or both digits (WB6/WB7, WB11/WB12: `anna.berg`,
 * `3.14`, but `a.1` breaks). `analyzer.property.test.ts` holds it equal to the segmenter.
 */
const analyzePlainAscii = (text: string): string[] => {
  const tokens: string[] = [];
  let current = '';
  let end = -2;
  for (const match of text.matchAll(ALNUM_RUN)) {
    const at = match.index;
    const run = match[0];
    if (current && at === end + 1 && text.charCodeAt(end) === 46 && isDigit(text.charCodeAt(end - 1)) === isDigit(text.charCodeAt(at))) current += `.${run}`;
    else {
      if (current) pushToken(tokens, current.toLowerCase());
      current = run;
    }
    end = at + run.length;
  }
  if (current) pushToken(tokens, current.toLowerCase());
  return tokens;
};

/** The analyser by the segmenter itself, for any text (exported for the property test that holds the fast path to it). */
export const segmentStandard = (text: string): string[] => {
  const tokens: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    const lower = segment.toLowerCase();
    if (IDEOGRAPHIC.test(lower)) {
      tokens.push(...lower);
      continue;
    }
    pushToken(tokens, lower);
  }
  return tokens;
};

export const analyzeStandard = (text: string): string[] => (PLAIN_ASCII.test(text) ? analyzePlainAscii(text) : segmentStandard(text));

/** The `email` analyser of `customer.email.raw`: the whole address, lower-cased, as one token. */
export const analyzeEmail = (text: string): string[] => {
  const trimmed = text.trim().toLowerCase();
  return trimmed ? [trimmed] : [];
};

export const analyze = (analyzer: 'standard' | 'email', text: string): string[] => (analyzer === 'email' ? analyzeEmail(text) : analyzeStandard(text));
