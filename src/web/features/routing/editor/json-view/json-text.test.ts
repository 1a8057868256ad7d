import { describe, expect, it } from 'vitest';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { describeProblem, formatDocument, minimalChange, parseDocumentText } from './json-text';

describe('JSON view text', () => {
  it('round-trips a document', () => {
    expect(parseDocumentText(formatDocument(cardRouterDocument))).toEqual({ ok: true, document: cardRouterDocument });
  });

  it('locates a syntax error by line and column', () => {
    const result = parseDocumentText('{\n  "version": "1",\n  }');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({ kind: 'syntax', line: 3, column: 3 });
    expect(describeProblem(result.problem)).toMatch(/^Invalid JSON at line 3, column 3: /);
  });

  it('locates errors whose message names no position (unexpected token) through the JSON grammar', () => {
    const result = parseDocumentText('{\n  "version": x\n}');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatchObject({ kind: 'syntax', line: 2 });
  });

  it('rejects JSON that is not a routing document, naming the path', () => {
    const result = parseDocumentText(JSON.stringify({ version: '1', tree: { if: 5 } }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatchObject({ kind: 'schema', path: 'tree/if' });
  });

  it('computes the smallest replacement', () => {
    expect(minimalChange('abcdef', 'abXYef')).toEqual({ from: 2, to: 4, insert: 'XY' });
    expect(minimalChange('same', 'same')).toEqual({ from: 4, to: 4, insert: '' });
    expect(minimalChange('aa', 'aaa')).toEqual({ from: 2, to: 2, insert: 'a' });
  });
});
