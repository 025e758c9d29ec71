/**
 * profile: Lucene's class names and toString() of query tree nodes (TermQuery `f:t`, BooleanQuery clauses
 * `+`/`-`/`#`, BoostQuery `(q)^2.0`: Lucene's Query.toString), and the shard entries per version
 * (SearchProfileResults: ids sorted, node_id/shard_id/index/cluster from 8.9; 370_profile.yml's fetch).
 */
import { describe, expect, it } from 'vitest';
import { isEsError } from '../../errors/index.ts';
import type { JsonObject } from '../../json.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { queryShape } from './luceneTypes.ts';

describe('queryShape', () => {
  it('names nodes as Lucene does and prints their toString with boosts', () => {
    const s = queryShape({ kind: 'bool', must: [{ kind: 'term', field: 'f', term: 'a', boost: 1 }], mustNot: [{ kind: 'term', field: 'f', term: 'c', boost: 1 }], should: [], filter: [{ kind: 'term', field: 'f', term: 'b', boost: 2 }], msm: 0, boost: 1 });
    expect(s.type).toBe('BooleanQuery');
    expect(s.description).toBe('+f:a -f:c #(f:b)^2.0');
    expect(s.children.map((c) => c.type)).toEqual(['TermQuery', 'TermQuery', 'BoostQuery']);
    expect(s.children[2]!.children[0]!.description).toBe('f:b');
  });
});

describe('profile through the search handler', () => {
  const data = () => index('t', { k: { type: 'keyword' } }, [['1', { k: 'a' }], ['2', { k: 'b' }], ['3', { k: 'a' }]], { 'index.number_of_shards': '2' });
  const profileOf = (profile: 'elasticsearch@8.5.0' | 'elasticsearch@8.19.0') => {
    const r = search(cluster(data()), request('search', { index: 't' }, {}, { profile: true, query: { term: { k: 'a' } } }), env(profile));
    if (isEsError(r)) throw new Error(r.cause.reason);
    return ((r.body as JsonObject).profile as { shards: JsonObject[] }).shards;
  };

  it('prints one entry per shard, sorted by id, with the 8.9+ fields and per-shard match counts', () => {
    const shards = profileOf('elasticsearch@8.19.0');
    expect(shards.map((s) => [s.index, s.shard_id, s.cluster])).toEqual([
      ['t', 0, '(local)'],
      ['t', 1, '(local)'],
    ]);
    const counts = shards.map((s) => ((((s.searches as JsonObject[])[0]!.query as JsonObject[])[0]!.breakdown as JsonObject).next_doc_count as number));
    // Two documents match `k:a`, whichever shard each lives on.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(((shards[0]!.searches as JsonObject[])[0]!.query as JsonObject[])[0]!.description).toBe('k:a');
  });

  it('prints only the id before 8.9, and its collector without QueryPhaseCollector', () => {
    const shards = profileOf('elasticsearch@8.5.0');
    expect(Object.keys(shards[0]!)).toEqual(['id', 'searches', 'aggregations', 'fetch'].filter((k) => k in shards[0]!));
    expect(shards[0]!.node_id).toBeUndefined();
    expect(((shards[0]!.searches as JsonObject[])[0]!.collector as JsonObject[])[0]!.name).toBe('SimpleTopScoreDocCollector');
  });
});
