/** Phrase and phrase-prefix queries on a search_as_you_type root, delegated to its shingle and prefix fields. */
import { describe, expect, it } from 'vitest';
import { saytPhrase, saytPhrasePrefix } from './saytPhrase.ts';

const root = { type: 'search_as_you_type' };
const toks = (...ws: string[]) => ws.map((term, position) => ({ term, position, positionLength: 1 }));

// SearchAsYouTypeFieldType.phraseQuery / phrasePrefixQuery (shingleFieldForPositions, FixedShingleFilter).
describe('phrases on a search_as_you_type root', () => {
  it('runs a phrase on the shingle field of its length, capped at max_shingle_size', () => {
    expect(saytPhrase('f', root, toks('brown', 'fox'), 0, 1)).toEqual({ kind: 'term', field: 'f._2gram', term: 'brown fox', boost: 1 });
    expect(saytPhrase('f', root, toks('a', 'b', 'c', 'd'), 0, 2)).toEqual({ kind: 'phrase', field: 'f._3gram', terms: ['a b c', 'b c d'], positions: [0, 1], slop: 0, boost: 2 });
  });

  it('leaves one word, slop and gaps to the root, and other fields alone', () => {
    expect(saytPhrase('f', root, toks('brown'), 0, 1)).toBeUndefined();
    expect(saytPhrase('f', root, toks('brown', 'fox'), 1, 1)).toBeUndefined();
    expect(saytPhrase('f', root, [{ term: 'a', position: 0, positionLength: 1 }, { term: 'c', position: 2, positionLength: 1 }], 0, 1)).toBeUndefined();
    expect(saytPhrase('f', { type: 'text' }, toks('brown', 'fox'), 0, 1)).toBeUndefined();
  });

  it('runs a phrase prefix of one shingle as a term on _index_prefix', () => {
    expect(saytPhrasePrefix('f', root, toks('brown', 'f'), 0, 1)).toEqual({ kind: 'term', field: 'f._index_prefix', term: 'brown f', boost: 1 });
    // More than 20 characters: not within the prefix field's bounds.
    expect(saytPhrasePrefix('f', root, toks('abcdefghijk', 'abcdefghij'), 0, 1)).toBeUndefined();
    // Two shingles: a span query in ES, not simulated here.
    expect(saytPhrasePrefix('f', root, toks('a', 'b', 'c', 'd'), 0, 1)).toBeUndefined();
  });
});
