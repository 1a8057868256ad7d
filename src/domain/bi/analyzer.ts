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

export const analyzeStandard = (text: string): string[] => {
  const tokens: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    const lower = segment.toLowerCase();
    if (IDEOGRAPHIC.test(lower)) {
      tokens.push(...lower);
      continue;
    }
    for (let i = 0; i < lower.length; i += MAX_TOKEN_LENGTH) tokens.push(lower.slice(i, i + MAX_TOKEN_LENGTH));
  }
  return tokens;
};

/** The `email` analyser of `customer.email.raw`: the whole address, lower-cased, as one token. */
export const analyzeEmail = (text: string): string[] => {
  const trimmed = text.trim().toLowerCase();
  return trimmed ? [trimmed] : [];
};

export const analyze = (analyzer: 'standard' | 'email', text: string): string[] => (analyzer === 'email' ? analyzeEmail(text) : analyzeStandard(text));
