/**
 * OpenSearch 2.10's term frequency functions in score scripts (its 120_script_score_term_frequency.yml and
 * TermFrequencyFunction): the term's frequency in the document, over the shard, the field's over the shard;
 * Elasticsearch's score context has none of them (a compile error: unknown call).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function scores(profile: 'opensearch@2.19.0' | 'es8', script: string): unknown {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/t', { settings: { number_of_shards: 1 }, mappings: { properties: { k: { type: 'keyword' }, t: { type: 'text' } } } });
  call(sim, 'PUT', '/t/_doc/1?refresh=true', { k: 'v0', t: 'a a b' });
  call(sim, 'PUT', '/t/_doc/2?refresh=true', { t: 'a c' });
  const r = call(sim, 'POST', '/t/_search', { query: { script_score: { query: { match_all: {} }, script: { source: script } } } });
  if (r.status !== 200) return (r.body as { error: { root_cause: Array<{ reason: string }> } }).error.root_cause[0]!.reason;
  return (r.body as { hits: { hits: Array<{ _id: string; _score: number }> } }).hits.hits.sort((a, b) => a._id.localeCompare(b._id)).map((h) => h._score);
}

describe('term frequency functions of the score context', () => {
  it("termFreq: the term's frequency in the document, the term taken as it is", () => {
    expect(scores('opensearch@2.19.0', "termFreq('t', 'a')")).toEqual([2, 1]);
    expect(scores('opensearch@2.19.0', "termFreq('k', 'v0')")).toEqual([1, 0]);
    expect(scores('opensearch@2.19.0', "termFreq('t', 'A')")).toEqual([0, 0]);
  });

  it("totalTermFreq and sumTotalTermFreq: the shard's statistics", () => {
    expect(scores('opensearch@2.19.0', "totalTermFreq('t', 'a')")).toEqual([3, 3]);
    expect(scores('opensearch@2.19.0', "sumTotalTermFreq('t')")).toEqual([5, 5]);
  });

  it('is not in Elasticsearch', () => {
    expect(scores('es8', "termFreq('t', 'a')")).toBe('compile error');
  });
});
