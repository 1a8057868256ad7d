import type { Query } from '../ast';
import { expandFields } from '../parse/field-patterns';
import { hasWildcard, QuerySyntaxError, tokenize, unescape, type Token } from './lexer';

/**
 * Lucene's classic query syntax → `Query`, with the classic parser's clause rules (`addClause`):
 * AND makes both neighbours required, OR (under default_operator AND) makes them optional, NOT/-
 * prohibits, + requires; a term on a text field is analysed into a `match` with the default
 * operator, a quoted phrase is a `match_phrase`, `*`/`?` make a `wildcard` (lower-cased on text
 * fields, as OpenSearch normalises them), `field:*` and `_exists_:field` an `exists`.
 */

export interface QueryStringOptions {
  defaultFields: string[];
  defaultOperator: 'or' | 'and';
  lenient: boolean;
  at: string;
}

type Occur = 'must' | 'should' | 'must_not';
type Conj = 'none' | 'and' | 'or';
type Mod = 'none' | 'req' | 'not';

class Parser {
  private i = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly opts: QueryStringOptions,
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private fail(message: string): never {
    const token = this.peek();
    throw new QuerySyntaxError(token ? `${message} at position ${token.pos}` : `${message} at the end of the query`);
  }

  parseTop(): Query {
    const q = this.parseQuery(this.opts.defaultFields);
    if (this.i < this.tokens.length) this.fail('Encountered unexpected ")"');
    return q;
  }

  private parseQuery(fields: string[]): Query {
    const clauses: Array<{ occur: Occur; q: Query }> = [];
    let first = true;
    while (this.i < this.tokens.length && this.peek()!.t !== 'rparen') {
      let conj: Conj = 'none';
      if (!first) {
        const t = this.peek()!.t;
        if (t === 'and' || t === 'or') {
          conj = t;
          this.i++;
        }
      }
      let mod: Mod = 'none';
      const m = this.peek();
      if (m?.t === 'plus' || m?.t === 'minus' || m?.t === 'not') {
        mod = m.t === 'plus' ? 'req' : 'not';
        this.i++;
      }
      const q = this.parseClause(fields);
      this.addClause(clauses, conj, mod, q);
      first = false;
    }
    if (clauses.length === 0) this.fail('Encountered an empty query');
    if (clauses.length === 1 && clauses[0]!.occur !== 'must_not') return clauses[0]!.q;
    return {
      kind: 'bool',
      must: clauses.filter((c) => c.occur === 'must').map((c) => c.q),
      filter: [],
      should: clauses.filter((c) => c.occur === 'should').map((c) => c.q),
      mustNot: clauses.filter((c) => c.occur === 'must_not').map((c) => c.q),
      at: this.opts.at,
    };
  }

  private addClause(clauses: Array<{ occur: Occur; q: Query }>, conj: Conj, mod: Mod, q: Query) {
    const last = clauses.at(-1);
    if (last && conj === 'and' && last.occur !== 'must_not') last.occur = 'must';
    if (last && this.opts.defaultOperator === 'and' && conj === 'or' && last.occur !== 'must_not') last.occur = 'should';
    let required: boolean;
    const prohibited = mod === 'not';
    if (this.opts.defaultOperator === 'or') required = mod === 'req' || (conj === 'and' && !prohibited);
    else required = !prohibited && conj !== 'or';
    clauses.push({ occur: prohibited ? 'must_not' : required ? 'must' : 'should', q });
  }

  private parseClause(fields: string[]): Query {
    const t = this.peek();
    if (!t) this.fail('Encountered the end of the query where a term was expected');
    if (t.t === 'word' && this.tokens[this.i + 1]?.t === 'colon') {
      this.i += 2;
      const name = unescape(t.raw);
      if (name === '_exists_') {
        const v = this.peek();
        if (v?.t !== 'word') this.fail('Encountered a field name without a term after _exists_');
        this.i++;
        return this.anyOf(expandFields([unescape(v.raw)]).map((field) => ({ kind: 'exists', field, at: this.opts.at })));
      }
      return this.parseClause(expandFields([name]));
    }
    if (t.t === 'lparen') {
      this.i++;
      const q = this.parseQuery(fields);
      if (this.peek()?.t !== 'rparen') this.fail('Encountered a group without ")"');
      this.i++;
      this.skipBoost();
      return q;
    }
    this.i++;
    let q: Query;
    if (t.t === 'word') q = this.term(fields, t.raw);
    else if (t.t === 'phrase') {
      if (this.peek()?.t === 'tilde') this.fail('Phrase slop (~) is not supported by the sandbox\'s BI engine');
      q = this.anyOf(fields.map((field) => ({ kind: 'match_phrase', field, text: t.text, lenient: this.opts.lenient, at: this.opts.at })));
    } else if (t.t === 'range') q = this.range(fields, t.includeLower ? 'gte' : 'gt', t.lower, t.includeUpper ? 'lte' : 'lt', t.upper);
    else if (t.t === 'cmp') {
      const v = this.peek();
      if (v?.t !== 'word' && v?.t !== 'phrase') this.fail(`Encountered "${t.op}" without a value`);
      this.i++;
      const value = v.t === 'word' ? unescape(v.raw) : v.text;
      const op = ({ '>': 'gt', '>=': 'gte', '<': 'lt', '<=': 'lte' } as const)[t.op];
      q = op === 'gt' || op === 'gte' ? this.range(fields, op, value, 'lt', '*') : this.range(fields, 'gt', '*', op, value);
    } else if (t.t === 'regex') this.fail('Regular expressions (/…/) are not supported by the sandbox\'s BI engine');
    else this.fail(`Encountered "${t.t}"`);
    this.skipBoost();
    return q;
  }

  private skipBoost() {
    if (this.peek()?.t === 'caret') this.i++;
    if (this.peek()?.t === 'tilde') this.fail('Fuzzy and proximity queries (~) are not supported by the sandbox\'s BI engine');
  }

  private term(fields: string[], raw: string): Query {
    if (raw === '*') return this.anyOf(fields.map((field) => ({ kind: 'exists', field, at: this.opts.at })));
    if (hasWildcard(raw)) return this.anyOf(fields.map((field) => ({ kind: 'wildcard', field, value: raw, caseInsensitive: false, at: this.opts.at, normalize: true }) as Query));
    const text = unescape(raw);
    return this.anyOf(fields.map((field) => ({ kind: 'match', field, text, operator: this.opts.defaultOperator, lenient: this.opts.lenient, at: this.opts.at })));
  }

  private range(fields: string[], lowOp: 'gt' | 'gte', low: string, highOp: 'lt' | 'lte', high: string): Query {
    return this.anyOf(
      fields.map((field) => ({ kind: 'range', field, ...(low !== '*' ? { [lowOp]: low } : {}), ...(high !== '*' ? { [highOp]: high } : {}), at: this.opts.at, lenient: this.opts.lenient }) as Query),
    );
  }

  private anyOf(queries: Query[]): Query {
    if (queries.length === 1) return queries[0]!;
    if (queries.length === 0) return { kind: 'match_none' };
    // One term over several fields is OpenSearch's dis_max of the fields (tie_breaker 0): the best field's score counts.
    return { kind: 'bool', must: [], filter: [], should: queries, mustNot: [], scoreMode: 'max', at: this.opts.at };
  }
}

export const parseLucene = (text: string, opts: QueryStringOptions): Query => new Parser(tokenize(text), opts).parseTop();
