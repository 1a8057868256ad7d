import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeStandard, segmentStandard } from './analyzer';

/**
 * analyzeStandard answers plain ASCII text without the segmenter: for any text it must give the
 * segmenter's tokens. Texts are drawn mostly from the characters the fast path's rules are about
 * (letters, digits, `.` between them, the symbols that break words), plus those that send a text
 * to the segmenter (`'` `,` `:` `;` `_`, non-ASCII), so both paths and the border between them
 * are exercised.
 */
const CHARACTERS = [...'aZq09.. .-@/#\t\n"\\`~!?()[]{}<>=+*&%$^|', "'", ',', ':', ';', '_', 'é', '東', '\u00a0'];
const text = fc.oneof(
  fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 40 }).map((cs) => cs.join('')),
  fc.string({ unit: 'binary', maxLength: 30 }),
  // short runs of letters or digits between single characters: every pair of runs meets across each character
  fc.array(fc.oneof(fc.stringMatching(/^(?:[a-zA-Z]{1,3}|[0-9]{1,3})$/), fc.constantFrom(...'.,:;\'_ @-/"\\')), { maxLength: 8 }).map((parts) => parts.join('')),
  // ids, emails and amounts as records hold them; a run longer than the 255-character token limit
  fc.tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('.', '@', '-', ' ', '..', '.1', '1.'), fc.stringMatching(/^[A-Za-z0-9.]{0,12}$/)).map((parts) => parts.join('')),
  fc.integer({ min: 250, max: 600 }).map((n) => `x${'a1'.repeat(n)}.b`),
);

describe('the standard analyser', () => {
  it('gives the segmenter’s tokens for any text, plain ASCII or not', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(analyzeStandard(t)).toEqual(segmentStandard(t));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps dotted words and numbers together and breaks a letter from a digit across a dot', () => {
    expect(analyzeStandard('sam.Nilsen2057@example.org 3.14 a.1 1.a x..y')).toEqual(['sam.nilsen2057', 'example.org', '3.14', 'a', '1', '1', 'a', 'x', 'y']);
  });
});
