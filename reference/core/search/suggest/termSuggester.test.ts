/**
 * The term suggester. Expected values: the official suggest/10_basic.yml (amsterdma → amsterdam, meetpu →
 * meetup), Lucene's DirectSpellChecker (ed 1 before ed 2, accuracy 0.5, min_word_length 4, max_term_freq
 * 0.01 of maxDoc, suggest modes) and FuzzyTermsEnum's boost (1 - ed / min(length)): 1 - 1/9 = 0.8888889,
 * 1 - 1/6 = 0.8333333, meets at two edits 1 - 2/5 = 0.6; TermSuggestion's reduce (freq summed) and its
 * score and frequency orders.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function seeded() {
  const s = testSimulator({ profile: 'es8' });
  call(s, 'PUT', '/test', { settings: { number_of_shards: 2 } });
  call(s, 'PUT', '/test/_doc/1?refresh=true', { body: 'Amsterdam meetup' });
  call(s, 'PUT', '/test/_doc/2?refresh=true', { body: 'amsterdam meets amstelveen' });
  call(s, 'PUT', '/test/_doc/3?refresh=true', { body: 'meetup meets' });
  return s;
}

describe('the term suggester', () => {
  it('suggests per token, scored as FuzzyTermsEnum boosts, freq summed over shards', () => {
    const s = seeded();
    const r = call(s, 'POST', '/test/_search', { size: 0, suggest: { text: 'The Amsterdma meetpu', s1: { term: { field: 'body' } } } }).body;
    expect(r.suggest.s1).toEqual([
      { text: 'the', offset: 0, length: 3, options: [] },
      { text: 'amsterdma', offset: 4, length: 9, options: [{ text: 'amsterdam', score: 0.8888889, freq: 2 }] },
      {
        text: 'meetpu',
        offset: 14,
        length: 6,
        options: [
          { text: 'meetup', score: 0.8333333, freq: 2 },
          { text: 'meets', score: 0.6, freq: 2 },
        ],
      },
    ]);
  });

  it('takes the options: size, sort by frequency, max_edits 1, prefix_length, typed_keys', () => {
    const s = seeded();
    const ask = (term: object) => call(s, 'POST', '/test/_search?typed_keys=true', { size: 0, suggest: { x: { text: 'meetpu', term: { field: 'body', ...term } } } }).body.suggest['term#x'][0].options.map((o: { text: string }) => o.text);
    expect(ask({ size: 1 })).toEqual(['meetup']);
    expect(ask({ max_edits: 1 })).toEqual(['meetup']);
    expect(ask({ prefix_length: 5 })).toEqual([]);
    expect(ask({ prefix_length: 4, sort: 'frequency' })).toEqual(['meetup', 'meets']);
    expect(ask({ accuracy: 0.7 })).toEqual(['meetup']);
    expect(ask({ min_word_length: 7 })).toEqual([]);
  });

  it('refuses what TermSuggestionBuilder refuses', () => {
    const s = seeded();
    const bad = (body: object) => call(s, 'POST', '/test/_search', { suggest: body }).body.error;
    expect(bad({ x: { text: 'a', term: {} } }).reason).toBe('the required field option [field] is missing');
    expect(bad({ x: { text: 'a', term: { field: 'body', max_edits: 3 } } }).reason).toBe('Illegal max_edits value');
    expect(bad({ x: { text: 'a', term: { field: 'body', nope: 1 } } }).reason).toBe("suggester[term] doesn't support field [nope]");
    expect(bad({ x: { term: { field: 'body' } } }).reason).toBe('The required text option is missing');
  });
});
