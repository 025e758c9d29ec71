/**
 * The aggregation framework through `_search`: parse errors per version (AggregatorFactories.
 * parseAggregators), `meta`, `typed_keys`, `post_filter` beside aggregations, `size: 0` with totals,
 * `global`, the bucket limit (search.aggregation/240_max_buckets.yml), values-source errors, metrics'
 * empty answers (InternalAvg/InternalSum/InternalMin/InternalStats.doXContentBody), filters and ranges.
 */
import { describe, expect, it } from 'vitest';
import { msearch } from '../../apis/msearch.ts';
import { search } from '../../apis/search.ts';
import { isEsError } from '../../errors/index.ts';
import { encodeJson } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { env, request } from '../testkit.ts';
import { aggs, fixture, searchBody, type Body } from './testkit.ts';

const MAPPING = { keyword: { type: 'keyword' }, n: { type: 'long' }, d: { type: 'double' }, date: { type: 'date' }, t: { type: 'text' }, b: { type: 'boolean' } } as const;
const DOCS = [
  { keyword: 'dgx', n: 1, d: 1.5, date: '2014-03-03T00:00:00', t: 'hello', b: true },
  { keyword: 'dfs', n: 2, d: 2.5, date: '2015-03-03T00:00:00', t: 'world', b: false },
  { keyword: 'foo', n: 3, date: '2016-03-03T00:00:00' },
  { keyword: 'foo', n: 4 },
];

describe('parsing the tree', () => {
  const st = fixture(MAPPING, DOCS);
  it('an unknown type, per version', () => {
    const es8 = aggs(st, { a: { nope: {} } });
    expect(es8.status).toBe(400);
    expect(es8.error.type).toBe('parsing_exception');
    expect(es8.error.reason).toBe('Unknown aggregation type [nope]');
    expect(es8.error.caused_by.type).toBe('named_object_not_found_exception');
    expect(aggs(st, { a: { nope: {} } }, {}, 'es6').error.reason).toBe('Unknown BaseAggregationBuilder [nope]');
    expect(aggs(st, { a: { nope: {} } }, {}, 'es5').error.reason).toBe('Could not find aggregator type [nope] in [a]');
  });
  it('shape errors: no type, two types, two sub-aggregation blocks, not an object, a bad name', () => {
    expect(aggs(st, { a: { meta: {} } }).error.reason).toBe('Missing definition for aggregation [a]');
    expect(aggs(st, { a: { avg: { field: 'n' }, max: { field: 'n' } } }).error.reason).toBe('Found two aggregation type definitions in [a]: [avg] and [max]');
    expect(aggs(st, { a: { terms: { field: 'keyword' }, aggs: {}, aggregations: {} } }).error.reason).toBe('Found two sub aggregation definitions under [a]');
    expect(aggs(st, { a: 1 }).error.reason).toBe('Aggregation definition for [a starts with a [VALUE_NUMBER], expected a [START_OBJECT].');
    expect(aggs(st, { 'a>b': { avg: { field: 'n' } } }).error.reason).toBe("Invalid aggregation name [a>b]. Aggregation names can contain any character except '[', ']', and '>'");
  });
  it('a metric cannot take sub-aggregations (AggregationInitializationException, a 500)', () => {
    const r = aggs(st, { a: { avg: { field: 'n' }, aggs: { b: { max: { field: 'n' } } } } });
    expect(r.status).toBe(500);
    expect(r.error.type).toBe('aggregation_initialization_exception');
    expect(r.error.reason).toBe('Aggregator [a] of type [avg] cannot accept sub-aggregations');
  });
  it('an unknown parameter of a type, with its position', () => {
    const r = aggs(st, { a: { terms: { field: 'keyword', bogus: 1 } } });
    expect(r.error.type).toBe('x_content_parse_exception');
    expect(r.error.reason).toMatch(/\[terms\] unknown field \[bogus\]$/);
  });
  it('types the simulator lacks answer a clear 400', () => {
    expect(aggs(st, { a: { categorize_text: { field: 't' } } }).error.reason).toBe('The [categorize_text] aggregation is not supported by this simulator');
    // ScriptedMetricAggregationBuilder's ConstructingObjectParser: map_script is its one constructor argument.
    expect(aggs(st, { a: { scripted_metric: {} } }).error.reason).toBe('Required [map_script]');
  });
});

describe('rendering', () => {
  const st = fixture(MAPPING, DOCS, 2);
  it('typed_keys names every result type; meta comes first', () => {
    const r = aggs(st, {
      s: { terms: { field: 'keyword' } }, l: { terms: { field: 'n' } }, dt: { terms: { field: 'd' } },
      a: { avg: { field: 'n' } }, su: { sum: { field: 'n' } }, mi: { min: { field: 'n' } }, ma: { max: { field: 'n' } }, st: { stats: { field: 'n' } },
      es: { extended_stats: { field: 'n' } }, vc: { value_count: { field: 'n' } }, c: { cardinality: { field: 'n' } }, p: { percentiles: { field: 'n' } },
      h: { histogram: { field: 'n', interval: 1 } }, dh: { date_histogram: { field: 'date', calendar_interval: 'year' } }, r: { range: { field: 'n', ranges: [{ to: 2 }] } },
      dr: { date_range: { field: 'date', ranges: [{ to: 'now' }] } }, f: { filter: { match_all: {} } }, fs: { filters: { filters: { x: { match_all: {} } } } },
      m: { missing: { field: 'd' } }, g: { global: {} }, th: { top_hits: { size: 1 } }, u: { terms: { field: 'unmapped' } },
      ab: { avg_bucket: { buckets_path: 's>_count' } }, mb: { max_bucket: { buckets_path: 's>_count' } },
    }, { typed_keys: 'true' });
    expect(Object.keys(r).sort()).toEqual([
      'avg#a', 'simple_value#ab', 'bucket_metric_value#mb', 'cardinality#c', 'date_histogram#dh', 'date_range#dr', 'dterms#dt', 'extended_stats#es', 'filter#f', 'filters#fs',
      'global#g', 'histogram#h', 'lterms#l', 'max#ma', 'min#mi', 'missing#m', 'range#r', 'sterms#s', 'sterms#u', 'stats#st', 'sum#su', 'tdigest_percentiles#p', 'top_hits#th', 'value_count#vc',
    ].sort());
    const m = aggs(st, { a: { meta: { x: [1] }, avg: { field: 'n' } } });
    expect(Object.keys(m.a)).toEqual(['meta', 'value']);
  });
  it('empty metrics: avg/min/max null, sum 0, stats nulls with count 0; a date avg prints value_as_string', () => {
    const r = aggs(st, { a: { avg: { field: 'n' } }, s: { sum: { field: 'n' } }, mi: { min: { field: 'n' } }, ma: { max: { field: 'n' } }, st: { stats: { field: 'n' } } }, {}, 'es8', { query: { term: { keyword: 'none' } } });
    expect(r).toEqual({ a: { value: null }, s: { value: 0 }, mi: { value: null }, ma: { value: null }, st: { count: 0, min: null, max: null, avg: null, sum: 0 } });
    const d = aggs(st, { a: { avg: { field: 'date' } }, mx: { max: { field: 'date' } } });
    expect(d.mx).toEqual({ value: 1456963200000, value_as_string: '2016-03-03T00:00:00.000Z' });
    expect(d.a.value_as_string).toBeDefined();
  });
  it('a numeric metric on a keyword, and terms on text without fielddata, fail the shard', () => {
    const a = aggs(st, { a: { avg: { field: 'keyword' } } });
    expect(a.status).toBe(400);
    expect(a.error.root_cause[0].reason).toBe('Field [keyword] of type [keyword] is not supported for aggregation [avg]');
    const t = aggs(st, { t: { terms: { field: 't' } } });
    expect(t.error.root_cause[0].reason).toMatch(/^Fielddata is disabled on \[t\] in \[test\]\. Text fields are not optimised/);
  });
});

describe('search integration', () => {
  const st = fixture(MAPPING, DOCS, 3);
  it('post_filter narrows the hits, not the aggregations; size 0 keeps the total', () => {
    const b = searchBody(st, { post_filter: { term: { keyword: 'foo' } }, aggs: { k: { terms: { field: 'keyword' } } } });
    expect(b.hits.total).toEqual({ value: 2, relation: 'eq' });
    expect(b.aggregations.k.buckets.map((x: Body) => x.key)).toEqual(['foo', 'dfs', 'dgx']);
    const z = searchBody(st, { size: 0, track_total_hits: true, aggs: { c: { value_count: { field: 'n' } } } });
    expect(z.hits).toEqual({ total: { value: 4, relation: 'eq' }, max_score: null, hits: [] });
    expect(z.aggregations).toEqual({ c: { value: 4 } });
  });
  it('global sees every document whatever the query; filters keyed, anonymous and with an other bucket', () => {
    const r = aggs(st, { g: { global: {}, aggs: { c: { value_count: { field: 'keyword' } } } }, q: { value_count: { field: 'keyword' } } }, {}, 'es8', { query: { term: { keyword: 'foo' } } });
    expect(r).toEqual({ g: { doc_count: 4, c: { value: 4 } }, q: { value: 2 } });
    const f = aggs(st, { f: { filters: { filters: { z: { term: { keyword: 'foo' } }, a: { range: { n: { lte: 1 } } } }, other_bucket_key: 'rest' } } });
    expect(f.f.buckets).toEqual({ a: { doc_count: 1 }, z: { doc_count: 2 }, rest: { doc_count: 1 } });
    const anon = aggs(st, { f: { filters: { filters: [{ term: { keyword: 'foo' } }, { match_all: {} }] } } });
    expect(anon.f.buckets).toEqual([{ doc_count: 2 }, { doc_count: 4 }]);
  });
  it('range keys, keyed ranges and date ranges with key_as_string', () => {
    const r = aggs(st, { r: { range: { field: 'n', ranges: [{ from: 2 }, { to: 2 }, { from: 1, to: 3, key: 'mid' }] } } });
    expect(r.r.buckets).toEqual([{ key: '*-2.0', to: 2, doc_count: 1 }, { key: 'mid', from: 1, to: 3, doc_count: 2 }, { key: '2.0-*', from: 2, doc_count: 3 }]);
    const k = aggs(st, { r: { range: { field: 'n', keyed: true, ranges: [{ to: 2 }] } } });
    expect(k.r.buckets).toEqual({ '*-2.0': { to: 2, doc_count: 1 } });
    const d = aggs(st, { r: { date_range: { field: 'date', format: 'yyyy', ranges: [{ from: '2015', to: '2016' }] } } });
    expect(d.r.buckets).toEqual([{ key: '2015-2016', from: 1420070400000, from_as_string: '2015', to: 1451606400000, to_as_string: '2016', doc_count: 1 }]);
  });
  it('240_max_buckets.yml: 3, then 6 with a sub terms, are too few', () => {
    const s = fixture({ keyword: { type: 'keyword' }, date: { type: 'date' } }, ['dgx', 'dfs', 'foobar', 'foo', 'bar', 'baz', 'qux', 'quux'].map((keyword, i) => ({ keyword, date: `${2014 + i}-03-03T00:00:00` })));
    s.clusterSettings.transient['search.max_buckets'] = 3;
    expect(JSON.stringify(aggs(s, { test: { terms: { field: 'keyword' } } }))).toMatch(/Trying to create too many buckets/);
    s.clusterSettings.transient['search.max_buckets'] = 6;
    expect(JSON.stringify(aggs(s, { test: { terms: { field: 'keyword' }, aggs: { 2: { terms: { field: 'date' } } } } }))).toMatch(/Trying to create too many buckets/);
    // 7.x answers the exception as a 503.
    expect(aggs(s, { test: { terms: { field: 'keyword' } } }, {}, 'elasticsearch@7.17.0').status).toBe(503);
  });
  it('_msearch carries aggregations per search, typed_keys from its URL; a bad aggregation fails the whole request, as its bodies parse first', () => {
    const run = (second: object) => {
      const lines = [JSON.stringify({ index: 'test' }), JSON.stringify({ size: 0, aggs: { m: { max: { field: 'n' } } } }), JSON.stringify({ index: 'test' }), JSON.stringify(second)];
      return msearch(st, { ...request('msearch', {}, { typed_keys: 'true' }), rawBody: lines.join('\n') + '\n' }, env('es8'));
    };
    const ok = run({ size: 0, aggs: { t: { terms: { field: 'keyword', size: 1 } } } });
    if (isEsError(ok)) throw new Error(JSON.stringify(ok));
    const body = JSON.parse(encodeJson((ok as ApiResult).body)) as Body;
    expect(body.responses[0].aggregations).toEqual({ 'max#m': { value: 4 } });
    expect(body.responses[1].aggregations['sterms#t'].buckets).toEqual([{ key: 'foo', doc_count: 2 }]);
    const bad = run({ size: 0, aggs: { x: { nope: {} } } });
    expect(isEsError(bad) && bad.cause.reason).toBe('Unknown aggregation type [nope]');
  });
  it('a scroll\'s first page carries the aggregations', () => {
    const body = { size: 1, aggs: { c: { value_count: { field: 'n' } } } };
    const r = search(st, request('search', { index: 'test' }, { scroll: '1m' }, body), env('es8'));
    if (isEsError(r)) throw new Error(JSON.stringify(r));
    const b = JSON.parse(encodeJson((r as ApiResult).body)) as Body;
    expect(b._scroll_id).toBeDefined();
    expect(b.aggregations).toEqual({ c: { value: 4 } });
  });
});

describe('nested objects as their own documents', () => {
  it('a filter inside nested tests each object alone (not its siblings)', () => {
    const st = fixture({ comments: { type: 'nested', properties: { author: { type: 'keyword' }, stars: { type: 'long' } } } }, [
      { comments: [{ author: 'x', stars: 1 }, { author: 'y', stars: 5 }] },
      { comments: [{ author: 'x', stars: 4 }] },
    ]);
    const r = aggs(st, { c: { nested: { path: 'comments' }, aggs: { byX: { filter: { term: { 'comments.author': 'x' } }, aggs: { s: { sum: { field: 'comments.stars' } } } } } } });
    expect(r.c).toEqual({ doc_count: 3, byX: { doc_count: 2, s: { value: 5 } } });
  });
});

describe('date_range in a time zone', () => {
  it('bounds without an offset are local times of the zone; keys print in it', () => {
    const st = fixture({ date: { type: 'date' } }, [{ date: '2020-01-01T23:30:00Z' }, { date: '2020-01-02T00:30:00Z' }]);
    const r = aggs(st, { r: { date_range: { field: 'date', time_zone: '+01:00', ranges: [{ from: '2020-01-02T00:00:00', to: '2020-01-03T00:00:00' }] } } });
    // Local midnight at +01:00 is 23:00 UTC the day before: both documents fall in.
    expect(r.r.buckets).toEqual([{ key: '2020-01-02T00:00:00.000+01:00-2020-01-03T00:00:00.000+01:00', from: 1577919600000, from_as_string: '2020-01-02T00:00:00.000+01:00', to: 1578006000000, to_as_string: '2020-01-03T00:00:00.000+01:00', doc_count: 2 }]);
  });
});

describe('top_hits totals follow the search', () => {
  it('an object by default in 8.x, a number with rest_total_hits_as_int', () => {
    const st = fixture({ k: { type: 'keyword' } }, [{ k: 'a' }, { k: 'a' }]);
    expect(aggs(st, { t: { top_hits: { size: 1 } } }).t.hits.total).toEqual({ value: 2, relation: 'eq' });
    expect(aggs(st, { t: { top_hits: { size: 1 } } }, { rest_total_hits_as_int: 'true' }).t.hits.total).toBe(2);
  });
});
