/**
 * Match queries over multi-word synonyms (QueryBuilder.analyzeGraphBoolean), as analysis-common's official
 * search.query/60_synonym_graph.yml pins them ("simple multiterm and", "minimum should match", "multiterm
 * synonyms phrase"): each stretch between articulation points is one clause, a side path a disjunction of
 * phrases (or of conjunctions when auto_generate_synonyms_phrase_query is false). Our own data below.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../../testkit.ts';
import { graphMatchQuery } from './graphMatch.ts';

const t = (term: string, position: number, positionLength = 1) => ({ term, position, positionLength });

describe('graphMatchQuery', () => {
  const o = { and: false, autoPhrase: true, msmOf: () => 0, boost: 1 };
  it('is no graph without a token spanning positions', () => {
    expect(graphMatchQuery('f', [t('a', 0), t('b', 1)], o)).toBeUndefined();
  });
  it('cuts at articulation points; a side path is a disjunction of a phrase and a term', () => {
    // "see nyc now" with nyc => new york city (graph: nyc spans 3 positions)
    const q = graphMatchQuery('f', [t('see', 0), t('nyc', 1, 3), t('new', 1), t('york', 2), t('city', 3), t('now', 4)], o)!;
    expect(q.kind).toBe('bool');
    const b = q as Extract<typeof q, { kind: 'bool' }>;
    expect(b.should.map((c) => c.kind)).toEqual(['term', 'bool', 'term']);
    expect(b.msm).toBe(1);
    const side = b.should[1] as Extract<typeof q, { kind: 'bool' }>;
    expect(side.should).toEqual([
      { kind: 'term', field: 'f', term: 'nyc', boost: 1 },
      { kind: 'phrase', field: 'f', terms: ['new', 'york', 'city'], positions: [0, 1, 2], slop: 0, boost: 1 },
    ]);
  });
  it('makes conjunctions of the paths when phrases are not generated', () => {
    const q = graphMatchQuery('f', [t('nyc', 0, 2), t('new', 0), t('york', 1)], { ...o, autoPhrase: false })!;
    expect(q).toMatchObject({ kind: 'bool', should: [{ kind: 'term', term: 'nyc' }, { kind: 'bool', must: [{ term: 'new' }, { term: 'york' }] }] });
  });
});

describe('match with multi-word synonyms', () => {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  const settings = { analysis: { filter: { s: { type: 'synonym_graph', synonyms: ['nyc, new york city'] } }, analyzer: { q: { tokenizer: 'standard', filter: ['lowercase', 's'] } } } };
  expect(call(sim, 'PUT', '/gm', { settings, mappings: { properties: { body: { type: 'text' } } } }).status).toBe(200);
  for (const [id, body] of [['1', 'met in nyc yesterday'], ['2', 'a new york city tour'], ['3', 'york is a new city']]) call(sim, 'PUT', `/gm/_doc/${id}?refresh=true`, { body });
  const ids = (match: Record<string, unknown>) => call(sim, 'POST', '/gm/_search', { query: { match: { body: { analyzer: 'q', ...match } } } }).body.hits.hits.map((h: { _id: string }) => h._id).sort();
  it('finds either side of the synonym, the long side as a phrase', () => {
    expect(ids({ query: 'nyc' })).toEqual(['1', '2']);
    expect(ids({ query: 'nyc', auto_generate_synonyms_phrase_query: false })).toEqual(['1', '2', '3']);
    expect(ids({ query: 'tour nyc', operator: 'and' })).toEqual(['2']);
  });
});
