/**
 * Scores as Elasticsearch prints them. Expected values come from Elasticsearch's documentation (the
 * explain API's example) and from Lucene's formula evaluated by hand in float32, as cited per case.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(docs: [string, Record<string, Json>][], body: Json, profile: ProfileName = 'es8', settings: Record<string, string> = {}, props: Record<string, any> = { message: { type: 'text' } }): any {
  const st = cluster(index('i', props, docs as never, settings));
  const r = search(st, request('search', { index: 'i' }, {}, body), env(profile));
  return JSON.parse(encodeJson((r as ApiResult).body));
}

describe('BM25 as Elasticsearch scores it', () => {
  // The explain API's documented example (ES 7.x/8.x docs, "Explain API"): N = 5 documents with the field,
  // n = 1 containing "elasticsearch", dl = 3 for the matching one, avgdl = 5.4 (27 tokens); _score 1.6943598
  // (boost 2.2, idf 1.3862944, tf 0.5555556).
  const docs: [string, Record<string, Json>][] = [
    ['0', { message: 'Elasticsearch search engine' }],
    ['1', { message: 'one two three four five six' }],
    ['2', { message: 'one two three four five six' }],
    ['3', { message: 'one two three four five six' }],
    ['4', { message: 'one two three four five six' }],
  ];
  it('the explain example: 1.6943598', () => {
    const r = run(docs, { query: { match: { message: 'elasticsearch' } } });
    expect(r.hits.hits.map((h: { _id: string; _score: number }) => [h._id, h._score])).toEqual([['0', 1.6943598]]);
    expect(r.hits.max_score).toBe(1.6943598);
  });
  it('ranks by score: the shorter field and the rarer term first; equal scores keep doc id order', () => {
    const r = run(
      [
        ['a', { message: 'quick brown fox jumps' }],
        ['b', { message: 'quick fox' }],
        ['c', { message: 'lazy dog' }],
        ['d', { message: 'quick fox' }],
      ],
      { query: { match: { message: 'quick fox' } } },
    );
    expect(r.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['b', 'd', 'a']);
    expect(r.hits.hits[0]._score).toBe(r.hits.hits[1]._score);
    expect(r.hits.hits[0]._score).toBeGreaterThan(r.hits.hits[2]._score);
  });
  it('ES 6 (Lucene 7) has the (k1 + 1) factor in BM25 itself: the same number as ES 7+', () => {
    // Lucene 7: idf · (k1+1)·freq/(freq + k1·(1 - b + b·dl/avgdl)) = 1.3862944 · 2.2 · 1/(1 + 0.8) = 1.6943598
    const r = run(docs, { query: { match: { message: 'elasticsearch' } } }, 'es6');
    expect(r.hits.hits[0]._score).toBe(1.6943598);
  });
  it('OpenSearch 3 scores with plain BM25 (no 1 + k1 boost): idf · tf = 0.77016354', () => {
    // 1.3862944 - 1.3862944 / (1 + normInverse) in float32 (normInverse = 1 / (1.2 · (0.25 + 0.75 · 3 / 5.4))).
    const r = run(docs, { query: { match: { message: 'elasticsearch' } } }, 'opensearch@3.2.0');
    expect(r.hits.hits[0]._score).toBe(0.77016354);
  });
  it('filter clauses score 0, constant_score its boost, match_all 1, boosts multiply into the term weight', () => {
    const f = run(docs, { query: { bool: { filter: { match: { message: 'elasticsearch' } } } } });
    expect(f.hits.hits[0]._score).toBe(0);
    const c = run(docs, { query: { constant_score: { filter: { match: { message: 'six' } }, boost: 3 } } });
    expect(c.hits.hits.map((h: { _score: number }) => h._score)).toEqual([3, 3, 3, 3]);
    const all = run(docs, { query: { match_all: { boost: 1.5 } } });
    expect(all.hits.hits.map((h: { _score: number }) => h._score)).toEqual([1.5, 1.5, 1.5, 1.5, 1.5]);
    const b = run(docs, { query: { match: { message: { query: 'elasticsearch', boost: 2 } } } });
    // weight = (2 · 2.2) · 1.3862944 in float32, then weight - weight / (1 + 1 · normInverse)
    expect(b.hits.hits[0]._score).toBe(3.3887196);
  });
  it('a bool sums its should clauses; operator and requires every term; minimum_should_match counts them', () => {
    const d: [string, Record<string, Json>][] = [
      ['1', { message: 'red green blue' }],
      ['2', { message: 'red green' }],
      ['3', { message: 'red' }],
    ];
    const ids = (body: Json) => run(d, body).hits.hits.map((h: { _id: string }) => h._id).sort();
    expect(ids({ query: { match: { message: { query: 'red green blue', operator: 'and' } } } })).toEqual(['1']);
    expect(ids({ query: { match: { message: { query: 'red green blue', minimum_should_match: 2 } } } })).toEqual(['1', '2']);
    expect(ids({ query: { match: { message: { query: 'red green blue', minimum_should_match: '-1' } } } })).toEqual(['1', '2']);
    expect(ids({ query: { match: { message: { query: 'red green blue', minimum_should_match: '67%' } } } })).toEqual(['1', '2']);
    expect(ids({ query: { bool: { must: { match: { message: 'red' } }, must_not: { match: { message: 'blue' } } } } })).toEqual(['2', '3']);
  });
  it('match_phrase needs the terms in order at adjacent positions, or within the slop', () => {
    const d: [string, Record<string, Json>][] = [
      ['1', { message: 'quick brown fox' }],
      ['2', { message: 'brown quick fox' }],
      ['3', { message: 'quick red brown fox' }],
    ];
    const ids = (body: Json) => run(d, body).hits.hits.map((h: { _id: string }) => h._id).sort();
    expect(ids({ query: { match_phrase: { message: 'quick brown' } } })).toEqual(['1']);
    expect(ids({ query: { match_phrase: { message: { query: 'quick brown', slop: 1 } } } })).toEqual(['1', '3']);
  });
  it('dfs_query_then_fetch scores with statistics of every shard', () => {
    const many: [string, Record<string, Json>][] = Array.from({ length: 12 }, (_, i) => [String(i), { message: i % 3 === 0 ? 'alpha beta' : 'beta gamma delta' }]);
    const st = cluster(index('i', { message: { type: 'text' } }, many as never, { 'index.number_of_shards': '3' }));
    const go = (q: Record<string, string>) => JSON.parse(encodeJson((search(st, request('search', { index: 'i' }, q, { query: { match: { message: 'alpha' } } }), env('es8')) as ApiResult).body));
    const local = go({});
    const dfs = go({ search_type: 'dfs_query_then_fetch' });
    expect(dfs.hits.total.value).toBe(4);
    // With global statistics every alpha document of the same length scores the same.
    const scores = new Set(dfs.hits.hits.map((h: { _score: number }) => h._score));
    expect(scores.size).toBe(1);
    expect(local.hits.total.value).toBe(4);
  });
});

describe('explain', () => {
  it('prints the explain API example tree for a hit (ES 8 docs, "Explain API")', () => {
    const docs: [string, Record<string, Json>][] = [
      ['0', { message: 'Elasticsearch search engine' }],
      ['1', { message: 'one two three four five six' }],
      ['2', { message: 'one two three four five six' }],
      ['3', { message: 'one two three four five six' }],
      ['4', { message: 'one two three four five six' }],
    ];
    const r = run(docs, { explain: true, query: { match: { message: 'elasticsearch' } } });
    const h = r.hits.hits[0];
    expect(Object.keys(h).slice(0, 3)).toEqual(['_shard', '_node', '_index']);
    expect(h._shard).toBe('[i][0]');
    expect(h._explanation).toEqual({
      value: 1.6943598,
      description: 'weight(message:elasticsearch in 0) [PerFieldSimilarity], result of:',
      details: [
        {
          value: 1.6943598,
          description: 'score(freq=1.0), computed as boost * idf * tf from:',
          details: [
            { value: 2.2, description: 'boost', details: [] },
            {
              value: 1.3862944,
              description: 'idf, computed as log(1 + (N - n + 0.5) / (n + 0.5)) from:',
              details: [
                { value: 1, description: 'n, number of documents containing term', details: [] },
                { value: 5, description: 'N, total number of documents with field', details: [] },
              ],
            },
            {
              value: 0.5555556,
              description: 'tf, computed as freq / (freq + k1 * (1 - b + b * dl / avgdl)) from:',
              details: [
                { value: 1, description: 'freq, occurrences of term within document', details: [] },
                { value: 1.2, description: 'k1, term saturation parameter', details: [] },
                { value: 0.75, description: 'b, length normalization parameter', details: [] },
                { value: 3, description: 'dl, length of field', details: [] },
                { value: 5.4, description: 'avgdl, average length of field', details: [] },
              ],
            },
          ],
        },
      ],
    });
  });
  it('a bool explains as "sum of:" its matching clauses, filters as required clauses scoring 0', () => {
    const r = run(
      [['1', { message: 'red green' }], ['2', { message: 'red' }]],
      { explain: true, query: { bool: { should: [{ match: { message: 'red' } }, { match: { message: 'green' } }], filter: { match: { message: 'red' } } } } },
    );
    const e = r.hits.hits[0]._explanation;
    expect(e.description).toBe('sum of:');
    expect(e.value).toBe(r.hits.hits[0]._score);
    expect(e.details.map((d: { description: string }) => d.description)).toEqual([
      'weight(message:red in 0) [PerFieldSimilarity], result of:',
      'weight(message:green in 0) [PerFieldSimilarity], result of:',
      'match on required clause, product of:',
    ]);
  });
});
