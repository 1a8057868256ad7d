/**
 * Tokens of Lucene's classic query syntax (what OpenSearch's `query_string` and `?q=` read).
 * A term keeps its raw text (escapes intact) so the parser can tell `\*` from a wildcard.
 */
export type Token =
  | { t: 'word'; raw: string; pos: number }
  | { t: 'phrase'; text: string; pos: number }
  | { t: 'regex'; pos: number }
  | { t: 'range'; lower: string; upper: string; includeLower: boolean; includeUpper: boolean; pos: number }
  | { t: 'cmp'; op: '>' | '>=' | '<' | '<='; pos: number }
  | { t: 'and' | 'or' | 'not' | 'plus' | 'minus' | 'lparen' | 'rparen' | 'colon' | 'caret' | 'tilde'; pos: number; raw?: string };

export class QuerySyntaxError extends Error {}

const SPECIAL = new Set([...'+-!():^[]"{}~\\/ \t\r\n\u3000<>=']);
const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\r' || c === '\n' || c === '\u3000';

const readQuoted = (s: string, i: number): [string, number] => {
  let out = '';
  let j = i + 1;
  while (j < s.length && s[j] !== '"') {
    if (s[j] === '\\' && j + 1 < s.length) {
      out += s[j + 1];
      j += 2;
    } else out += s[j++];
  }
  if (j >= s.length) throw new QuerySyntaxError(`Lexical error: unterminated phrase starting at ${i}`);
  return [out, j + 1];
};

/** A range endpoint: a quoted string or a run of characters up to space or a closing bracket. */
const readEndpoint = (s: string, i: number): [string, number] => {
  while (isSpace(s[i] ?? '')) i++;
  if (s[i] === '"') return readQuoted(s, i);
  let j = i;
  let out = '';
  while (j < s.length && !isSpace(s[j]!) && s[j] !== ']' && s[j] !== '}') {
    if (s[j] === '\\' && j + 1 < s.length) {
      out += s[j + 1];
      j += 2;
    } else out += s[j++];
  }
  if (!out) throw new QuerySyntaxError(`Encountered an empty range endpoint at ${i}`);
  return [out, j];
};

const readRange = (s: string, i: number): [Token, number] => {
  const includeLower = s[i] === '[';
  const [lower, a] = readEndpoint(s, i + 1);
  let j = a;
  while (isSpace(s[j] ?? '')) j++;
  if (s.slice(j, j + 2) !== 'TO') throw new QuerySyntaxError(`Encountered a range without TO at ${j}`);
  const [upper, b] = readEndpoint(s, j + 2);
  j = b;
  while (isSpace(s[j] ?? '')) j++;
  if (s[j] !== ']' && s[j] !== '}') throw new QuerySyntaxError(`Encountered an unterminated range at ${i}`);
  return [{ t: 'range', lower, upper, includeLower, includeUpper: s[j] === ']', pos: i }, j + 1];
};

export const tokenize = (s: string): Token[] => {
  const out: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (isSpace(c)) {
      i++;
      continue;
    }
    const two = s.slice(i, i + 2);
    if (two === '&&') out.push({ t: 'and', pos: (i += 2) - 2 });
    else if (two === '||') out.push({ t: 'or', pos: (i += 2) - 2 });
    else if (two === '>=' || two === '<=') out.push({ t: 'cmp', op: two, pos: (i += 2) - 2 });
    else if (c === '>' || c === '<') out.push({ t: 'cmp', op: c, pos: i++ });
    else if (c === '+') out.push({ t: 'plus', pos: i++ });
    else if (c === '-') out.push({ t: 'minus', pos: i++ });
    else if (c === '!') out.push({ t: 'not', pos: i++ });
    else if (c === '(') out.push({ t: 'lparen', pos: i++ });
    else if (c === ')') out.push({ t: 'rparen', pos: i++ });
    else if (c === ':') out.push({ t: 'colon', pos: i++ });
    else if (c === '^' || c === '~') {
      const start = i++;
      let raw = '';
      while (i < s.length && /[0-9.]/.test(s[i]!)) raw += s[i++];
      out.push({ t: c === '^' ? 'caret' : 'tilde', raw, pos: start });
    } else if (c === '"') {
      const [text, next] = readQuoted(s, i);
      out.push({ t: 'phrase', text, pos: i });
      i = next;
    } else if (c === '[' || c === '{') {
      const [token, next] = readRange(s, i);
      out.push(token);
      i = next;
    } else if (c === '/') {
      out.push({ t: 'regex', pos: i });
      i = s.length;
    } else if (c === ']' || c === '}' || c === '=') throw new QuerySyntaxError(`Encountered "${c}" at ${i}`);
    else {
      const start = i;
      let raw = '';
      // Inside a term, '-' and '+' are ordinary characters (foo-bar is one term), as in Lucene.
      while (i < s.length && (!SPECIAL.has(s[i]!) || ((s[i] === '-' || s[i] === '+') && raw !== '') || s[i] === '\\')) {
        if (s[i] === '\\') {
          if (i + 1 >= s.length) throw new QuerySyntaxError(`Lexical error: escape at the end of the query`);
          raw += s.slice(i, i + 2);
          i += 2;
        } else raw += s[i++];
      }
      if (raw === 'AND') out.push({ t: 'and', pos: start });
      else if (raw === 'OR') out.push({ t: 'or', pos: start });
      else if (raw === 'NOT') out.push({ t: 'not', pos: start });
      else out.push({ t: 'word', raw, pos: start });
    }
  }
  return out;
};

/** The term with escapes removed. */
export const unescape = (raw: string): string => raw.replace(/\\(.)/g, '$1');

/** Whether the raw term has an unescaped `*` or `?`. */
export const hasWildcard = (raw: string): boolean => /(^|[^\\])(\\\\)*[*?]/.test(raw);
