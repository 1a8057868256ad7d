/** Lucene wildcard patterns (`*`, `?`, `\` escapes) and prefixes as SQL LIKE patterns (escape `\`). */

const likeEscape = (c: string) => (c === '%' || c === '_' || c === '\\' ? `\\${c}` : c);

export const wildcardToLike = (pattern: string): string => {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) out += likeEscape(pattern[++i]!);
    else if (c === '*') out += '%';
    else if (c === '?') out += '_';
    else out += likeEscape(c);
  }
  return out;
};

export const prefixToLike = (prefix: string): string => `${[...prefix].map(likeEscape).join('')}%`;

/** minimum_should_match as Lucene computes it for `count` optional clauses (integers, negatives, percentages). */
export const minimumShouldMatch = (spec: string | number, count: number): number => {
  const text = String(spec).trim();
  let result: number;
  if (text.endsWith('%')) {
    const p = Number(text.slice(0, -1));
    const n = Math.floor((count * Math.abs(p)) / 100);
    result = p < 0 ? count - n : n;
  } else {
    const n = Number(text);
    result = n < 0 ? count + n : n;
  }
  return result < 0 ? 0 : result;
};
