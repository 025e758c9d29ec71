/**
 * ownText copies a string's characters (to drop the larger string a slice keeps alive): the copy must be
 * the same text for every string, whatever its length (around V8's 13-character slice threshold) and
 * characters (lone surrogates and astral ones included, as a JSON source line may carry). Generated
 * strings (fast-check; the seed is printed, FC_SEED replays).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ownSlice, ownText } from './ownText.ts';

const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

describe('ownText', () => {
  it('returns the same characters, for slices of a larger string as for whole strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), (a, b, c) => {
        const whole = a + b + c;
        const slice = whole.slice(a.length, a.length + b.length);
        expect(ownText(slice)).toBe(b);
        expect(ownText(whole)).toBe(whole);
        expect(ownSlice(whole, a.length, a.length + b.length)).toBe(b);
        expect(ownSlice(whole, 0, whole.length)).toBe(whole);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('keeps lone surrogates and astral characters as they are', () => {
    for (const s of ['', 'x', '\ud800', 'ab\udc00', '\u{1F600}', '{"a":"\u{1F600}\ud800"}'.repeat(3)]) expect(ownText(('<' + s + '>').slice(1, -1))).toBe(s);
  });
});
