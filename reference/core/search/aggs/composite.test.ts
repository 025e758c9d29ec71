/**
 * `composite`: cases after the official search.aggregation/230_composite.yml (ES 8.x; its sources, with documents of our own): terms and
 * histogram sources, `after` paging, `missing_bucket`, date_histogram with a format, and its refusal
 * under another bucket aggregation.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';
import { env, request } from '../testkit.ts';
import { search } from '../../apis/search.ts';
import { isEsError } from '../../errors/index.ts';

const MAPPING = { keyword: { type: 'keyword' }, long: { type: 'long' }, date: { type: 'date' } } as const;
// Documents shaped like 230_composite.yml's setup (multi-valued keywords and longs, one document without a keyword).
const DOCS = [
  { keyword: 'foo', long: [10, 20], date: '2017-10-20T03:08:45' },
  { keyword: ['foo', 'bar'] },
  { keyword: 'bar', long: [100, 0], date: '2017-10-19T11:04:00' },
  { keyword: 'bar', long: [1000, 0], date: '2017-10-21T07:00:00' },
  { keyword: 'bar', long: [1000, 0], date: '2017-10-21T07:00:00' },
  { long: 10, date: '2017-10-21T07:00:00' },
];
const keys = (r: Body) => (r.c.buckets as Body[]).map((b) => [b.key, b.doc_count]);

describe('230_composite.yml', () => {
  const st = fixture(MAPPING, DOCS);
  it('Simple Composite aggregation: one terms source', () => {
    const r = aggs(st, { c: { composite: { sources: [{ kw: { terms: { field: 'keyword' } } }] } } });
    expect(keys(r)).toEqual([[{ kw: 'bar' }, 4], [{ kw: 'foo' }, 2]]);
    expect(r.c.after_key).toEqual({ kw: 'foo' });
  });
  it('Nested Composite aggregation: long desc then keyword', () => {
    const r = aggs(st, { c: { composite: { sources: [{ long: { terms: { field: 'long', order: 'desc' } } }, { kw: { terms: { field: 'keyword' } } }] } } });
    expect(keys(r)).toEqual([
      [{ long: 1000, kw: 'bar' }, 2],
      [{ long: 100, kw: 'bar' }, 1],
      [{ long: 20, kw: 'foo' }, 1],
      [{ long: 10, kw: 'foo' }, 1],
      [{ long: 0, kw: 'bar' }, 3],
    ]);
  });
  it('Aggregate After: the keys after the given one', () => {
    const r = aggs(st, { c: { composite: { sources: [{ long: { terms: { field: 'long' } } }, { kw: { terms: { field: 'keyword' } } }], after: { long: 20, kw: 'foo' } } } });
    expect(keys(r)).toEqual([[{ long: 100, kw: 'bar' }, 1], [{ long: 1000, kw: 'bar' }, 2]]);
  });
  it('Composite aggregation with format: date_histogram keys as strings', () => {
    const r = aggs(st, { c: { composite: { sources: [{ date: { date_histogram: { field: 'date', calendar_interval: '1d', format: 'yyyy-MM-dd' } } }, { kw: { terms: { field: 'keyword' } } }] } } });
    expect(keys(r)).toEqual([
      [{ date: '2017-10-19', kw: 'bar' }, 1],
      [{ date: '2017-10-20', kw: 'foo' }, 1],
      [{ date: '2017-10-21', kw: 'bar' }, 2],
    ]);
    const after = aggs(st, { c: { composite: { sources: [{ date: { date_histogram: { field: 'date', calendar_interval: '1d', format: 'yyyy-MM-dd' } } }, { kw: { terms: { field: 'keyword' } } }], after: { date: '2017-10-20', kw: 'foo' } } } });
    expect(keys(after)).toEqual([[{ date: '2017-10-21', kw: 'bar' }, 2]]);
  });
  it('missing_bucket: documents without a value get a null key, first in ascending order', () => {
    const r = aggs(st, { c: { composite: { sources: [{ kw: { terms: { field: 'keyword', missing_bucket: true } } }] } } });
    expect(keys(r)).toEqual([[{ kw: null }, 1], [{ kw: 'bar' }, 4], [{ kw: 'foo' }, 2]]);
  });
  it('size pages and the last page has no after_key', () => {
    const one = aggs(st, { c: { composite: { size: 1, sources: [{ kw: { terms: { field: 'keyword' } } }] } } });
    expect(keys(one)).toEqual([[{ kw: 'bar' }, 4]]);
    const empty = aggs(st, { c: { composite: { sources: [{ kw: { terms: { field: 'keyword' } } }], after: { kw: 'foo' } } } });
    expect(empty.c).toEqual({ buckets: [] });
  });
  it('Composite aggregation with parent is refused', () => {
    const r = aggs(st, { t: { terms: { field: 'long' }, aggs: { c: { composite: { sources: [{ kw: { terms: { field: 'keyword' } } }] } } } } });
    expect(JSON.stringify(r.error)).toContain('[composite] aggregation cannot be used with a parent aggregation of type: [TermsAggregatorFactory]');
  });
  // 230_composite.yml "Filter without nesting": filter (like nested) is transparent to the parent check,
  // and the check names the first other ancestor (CompositeAggregationBuilder.validateParentAggregations).
  it('a filter parent is allowed; a terms above the filter is named', () => {
    const ok = aggs(st, { f: { filter: { range: { long: { gt: 10 } } }, aggs: { c: { composite: { sources: [{ kw: { terms: { field: 'keyword' } } }] } } } } });
    expect(keys(ok.f)).toEqual([[{ kw: 'bar' }, 3], [{ kw: 'foo' }, 1]]);
    const bad = aggs(st, { t: { terms: { field: 'long' }, aggs: { f: { filter: { match_all: {} }, aggs: { c: { composite: { sources: [{ kw: { terms: { field: 'keyword' } } }] } } } } } } });
    expect(JSON.stringify(bad.error)).toContain('[composite] aggregation cannot be used with a parent aggregation of type: [TermsAggregatorFactory]');
  });
  // OpenSearch's 230_composite.yml "Composite aggregation with filtered reverse nested parent" (2.12 and later,
  // opensearch-project/OpenSearch#11131); before 2.12 OpenSearch allowed `nested` only; Elasticsearch never
  // allows reverse_nested.
  it('OpenSearch 2.12+: a composite under reverse_nested under filter under nested; ES and older OpenSearch refuse', () => {
    const nst = fixture({ keyword: { type: 'keyword' }, long: { type: 'long' }, nested: { type: 'nested', properties: { n: { type: 'long' } } } }, [
      { keyword: 'foo', long: [10, 20], nested: [{ n: 10 }, { n: 20 }] },
      { keyword: 'bar', long: [100, 0], nested: [{ n: 10 }, { n: 0 }] },
      { keyword: 'bar', long: 5, nested: [{ n: 50 }] },
    ]);
    const composite = { c: { composite: { sources: [{ kw: { terms: { field: 'keyword' } } }] } } };
    const a = { nn: { nested: { path: 'nested' }, aggs: { f: { filter: { range: { 'nested.n': { gt: 0, lt: 20 } } }, aggs: { r: { reverse_nested: {}, aggs: composite } } } } } };
    const ok = aggs(nst, a, {}, 'opensearch@2.19.0');
    expect(keys(ok.nn.f.r)).toEqual([[{ kw: 'bar' }, 1], [{ kw: 'foo' }, 1]]);
    expect(JSON.stringify(aggs(nst, a).error)).toContain('parent aggregation of type: [ReverseNestedAggregatorFactory]');
    expect(JSON.stringify(aggs(nst, a, {}, 'opensearch@2.11.0').error)).toContain('parent aggregation of type: [ReverseNestedAggregatorFactory]');
    expect(JSON.stringify(aggs(st, { f: { filter: { match_all: {} }, aggs: { c: { composite: { sources: [{ kw: { terms: { field: 'keyword' } } }] } } } } }, {}, 'opensearch@2.11.0').error)).toContain('[FilterAggregatorFactory]');
  });
  // 230_composite.yml "Missing source": no sources at all is ConstructingObjectParser's "Required [sources]".
  it('Missing source: absent and empty sources', () => {
    expect(JSON.stringify(aggs(st, { c: { composite: { size: 1 } } }).error)).toContain('Required [sources]');
    expect(JSON.stringify(aggs(st, { c: { composite: { sources: [] } } }).error)).toContain('Composite [sources] cannot be null or empty');
  });
  // 230_composite.yml "Composite aggregation and array size": a size above search.max_buckets fails up front.
  it('a size above search.max_buckets is too many buckets', () => {
    const r = aggs(st, { c: { composite: { size: 1000000000, sources: [{ kw: { terms: { field: 'keyword' } } }] } } });
    expect(JSON.stringify(r.error)).toContain('Trying to create too many buckets. Must be less than or equal to: [65536] but was [1000000000].');
  });
  // 230_composite.yml "date_histogram with time_zone": keys print in the zone, and `after` ("2017-10-20", a
  // date without an offset) is read in the zone too, so it names the first bucket.
  it('date_histogram with time_zone: iso8601 keys and after in the zone', () => {
    const src = [{ date: { date_histogram: { field: 'date', calendar_interval: '1d', time_zone: '-02:00', format: 'iso8601' } } }];
    const r = aggs(st, { c: { composite: { sources: src } } });
    expect(keys(r)).toEqual([
      [{ date: '2017-10-19T00:00:00.000-02:00' }, 1],
      [{ date: '2017-10-20T00:00:00.000-02:00' }, 1],
      [{ date: '2017-10-21T00:00:00.000-02:00' }, 3],
    ]);
    expect(r.c.after_key).toEqual({ date: '2017-10-21T00:00:00.000-02:00' });
    const after = aggs(st, { c: { composite: { sources: src, after: { date: '2017-10-20' } } } });
    expect(keys(after)).toEqual([[{ date: '2017-10-21T00:00:00.000-02:00' }, 3]]);
  });
  // modules/aggregations composite.yml "Composite aggregation with lossy format" (7.14+, InternalComposite.formatObject):
  // daily keys printed `yyyy-MM` read back as the month's first day, so no after_key could page: a 400.
  it('a format that does not read its key back fails the response from 7.14', () => {
    const src = [{ date: { date_histogram: { field: 'date', calendar_interval: '1d', format: 'yyyy-MM' } } }];
    const r = aggs(st, { c: { composite: { sources: src } } });
    expect(r.status).toBe(400);
    expect((r.error as Body).type).toBe('illegal_argument_exception');
    expect((r.error as Body).reason).toBe(
      "Format [DocValueFormat.DateTime(format[yyyy-MM] locale[], Z, MILLISECONDS)] created output it couldn't parse for value [1508371200000] of type [class java.lang.Long]. parsed value: [1506816000000(class java.lang.Long)]",
    );
    expect(keys(aggs(st, { c: { composite: { sources: src } } }, {}, 'elasticsearch@7.13.4'))).toHaveLength(3);
    // A format that reads back (epoch_second, as composite.yml's "time_zone epoch format" pages with it) passes.
    const epoch = [{ date: { date_histogram: { field: 'date', calendar_interval: '1d', time_zone: '-02:00', format: 'epoch_second' } } }];
    expect(keys(aggs(st, { c: { composite: { sources: epoch } } }))[0]).toEqual([{ date: '1508378400' }, 1]);
  });
});

// A composite date_histogram source's legacy `interval` draws date_histogram's deprecation on 7.2-7.17
// (official search.aggregation/230_composite.yml "Composite aggregation with format" expects it at 7.x).
describe('composite date_histogram `interval`', () => {
  it('warns on 7.17 as date_histogram does', () => {
    const st = fixture(MAPPING, DOCS);
    const body = { size: 0, aggs: { c: { composite: { sources: [{ d: { date_histogram: { field: 'date', interval: '1d' } } }] } } } };
    const r = search(st, request('search', { index: 'test' }, {}, body), env('elasticsearch@7.17.0'));
    expect(!isEsError(r) && r.warnings).toEqual(['[interval] on [date_histogram] is deprecated, use [fixed_interval] or [calendar_interval] in the future.']);
    const f = search(st, request('search', { index: 'test' }, {}, { ...body, aggs: { c: { composite: { sources: [{ d: { date_histogram: { field: 'date', fixed_interval: '1d' } } }] } } } }), env('elasticsearch@7.17.0'));
    expect(!isEsError(f) && (f.warnings ?? [])).toEqual([]);
  });
});

describe('composite: an `after` that does not fit the sources (CompositeAggregationBuilder.doBuild, on the shard)', () => {
  const st = fixture(MAPPING, DOCS, 2);
  const two = [{ k: { terms: { field: 'keyword' } } }, { l: { terms: { field: 'long' } } }];
  it('a count that differs fails every shard: a search_phase_execution_exception caused by the IllegalArgumentException', () => {
    const r: Body = aggs(st, { c: { composite: { sources: two, after: { k: 'bar' } } } });
    expect(r.status).toBe(400);
    expect(r.error.type).toBe('search_phase_execution_exception');
    expect(r.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: '[after] has 1 value(s) but [sources] has 2' });
  });
  it('the same count under another name: "Missing value for [after.<source>]"', () => {
    const r: Body = aggs(st, { c: { composite: { sources: two, after: { k: 'bar', x: 1 } } } });
    expect(r.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: 'Missing value for [after.l]' });
  });
});
