import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSON_LIMITS, jsonDepthExceeds } from './json-limits';

const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);

/** Depth of a parsed value, the slow and obvious way (inputs here are shallow). */
const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value as object).map(depthOf)) : 0;

describe('jsonDepthExceeds', () => {
  it('counts objects and arrays inside each other, up to the limit and one past it', () => {
    expect(jsonDepthExceeds(nested(JSON_LIMITS.maxDepth))).toBe(false);
    expect(jsonDepthExceeds(nested(JSON_LIMITS.maxDepth + 1))).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[{}]}}', 4)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ s: '[[[[[{{{{' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ s: 'a"[[[\\"[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ s: '\\', t: [[1]] }), 2)).toBe(true);
  });

  it('scans a body far deeper than any stack would take, without recursion', () => {
    expect(jsonDepthExceeds(nested(1_000_000))).toBe(true);
  });

  it('agrees with the depth of the parsed value for any JSON', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'medium' }), fc.integer({ min: 0, max: 12 }), (text, limit) => {
        expect(jsonDepthExceeds(text, limit)).toBe(depthOf(JSON.parse(text)) > limit);
      }),
      { seed: 15, numRuns: 2_000 },
    );
  });
});
