/**
 * `_termStats` in score scripts (Elasticsearch 8.16's ScriptTermStats, pinned by lang-painless's
 * 190_term_statistics_script_score.yml and 191_term_statistics_function_score.yml): the script_score's or
 * function_score's own query terms (must_not left out), the shard's statistics or with dfs every shard's,
 * the document's frequencies and its positions plus one; a summary of nothing is 0. Not before 8.16.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

type Sim = ReturnType<typeof testSimulator>;

function setup(profile: 'elasticsearch@8.19.0' | 'elasticsearch@8.15.0'): Sim {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/p', { settings: { number_of_shards: 1 }, mappings: { properties: { body: { type: 'text' }, tag: { type: 'keyword' } } } });
  call(sim, 'PUT', '/p/_doc/a?refresh=true', { body: 'red fox red', tag: 'x' });
  call(sim, 'PUT', '/p/_doc/b?refresh=true', { body: 'blue fox', tag: 'y' });
  call(sim, 'PUT', '/p/_doc/c?refresh=true', { body: 'green owl', tag: 'x' });
  return sim;
}

function scores(sim: Sim, query: unknown, source: string, asFunction = false): unknown {
  const q = asFunction ? { function_score: { boost_mode: 'replace', query, script_score: { script: { source } } } } : { script_score: { query, script: { source } } };
  const r = call(sim, 'POST', '/p/_search', { query: q });
  if (r.status !== 200) return (r.body as { error: { root_cause: Array<{ reason: string }> } }).error.root_cause[0]!.reason;
  return Object.fromEntries((r.body as { hits: { hits: Array<{ _id: string; _score: number }> } }).hits.hits.map((h) => [h._id, h._score]));
}

describe('_termStats of the score context', () => {
  const sim = setup('elasticsearch@8.19.0');
  const redFox = { match: { body: 'red fox' } };

  it('counts the query terms and those the document holds', () => {
    expect(scores(sim, redFox, '_termStats.uniqueTermsCount()')).toEqual({ a: 2, b: 2 });
    expect(scores(sim, redFox, '_termStats.matchedTermsCount()')).toEqual({ a: 2, b: 1 });
    // must_not clauses are not visited; filter clauses are.
    const bool = { bool: { must: redFox, filter: { term: { tag: 'x' } }, must_not: { term: { tag: 'y' } } } };
    expect(scores(sim, bool, '_termStats.uniqueTermsCount()')).toEqual({ a: 3 });
  });

  it("summarises the shard's docFreq and totalTermFreq over the terms", () => {
    expect(scores(sim, redFox, '_termStats.docFreq().getMin()')).toEqual({ a: 1, b: 1 });
    expect(scores(sim, redFox, '_termStats.docFreq().getMax()')).toEqual({ a: 2, b: 2 });
    expect(scores(sim, redFox, '_termStats.totalTermFreq().getSum()')).toEqual({ a: 4, b: 4 });
  });

  it("reads the document's frequencies and 1-based positions", () => {
    expect(scores(sim, redFox, '_termStats.termFreq().getSum()')).toEqual({ a: 3, b: 1 });
    expect(scores(sim, redFox, '_termStats.termPositions().getSum()')).toEqual({ a: 6, b: 2 });
    expect(scores(sim, redFox, '_termStats.termPositions().getAverage()', true)).toEqual({ a: 2, b: 2 });
  });

  it('answers 0 for a query without terms', () => {
    expect(scores(sim, { match_all: {} }, '_termStats.docFreq().getMax() + _termStats.termPositions().getAverage()')).toEqual({ a: 0, b: 0, c: 0 });
  });

  it('does not exist before 8.16', () => {
    expect(scores(setup('elasticsearch@8.15.0'), redFox, '_termStats.uniqueTermsCount()')).toBe('compile error');
  });
});
