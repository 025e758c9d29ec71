/**
 * query_string and simple_query_string: each query must match and score exactly as the query DSL Lucene
 * builds for it (QueryStringQueryParser / SimpleQueryStringQueryParser), so most expectations compare a
 * query string with its hand-written DSL equivalent; errors are Lucene's ParseException wording.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { count } from '../../apis/count.ts';
import { explain } from '../../apis/explain.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import type { ProfileName } from '../../../profiles.ts';

const props = { title: { type: 'text' }, body: { type: 'text' }, tag: { type: 'keyword' }, n: { type: 'long' }, d: { type: 'date' } };
const docs: [string, Record<string, Json>][] = [
  ['1', { title: 'quick brown fox', body: 'the fox jumps', tag: 'Animal', n: 1, d: '2020-01-01' }],
  ['2', { title: 'lazy dog', body: 'the quick dog sleeps', tag: 'animal', n: 5, d: '2021-06-01' }],
  ['3', { title: 'brown bear', body: 'a bear in the woods', tag: 'Wild', n: 10 }],
  ['4', { title: 'quick quick quick', body: 'nothing else here', n: 20 }],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json, profile: ProfileName = 'es8', query: Record<string, string> = {}): any {
  const st = cluster(index('i', props, docs as never));
  const r = search(st, request('search', { index: 'i' }, query, body), env(profile));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const hits = (r: { hits: { hits: { _id: string; _score: number }[] } }) => r.hits.hits.map((h) => [h._id, h._score]);
const same = (qs: Json, dsl: Json) => expect(hits(run({ query: qs }))).toEqual(hits(run({ query: dsl })));

describe('query_string', () => {
  it('a term on a field is a term query; two terms are SHOULD clauses (default_operator or)', () => {
    same({ query_string: { query: 'title:quick' } }, { term: { title: 'quick' } });
    same({ query_string: { query: 'quick fox', default_field: 'title' } }, { bool: { should: [{ term: { title: 'quick' } }, { term: { title: 'fox' } }] } });
    expect(hits(run({ query: { query_string: { query: 'quick fox', default_field: 'title' } } })).length).toBe(2);
  });
  it('AND / && / + make clauses required, NOT / ! / - prohibited (QueryParserBase.addClause)', () => {
    const both = { bool: { must: [{ term: { title: 'quick' } }, { term: { title: 'brown' } }] } };
    same({ query_string: { query: 'title:quick AND title:brown' } }, both);
    same({ query_string: { query: 'title:quick && title:brown' } }, both);
    same({ query_string: { query: '+title:quick +title:brown' } }, both);
    same({ query_string: { query: 'title:quick -title:fox' } }, { bool: { should: [{ term: { title: 'quick' } }], must_not: [{ term: { title: 'fox' } }] } });
    same({ query_string: { query: 'title:quick !title:fox' } }, { bool: { should: [{ term: { title: 'quick' } }], must_not: [{ term: { title: 'fox' } }] } });
    same({ query_string: { query: 'quick brown', default_field: 'title', default_operator: 'AND' } }, both);
  });
  it('a pure negative query matches everything else (fixNegativeQueryIfNeeded)', () => {
    expect(hits(run({ query: { query_string: { query: 'NOT title:quick' } } })).map((h) => h[0])).toEqual(['2', '3']);
  });
  it('groups, boosts, phrases with slop, ranges, wildcards, fuzzy, regexp and _exists_', () => {
    same({ query_string: { query: '(title:quick OR title:lazy)^2' } }, { bool: { should: [{ term: { title: 'quick' } }, { term: { title: 'lazy' } }], boost: 2 } });
    same({ query_string: { query: 'title:"quick brown"' } }, { match_phrase: { title: 'quick brown' } });
    same({ query_string: { query: 'body:"quick sleeps"~2' } }, { match_phrase: { body: { query: 'quick sleeps', slop: 2 } } });
    expect(hits(run({ query: { query_string: { query: 'n:[5 TO 10]' } } })).map((h) => h[0])).toEqual(['2', '3']);
    expect(hits(run({ query: { query_string: { query: 'n:{5 TO 10]' } } })).map((h) => h[0])).toEqual(['3']);
    expect(hits(run({ query: { query_string: { query: 'n:>=10' } } })).map((h) => h[0])).toEqual(['3', '4']);
    expect(hits(run({ query: { query_string: { query: 'n:<5' } } })).map((h) => h[0])).toEqual(['1']);
    expect(hits(run({ query: { query_string: { query: 'title:QUI*' } } })).map((h) => h[0])).toEqual(['1', '4']);
    expect(hits(run({ query: { query_string: { query: 'title:b?own' } } })).map((h) => h[0])).toEqual(['1', '3']);
    expect(hits(run({ query: { query_string: { query: 'title:quikc~' } } })).map((h) => h[0]).sort()).toEqual(['1', '4']);
    expect(hits(run({ query: { query_string: { query: 'title:/br.wn/' } } })).map((h) => h[0])).toEqual(['1', '3']);
    expect(hits(run({ query: { query_string: { query: '_exists_:d' } } })).map((h) => h[0])).toEqual(['1', '2']);
    expect(hits(run({ query: { query_string: { query: 'tag:Animal' } } })).map((h) => h[0])).toEqual(['1']);
  });
  it('fields with boosts combine as multi_match best_fields (dis_max with tie_breaker)', () => {
    same({ query_string: { query: 'quick', fields: ['title^2', 'body'] } }, { multi_match: { query: 'quick', fields: ['title^2', 'body'] } });
    same({ query_string: { query: 'quick', fields: ['title', 'body'], tie_breaker: 0.3 } }, { dis_max: { tie_breaker: 0.3, queries: [{ match: { title: 'quick' } }, { match: { body: 'quick' } }] } });
  });
  it('minimum_should_match applies to the top-level boolean query', () => {
    expect(hits(run({ query: { query_string: { query: 'quick brown fox', default_field: 'title', minimum_should_match: 2 } } })).map((h) => h[0])).toEqual(['1']);
  });
  it('lenient: a number field given text matches nothing instead of failing', () => {
    expect(run({ query: { query_string: { query: 'n:foo', lenient: true } } }).hits.total.value).toBe(0);
    // With the default fields (`*`) leniency defaults to true (QueryStringQueryBuilder.doToQuery); a named default field does not.
    expect(run({ query: { query_string: { query: 'n:foo' } } }).hits.total.value).toBe(0);
    const r = run({ query: { query_string: { query: 'n:foo', default_field: 'title' } } });
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0].type).toBe('query_shard_exception');
  });
  it('malformed syntax: query_shard_exception caused by ParseException, with JavaCC expected tokens', () => {
    // The message shape is Lucene's ParseException.initialise (0-based column from FastCharStream).
    const r = run({ query: { query_string: { query: 'title:' } } });
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0].type).toBe('query_shard_exception');
    expect(r.error.root_cause[0].reason).toBe('Failed to parse query [title:]');
    const cause = r.error.failed_shards[0].reason.caused_by;
    expect(cause.type).toBe('parse_exception');
    expect(cause.reason).toBe(
      'Cannot parse \'title:\': Encountered "<EOF>" at line 1, column 6.\nWas expecting one of:\n    <BAREOPER> ...\n    "(" ...\n    "*" ...\n    <QUOTED> ...\n    <TERM> ...\n    <PREFIXTERM> ...\n    <WILDTERM> ...\n    <REGEXPTERM> ...\n    "[" ...\n    "{" ...\n    <NUMBER> ...\n    ',
    );
  });
  it('"NOT" alone lists the clause lookahead\'s <TERM> and "*" a second time (JavaCC\'s rescan)', () => {
    // As Elasticsearch answered scaladex's `NOT` (scalacenter/scaladex#196).
    const r = run({ query: { query_string: { query: 'NOT' } } });
    expect(r.error.failed_shards[0].reason.caused_by.caused_by.reason).toBe(
      'Encountered "<EOF>" at line 1, column 3.\nWas expecting one of:\n    <BAREOPER> ...\n    "(" ...\n    "*" ...\n    <QUOTED> ...\n    <TERM> ...\n    <PREFIXTERM> ...\n    <WILDTERM> ...\n    <REGEXPTERM> ...\n    "[" ...\n    "{" ...\n    <NUMBER> ...\n    <TERM> ...\n    "*" ...\n    ',
    );
  });
  it('an unclosed quote is a lexical error (TokenMgrError)', () => {
    const r = run({ query: { query_string: { query: '"foo' } } });
    expect(r.error.failed_shards[0].reason.caused_by.caused_by.type).toBe('token_mgr_error');
  });
  it('unknown options are parsing_exceptions', () => {
    const r = run({ query: { query_string: { query: 'x', nope: 1 } } });
    expect(r.error.type).toBe('parsing_exception');
    expect(r.error.reason).toBe('[query_string] query does not support [nope]');
  });
});

describe('simple_query_string', () => {
  it('terms are most_fields multi_match; + and | and - operators; never a syntax error', () => {
    same({ simple_query_string: { query: 'quick', fields: ['title', 'body'] } }, { multi_match: { query: 'quick', fields: ['title', 'body'], type: 'most_fields' } });
    same({ simple_query_string: { query: 'quick +brown', fields: ['title'] } }, { bool: { must: [{ term: { title: 'quick' } }, { term: { title: 'brown' } }] } });
    // SimpleQueryParser.buildQueryTree: a negated branch is (-fox +*:*) as a SHOULD beside the others.
    same({ simple_query_string: { query: 'quick -fox', fields: ['title'] } }, { bool: { should: [{ term: { title: 'quick' } }, { bool: { must_not: [{ term: { title: 'fox' } }], should: [{ match_all: {} }] } }] } });
    expect(run({ query: { simple_query_string: { query: '"unclosed (paren', fields: ['title'] } } }).hits).toBeDefined();
  });
  it('prefix and phrase', () => {
    expect(hits(run({ query: { simple_query_string: { query: 'qui*', fields: ['title'] } } })).map((h) => h[0])).toEqual(['1', '4']);
    same({ simple_query_string: { query: '"quick brown"', fields: ['title'] } }, { match_phrase: { title: 'quick brown' } });
  });
});

describe('q= on the URL', () => {
  // RestSearchAction.parseSearchRequest / RestActions.urlParamsToQueryBuilder: a query_string with df,
  // default_operator, analyzer, analyze_wildcard and lenient from the URL.
  const st = () => cluster(index('i', props, docs as never));
  it('search, count and explain read the whole syntax', () => {
    const r = run(undefined as unknown as Json, 'es8', { q: 'title:quick AND -title:fox' });
    expect(hits(r).map((h) => h[0])).toEqual(['4']);
    const c = count(st(), request('count', { index: 'i' }, { q: 'quick brown', df: 'title', default_operator: 'AND' }), env('es8'));
    expect((c as ApiResult).body).toMatchObject({ count: 1 });
    const e = explain(st(), request('explain', { index: 'i', id: '4' }, { q: 'title:quick' }), env('es8'));
    expect((e as ApiResult).body).toMatchObject({ matched: true });
  });
  it('a malformed q= is the shard failure ES gives', () => {
    const c = count(st(), request('count', { index: 'i' }, { q: 'title:(quick' }), env('es8'));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const body = isEsError(c) ? (errorEnvelope(c) as any) : undefined;
    expect(body?.error.root_cause[0].type).toBe('query_shard_exception');
  });
});

describe('query_string limits', () => {
  it('a /regexp/ longer than index.max_regex_length fails with the query_string wording on 8.x', () => {
    // QueryStringQueryParser.getRegexpQuery (elastic/elasticsearch 8.x source); 30_limits.yml "Regexp length limit" checks its start.
    const long = `/${'a'.repeat(1001)}/`;
    const r = run({ query: { query_string: { query: long } } });
    expect(r.error.root_cause[0].reason).toBe('failed to create query: The length of regex [1001] used in the [query_string] has exceeded the allowed maximum of [1000]. This maximum can be set by changing the [index.max_regex_length] index level setting.');
    const old = run({ query: { query_string: { query: long, default_field: 'title' } } }, 'elasticsearch@7.17.3');
    expect(old.error.root_cause[0].reason).toContain('used in the Regexp Query request');
  });
});
