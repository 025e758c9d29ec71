/** search_as_you_type analysis: fixed shingles, trailing fillers and edge n-grams as ES's mapper wraps them. */
import { describe, expect, it } from 'vitest';
import { edgeNGrams, fixedShingles, saytAnalyzer } from './searchAsYouType.ts';
import type { Analyzer } from './index.ts';
import type { Token } from './token.ts';

/** Whitespace tokens at consecutive positions, a stop word (`the`) leaving a gap as a stop filter does. */
function words(text: string): Token[] {
  const out: Token[] = [];
  let pos = -1;
  let off = 0;
  for (const w of text.split(' ')) {
    pos++;
    const start = text.indexOf(w, off);
    off = start + w.length;
    if (w === 'the') continue;
    out.push({ term: w, position: pos, positionLength: 1, startOffset: start, endOffset: off, type: 'word' });
  }
  return out;
}

const ws: Analyzer = {
  name: 'ws',
  analyze: (t) => words(t),
  tokenStream: (t) => ({ tokens: words(t), endOffset: t.length, endPositionIncrement: 0 }),
  positionIncrementGap: 100,
  offsetGap: 1,
};

describe('fixedShingles (Lucene FixedShingleFilter, separator " ", filler "")', () => {
  it('emits only shingles of the size, at their first token\'s position', () => {
    // FixedShingleFilter's javadoc: "please divide this sentence into shingles" in 2-shingles.
    const s = fixedShingles(words('please divide this sentence into shingles'), 2, 0).tokens;
    expect(s.map((t) => t.term)).toEqual(['please divide', 'divide this', 'this sentence', 'sentence into', 'into shingles']);
    expect(s.map((t) => t.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('makes no shingle of fewer tokens than the size, unless trailing positions pad it', () => {
    expect(fixedShingles(words('quick brown'), 3, 0).tokens).toEqual([]);
    // SearchAsYouTypeFieldMapper's TrailingShingleTokenFilter ends the stream with size - 1 positions.
    expect(fixedShingles(words('quick brown fox'), 3, 2).tokens.map((t) => t.term)).toEqual(['quick brown fox', 'brown fox ', 'fox  ']);
  });

  it('fills a gap with the filler', () => {
    // A gap longer than the room left ends the shingle with fillers; a shorter one is filled and continued.
    expect(fixedShingles(words('fox the dog'), 2, 0).tokens.map((t) => t.term)).toEqual(['fox ']);
    expect(fixedShingles(words('fox the dog cat'), 3, 0).tokens.map((t) => t.term)).toEqual(['fox  dog']);
  });
});

describe('edgeNGrams (EdgeNGramTokenFilter 1..20, preserveOriginal)', () => {
  it('emits each leading 1..20 characters and a longer token whole', () => {
    const t = (term: string): Token => ({ term, position: 3, positionLength: 1, startOffset: 0, endOffset: 0, type: 'shingle' });
    expect(edgeNGrams([t('fox ')]).map((x) => x.term)).toEqual(['f', 'fo', 'fox', 'fox ']);
    const long = 'abcdefghijklmnopqrstuvwxyz';
    const grams = edgeNGrams([t(long)]);
    expect(grams).toHaveLength(21);
    expect(grams[19]!.term).toBe(long.slice(0, 20));
    expect(grams[20]!.term).toBe(long);
    expect(grams.every((g) => g.position === 3)).toBe(true);
  });
});

describe('saytAnalyzer', () => {
  it('indexes _index_prefix as edge n-grams of padded shingles', () => {
    // SearchAsYouTypeFieldMapper.SearchAsYouTypeAnalyzer.withShingleAndPrefix, max_shingle_size 3.
    const terms = saytAnalyzer(ws, 3, true).analyze('quick brown fox').map((t) => t.term);
    expect(terms).toHaveLength(15 + 10 + 5);
    expect(terms).toContain('quick br');
    expect(terms).toContain('brown fox ');
    expect(terms).toContain('fox  ');
    expect(terms).not.toContain('brown fox  ');
  });

  it('shingles a shingle field without padding', () => {
    expect(saytAnalyzer(ws, 2, false).analyze('quick brown fox').map((t) => t.term)).toEqual(['quick brown', 'brown fox']);
  });
});
