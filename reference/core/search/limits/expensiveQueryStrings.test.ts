/**
 * `search.allow_expensive_queries: false` inside the query-string parsers and the prefix-ending match queries:
 * QueryStringQueryParser's getPrefixQuerySingle / getWildcardQuerySingle / getRegexpQuerySingle /
 * getFuzzyQuerySingle / getRangeQuerySingle and SimpleQueryStringQueryParser's newPrefixQuery / newFuzzyQuery
 * call the field type's prefixQuery, wildcardQuery, regexpQuery, fuzzyQuery, rangeQuery, which refuse
 * (StringFieldType, ES 7.7+); their `catch (RuntimeException e)` makes the piece match nothing when lenient
 * (the default when no field is named: QueryStringQueryBuilder.doToQuery's all-fields parser). match_bool_prefix
 * and multi_match `bool_prefix` end in MatchQueryParser.newPrefixQuery, the same prefixQuery.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function cluster(profile: string) {
  const sim = testSimulator({ profile: profile as never });
  call(sim, 'PUT', '/i', { mappings: { properties: { t: { type: 'text' }, k: { type: 'keyword' }, p: { type: 'text', index_prefixes: {} }, n: { type: 'integer' } } } });
  call(sim, 'PUT', '/i/_doc/1?refresh=true', { t: 'quick brown fox', k: 'a', p: 'slow', n: 1 });
  call(sim, 'PUT', '/_cluster/settings', { persistent: { 'search.allow_expensive_queries': false } });
  return (query: object) => call(sim, 'POST', '/i/_search', { query });
}

const reasonOf = (r: { body: { error: { root_cause: { reason: string }[] } } }) => r.body.error.root_cause[0]!.reason;

for (const profile of ['elasticsearch@7.17.3', 'elasticsearch@8.19.0', 'elasticsearch@9.1.0', 'opensearch@2.19.0']) {
  describe(`${profile}: query strings with expensive queries off`, () => {
    it('a named field (not lenient): the field type refuses each multi-term piece', () => {
      const search = cluster(profile);
      const cases: [string, string][] = [
        ['k:a*', '[prefix] queries cannot be executed'],
        ['t:qu?ck', '[wildcard] queries cannot be executed'],
        ['t:/qu.*/', '[regexp] queries cannot be executed'],
        ['t:quikc~', '[fuzzy] queries cannot be executed'],
        ['k:[a TO b]', '[range] queries on [text] or [keyword] fields cannot be executed'],
      ];
      for (const [q, reason] of cases) {
        const r = search({ query_string: { query: q, default_field: 't' } });
        expect(r.status, q).toBe(400);
        expect(reasonOf(r), q).toContain(reason);
      }
      // Numbers, and a text field with index_prefixes, are not refused.
      expect(search({ query_string: { query: 'n:[0 TO 5] p:sl*', default_field: 't' } }).body.hits.total.value).toBe(1);
      expect(reasonOf(search({ simple_query_string: { query: 'qui*', fields: ['t'] } }))).toContain('[prefix] queries cannot be executed');
    });

    it('all fields (lenient): the refused piece matches nothing, the rest still scores', () => {
      const search = cluster(profile);
      expect(search({ query_string: { query: 'k:a*' } }).body.hits.total.value).toBe(0);
      const r = search({ query_string: { query: 'k:a* OR fox' } });
      expect(r.status).toBe(200);
      expect(r.body.hits.hits[0]._score).toBe(0.2876821);
      expect(search({ simple_query_string: { query: 'bro*' } }).body.hits.total.value).toBe(0);
    });

    it('match_bool_prefix and multi_match bool_prefix end in a refused prefix query', () => {
      const search = cluster(profile);
      expect(reasonOf(search({ match_bool_prefix: { t: 'quick br' } }))).toContain('[prefix] queries cannot be executed');
      expect(reasonOf(search({ multi_match: { query: 'quick br', type: 'bool_prefix', fields: ['t'] } }))).toContain('[prefix] queries cannot be executed');
      expect(search({ match_bool_prefix: { p: 'sl' } }).status).toBe(200);
    });
  });
}
