// Lucene's own pins: TestJaroWinklerDistance and TestNGramDistance (lucene/suggest/src/test/.../search/spell/), to 0.001.
import { describe, expect, it } from 'vitest';
import { jaroWinkler, ngramDistance } from './stringDistances.ts';
import { call, testSimulator } from '../../../testkit.ts';
import { floatForJson } from '../engine/float32.ts';

describe('Lucene string distances', () => {
  it('JaroWinklerDistance', () => {
    const cases: [string, string, number][] = [['al', 'al', 1], ['martha', 'marhta', 0.9611], ['jones', 'johnson', 0.8323], ['abcvwxyz', 'cabvwxyz', 0.9583], ['dwayne', 'duane', 0.84], ['dixon', 'dicksonx', 0.8133], ['fvie', 'ten', 0]];
    for (const [a, b, d] of cases) expect(Math.abs(jaroWinkler(a, b) - d)).toBeLessThan(0.001);
  });

  it('NGramDistance for n = 1, 2 (ES), 3', () => {
    const words: [string, string][] = [['al', 'al'], ['a', 'a'], ['b', 'a'], ['martha', 'marhta'], ['jones', 'johnson'], ['natural', 'contrary'], ['abcvwxyz', 'cabvwxyz'], ['dwayne', 'duane'], ['dixon', 'dicksonx'], ['six', 'ten']];
    const want: Record<number, number[]> = {
      1: [1, 1, 0, 0.6666, 0.4285, 0.25, 0.75, 0.666, 0.5, 0],
      2: [1, 1, 0, 0.6666, 0.4285, 0.25, 0.625, 0.5833, 0.5, 0],
      3: [1, 1, 0, 0.7222, 0.4762, 0.2083, 0.5625, 0.5277, 0.4583, 0],
    };
    for (const n of [1, 2, 3]) words.forEach(([a, b], i) => expect(Math.abs(ngramDistance(a, b, n) - want[n][i])).toBeLessThan(0.001));
    expect(ngramDistance('a', 'aa')).toBe(0.5);
    expect(ngramDistance('zac ephron', 'zac efron')).toBeGreaterThan(ngramDistance('zac ephron', 'kai ephron'));
    expect(ngramDistance('', 'al', 1)).toBe(0);
  });

  it('the term suggester and a phrase generator take jaro_winkler and ngram (TermSuggestionBuilder / DirectCandidateGeneratorBuilder.resolveDistance)', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/t', { settings: { number_of_shards: 1 }, mappings: { properties: { w: { type: 'text' } } } });
    for (const [i, w] of ['martha', 'marhta', 'dwayne'].entries()) call(sim, 'PUT', `/t/_doc/${i}?refresh=true`, { w });
    const term = (string_distance: string) =>
      call(sim, 'POST', '/t/_search', { suggest: { s: { text: 'marthx', term: { field: 'w', string_distance, suggest_mode: 'always', accuracy: 0 } } } }).body.suggest.s[0].options;
    // Scores are the distance from the input token to each candidate, in float.
    expect(term('jaro_winkler')).toEqual([
      { text: 'martha', score: floatForJson(jaroWinkler('marthx', 'martha')), freq: 1 },
      { text: 'marhta', score: floatForJson(jaroWinkler('marthx', 'marhta')), freq: 1 },
    ]);
    expect(term('ngram').map((o: { text: string }) => o.text)).toEqual(['martha', 'marhta']);
    const phrase = call(sim, 'POST', '/t/_search', { suggest: { p: { text: 'marthx', phrase: { field: 'w', direct_generator: [{ field: 'w', string_distance: 'ngram', suggest_mode: 'always' }] } } } });
    expect(phrase.status).toBe(200);
    expect(phrase.body.suggest.p[0].options[0].text).toBe('martha');
  });
});
