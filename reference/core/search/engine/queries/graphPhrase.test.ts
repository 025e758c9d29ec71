/**
 * match_phrase and match_phrase_prefix over multi-word synonyms (ES MatchQueryParser.analyzeGraphPhrase: span
 * queries without slop, one phrase per path with slop), and phrases over stacked tokens (MultiPhraseQuery), as
 * analysis-common's search.query/60_synonym_graph.yml pins them ("simple multiterm phrase", "phrase prefix").
 * Our own data below.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../../testkit.ts';
import { graphPhraseQuery } from './graphPhrase.ts';

const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
const settings = {
  analysis: {
    filter: { g: { type: 'synonym_graph', synonyms: ['nyc, new york city'] }, s: { type: 'synonym', synonyms: ['fast, quick'] } },
    analyzer: { graph: { tokenizer: 'standard', filter: ['lowercase', 'g'] }, flat: { tokenizer: 'standard', filter: ['lowercase', 's'] } },
  },
};
call(sim, 'PUT', '/trips', { settings, mappings: { properties: { body: { type: 'text' } } } });
const docs = ['trip to new york city today', 'trip to nyc today', 'trip to new york today', 'trip to york city today', 'a quick car', 'a fast car', 'a car fast'];
docs.forEach((body, i) => call(sim, 'PUT', `/trips/_doc/${i + 1}`, { body }));
call(sim, 'POST', '/trips/_refresh');
const ids = (query: Record<string, unknown>): string[] =>
  call(sim, 'POST', '/trips/_search', { query }).body.hits.hits.map((h: { _id: string }) => h._id).sort();

describe('graphPhraseQuery', () => {
  const t = (term: string, position: number, positionLength = 1) => ({ term, position, positionLength });
  it('is no graph without a token spanning positions', () => {
    expect(graphPhraseQuery('f', [t('a', 0), t('b', 1)], { slop: 0, boost: 1 })).toBeUndefined();
  });
  it('under slop, a disjunction of one phrase per path', () => {
    const q = graphPhraseQuery('f', [t('to', 0), t('nyc', 1, 3), t('new', 1), t('york', 2), t('city', 3)], { slop: 2, boost: 1 });
    expect(q).toMatchObject({ kind: 'bool', msm: 1, should: [{ kind: 'phrase', terms: ['to', 'nyc'], slop: 2 }, { kind: 'phrase', terms: ['to', 'new', 'york', 'city'], slop: 2 }] });
  });
});

describe('phrases over a synonym graph', () => {
  it('match_phrase follows either path, nothing in between', () => {
    expect(ids({ match_phrase: { body: { query: 'trip to nyc today', analyzer: 'graph' } } })).toEqual(['1', '2']);
    expect(ids({ match_phrase: { body: { query: 'trip to new york city', analyzer: 'graph' } } })).toEqual(['1', '2']);
  });
  it('with slop, any path within the slop', () => {
    expect(ids({ match_phrase: { body: { query: 'trip nyc', analyzer: 'graph', slop: 1 } } })).toEqual(['1', '2']);
  });
  it('match_phrase_prefix: the last term of the last stretch is a prefix', () => {
    expect(ids({ match_phrase_prefix: { body: { query: 'nyc tod', analyzer: 'graph' } } })).toEqual(['1', '2']);
    expect(ids({ match_phrase_prefix: { body: { query: 'to nyc', analyzer: 'graph' } } })).toEqual(['1', '2']);
  });
});

describe('phrases over stacked tokens (MultiPhraseQuery)', () => {
  it('any of the terms at a position completes the phrase', () => {
    expect(ids({ match_phrase: { body: { query: 'fast car', analyzer: 'flat' } } })).toEqual(['5', '6']);
    expect(ids({ match_phrase: { body: { query: 'fast car', analyzer: 'flat', slop: 2 } } })).toEqual(['5', '6', '7']);
  });
  it('prints as MultiPhraseQuery does', () => {
    const r = call(sim, 'POST', '/trips/_validate/query?explain=true', { query: { match_phrase: { body: { query: 'fast car', analyzer: 'flat' } } } });
    expect(r.body.explanations[0].explanation).toBe('body:"(fast quick) car"');
  });
  it('explains a match as the phrase scores it', () => {
    const r = call(sim, 'POST', '/trips/_search', { explain: true, query: { match_phrase: { body: { query: 'quick car', analyzer: 'flat' } } } });
    const hit = r.body.hits.hits.find((h: { _id: string }) => h._id === '6');
    expect(hit._explanation.value).toBeCloseTo(hit._score, 5);
  });
});
