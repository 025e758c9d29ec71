/**
 * Query limits: `indices.query.bool.max_clause_count` per version (1024 before ES 8, 4096 in 8.0, 16384 from
 * 8.1 for the node the simulator describes: SearchUtils.calculateMaxClauseValue, max(1024, 1024 MB × 64 / 4
 * search threads)), on one boolean query (Lucene's BooleanQuery.Builder: "maxClauseCount is set to N") and,
 * from ES 8.16, on the leaf clauses of the whole tree (Lucene 9's TooManyNestedClauses, reported as
 * "Query rewrite failed: too many clauses" since elastic/elasticsearch#112678); and
 * `search.allow_expensive_queries: false` (messages from ES's StringFieldType and query builders).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

function sim(profile: ProfileName) {
  const s = testSimulator({ profile });
  const typed = profile.startsWith('elasticsearch@6');
  call(s, 'PUT', '/c', { mappings: typed ? { _doc: { properties: { tag: { type: 'keyword' } } } } : { properties: { tag: { type: 'keyword' } } } });
  call(s, 'PUT', `/c/${typed ? '_doc' : '_doc'}/1?refresh=true`, { tag: 'a' });
  return s;
}

const should = (n: number) => ({ query: { bool: { should: Array.from({ length: n }, (_, i) => ({ term: { tag: `t${i}` } })) } } });
/** `outer` bools of `inner` term clauses each: no single bool past the limit, the whole tree past it. */
const nestedBools = (outer: number, inner: number) => ({ query: { bool: { should: Array.from({ length: outer }, (_, o) => ({ bool: { should: Array.from({ length: inner }, (_, i) => ({ term: { tag: `t${o}_${i}` } })) } })) } } });

describe('indices.query.bool.max_clause_count', () => {
  const cases: [ProfileName, number][] = [
    ['elasticsearch@7.17.0', 1024],
    ['elasticsearch@8.0.0', 4096],
    ['elasticsearch@8.19.0', 16384],
  ];
  for (const [profile, max] of cases) {
    it(`${profile}: a bool of ${max} clauses runs, one more is too_many_clauses`, () => {
      const s = sim(profile);
      expect(call(s, 'POST', '/c/_search', should(max)).status).toBe(200);
      const r = call(s, 'POST', '/c/_search', should(max + 1));
      expect(r.status).toBe(400);
      expect(r.body.error.root_cause[0].type).toBe('query_shard_exception');
      expect(r.body.error.failed_shards[0].reason.reason).toBe(`failed to create query: maxClauseCount is set to ${max}`);
      expect(r.body.error.failed_shards[0].reason.caused_by).toEqual({ type: 'too_many_clauses', reason: `maxClauseCount is set to ${max}` });
    });
  }

  it('elasticsearch@8.19.0: leaf clauses over the whole tree are counted (too_many_nested_clauses)', () => {
    const s = sim('elasticsearch@8.19.0');
    // 130 × 126 = 16380 leaves: within; 130 × 127 = 16510: past 16384, though no bool has more than 130.
    expect(call(s, 'POST', '/c/_search', nestedBools(130, 126)).status).toBe(200);
    const r = call(s, 'POST', '/c/_search', nestedBools(130, 127));
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: 'Query rewrite failed: too many clauses' });
    expect(r.body.error.failed_shards[0].reason.caused_by).toEqual({ type: 'too_many_nested_clauses', reason: 'Query contains too many nested clauses; maxClauseCount is set to 16384' });
  });

  // Before 8.16 the Lucene exception is the shard's failure as it is: a 500 (elastic/elasticsearch#112177's
  // report; its fix, #112678, made it the 400 above). OpenSearch 2.x (Lucene 9) answers the same 500.
  const raw: [ProfileName, number, [number, number]][] = [
    ['elasticsearch@8.0.0', 4096, [70, 59]],
    ['elasticsearch@8.15.0', 16384, [130, 127]],
    ['opensearch@2.17.1', 1024, [40, 26]],
  ];
  for (const [profile, max, [outer, inner]] of raw) {
    it(`${profile}: leaf clauses over the whole tree are a 500 too_many_nested_clauses`, () => {
      const s = sim(profile);
      const r = call(s, 'POST', '/c/_search', nestedBools(outer, inner));
      expect(r.status).toBe(500);
      const cause = { type: 'too_many_nested_clauses', reason: `Query contains too many nested clauses; maxClauseCount is set to ${max}` };
      expect(r.body.error.root_cause).toEqual([cause]);
      expect(r.body.error.failed_shards[0].reason).toEqual(cause);
      expect(call(s, 'POST', '/c/_search', nestedBools(outer, Math.floor(max / outer))).status).toBe(200);
    });
  }

  it('opensearch@1.3.0 (Lucene 8): counted per bool only', () => {
    expect(call(sim('opensearch@1.3.0'), 'POST', '/c/_search', nestedBools(40, 1000)).status).toBe(200);
  });

  it('elasticsearch@7.17.0: nesting bools is the way around the limit (counted per bool only)', () => {
    const s = sim('elasticsearch@7.17.0');
    expect(call(s, 'POST', '/c/_search', nestedBools(40, 1000)).status).toBe(200);
  });
});

describe('search.allow_expensive_queries', () => {
  it('refuses a wildcard only while the setting is false, and the refusal changes nothing', () => {
    const s = sim('elasticsearch@8.19.0');
    const body = { query: { wildcard: { tag: 'a*' } } };
    expect(call(s, 'POST', '/c/_search', body).body.hits.total.value).toBe(1);
    expect(call(s, 'PUT', '/_cluster/settings', { transient: { search: { allow_expensive_queries: 'false' } } }).status).toBe(200);
    const r = call(s, 'POST', '/c/_search', body);
    expect(r.status).toBe(400);
    // StringFieldType.wildcardQuery's ElasticsearchException, the root cause under the shard's QueryShardException.
    expect(r.body.error.root_cause).toEqual([{ type: 'exception', reason: "[wildcard] queries cannot be executed when 'search.allow_expensive_queries' is set to false." }]);
    expect(call(s, 'POST', '/c/_count', { query: { term: { tag: 'a' } } }).body.count).toBe(1);
    call(s, 'PUT', '/_cluster/settings', { transient: { search: { allow_expensive_queries: null } } });
    expect(call(s, 'POST', '/c/_search', body).status).toBe(200);
  });

  it('refuses a range on match_only_text as on text (OpenSearch search/320_disallow_queries_field_match_only_text.yml)', () => {
    const s = testSimulator({ profile: 'opensearch@2.19.0' });
    call(s, 'PUT', '/m', { mappings: { properties: { text: { type: 'match_only_text' } } } });
    call(s, 'PUT', '/m/_doc/1?refresh=true', { text: 'theres cold' });
    call(s, 'PUT', '/_cluster/settings', { transient: { search: { allow_expensive_queries: 'false' } } });
    const r = call(s, 'POST', '/m/_search', { query: { range: { text: { gte: 'theres' } } } });
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0].reason).toBe("[range] queries on [text] or [keyword] fields cannot be executed when 'search.allow_expensive_queries' is set to false.");
  });

  it('refuses parent_id as a joining query (ParentIdQueryBuilder.doToQuery; parent-join 20_parent_join.yml)', () => {
    const s = sim('elasticsearch@8.19.0');
    call(s, 'PUT', '/j', { mappings: { properties: { rel: { type: 'join', relations: { order: 'line' } } } } });
    call(s, 'PUT', '/j/_doc/o1', { rel: { name: 'order' } });
    call(s, 'PUT', '/j/_doc/l1?routing=o1&refresh=true', { rel: { name: 'line', parent: 'o1' } });
    const body = { query: { parent_id: { type: 'line', id: 'o1' } } };
    expect(call(s, 'POST', '/j/_search', body).body.hits.total.value).toBe(1);
    call(s, 'PUT', '/_cluster/settings', { persistent: { search: { allow_expensive_queries: 'false' } } });
    const r = call(s, 'POST', '/j/_search', body);
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0].reason).toBe("[joining] queries cannot be executed when 'search.allow_expensive_queries' is set to false.");
  });
});
