/**
 * TermHash gives exactly the ids and order a `Map<string, number>` filled with `map.set(t, map.size)` gives
 * (the dictionary it replaced in fieldBuilder.ts, merge.ts and docColumns.ts): postings and columns are
 * built from those ids, so any difference would change the index.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TermHash, termHashOf } from './termHash.ts';

describe('TermHash', () => {
  it('assigns ids in first-met order and finds them again, as a Map does', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('', 'a', 'A', 'é', '\u{1F600}', '123', 'document')), { maxLength: 400 }), fc.array(fc.string({ maxLength: 6 }), { maxLength: 50 }), (terms, probes) => {
        const h = new TermHash();
        const m = new Map<string, number>();
        for (const t of terms) {
          let id = m.get(t);
          if (id === undefined) m.set(t, (id = m.size));
          expect(h.add(t)).toBe(id);
        }
        expect(h.size).toBe(m.size);
        expect([...h.keys()]).toEqual([...m.keys()]);
        for (const p of [...terms, ...probes]) expect(h.get(p)).toBe(m.get(p));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every term through many growths', () => {
    const h = new TermHash();
    let wrong = 0;
    for (let i = 0; i < 100_000; i++) if (h.add(`t${i}`) !== i) wrong++;
    expect(wrong).toBe(0);
    for (let i = 0; i < 100_000; i += 997) expect(h.get(`t${i}`)).toBe(i);
    expect(h.get('t100000')).toBeUndefined();
    expect(h.add('t5')).toBe(5);
  });
});

describe('TermHash sized ahead and fed known hashes (merge.ts)', () => {
  it('gives the ids, lookups and later additions of one grown term by term', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('', 'é', '\u{1F600}', 'document')), { maxLength: 300 }), fc.nat(1000), fc.array(fc.string({ maxLength: 4 }), { maxLength: 30 }), (terms, expected, more) => {
        const grown = new TermHash();
        for (const t of terms) grown.add(t);
        // A merge's part: its own dictionary, whose kept hashes feed the merged one.
        const sized = new TermHash(expected);
        for (let id = 0; id < grown.size; id++) {
          expect(grown.hashAt(id)).toBe(termHashOf(grown.terms[id]!));
          expect(sized.addHashed(grown.terms[id]!, grown.hashAt(id))).toBe(id);
        }
        sized.fit();
        expect([...sized.keys()]).toEqual([...grown.keys()]);
        for (const t of [...terms, ...more]) expect(sized.get(t)).toBe(grown.get(t));
        for (const t of more) expect(sized.add(t)).toBe(grown.add(t));
        expect(sized.size).toBe(grown.size);
      }),
      { numRuns: 300 },
    );
  });
});
