/**
 * `histogram` and `date_histogram`: the official search.aggregation/10_histogram.yml (ES 8.x) cases as
 * values, the interval parameters per version, time zones across a daylight-saving change, keyed output,
 * order, and the bucket limit.
 */
import { describe, expect, it } from 'vitest';
import { cluster, env, index, request } from '../testkit.ts';
import { search } from '../../apis/search.ts';
import { isEsError } from '../../errors/index.ts';
import { aggs, fixture, searchBody, type Body } from './testkit.ts';

const MAPPING = { number: { type: 'integer' }, date: { type: 'date' } } as const;
const nums = (...ns: number[]) => ns.map((n) => ({ number: n }));
const kd = (r: Body, name = 'histo') => (r[name].buckets as Body[]).map((b) => [b.key, b.doc_count]);

describe('10_histogram.yml', () => {
  it('Basic test: keys without key_as_string', () => {
    const r = aggs(fixture(MAPPING, nums(1, 51, 101, 151)), { histo: { histogram: { field: 'number', interval: 50 } } });
    expect(kd(r)).toEqual([[0, 1], [50, 1], [100, 1], [150, 1]]);
    expect(r.histo.buckets[0].key_as_string).toBeUndefined();
  });
  it('Format test: a DecimalFormat pattern with a prefix', () => {
    const r = aggs(fixture(MAPPING, nums(1, 51, 101, 151)), { histo: { histogram: { field: 'number', interval: 50, format: 'Value is ##0.0' } } });
    expect(r.histo.buckets.map((b: Body) => b.key_as_string)).toEqual(['Value is 0.0', 'Value is 50.0', 'Value is 100.0', 'Value is 150.0']);
  });
  it('Show empty intervals; min_doc_count 1 and 2', () => {
    const st = fixture(MAPPING, nums(1, 51, 61, 71));
    expect(kd(aggs(st, { histo: { histogram: { field: 'number', interval: 20 } } }))).toEqual([[0, 1], [20, 0], [40, 1], [60, 2]]);
    expect(kd(aggs(st, { histo: { histogram: { field: 'number', interval: 20, min_doc_count: 1 } } }))).toEqual([[0, 1], [40, 1], [60, 2]]);
    expect(kd(aggs(st, { histo: { histogram: { field: 'number', interval: 20, min_doc_count: 2 } } }))).toEqual([[60, 2]]);
  });
  it('extended_bounds; offset over a mapped and an unmapped index; missing with and without a value', () => {
    expect(kd(aggs(fixture(MAPPING, nums(52, 51, 101, 150)), { histo: { histogram: { field: 'number', interval: 50, extended_bounds: { min: 0, max: 200 } } } }))).toEqual([[0, 0], [50, 2], [100, 1], [150, 1], [200, 0]]);
    const st = cluster(index('test_1', MAPPING, nums(11, 51, 101, 151).map((d, i) => [String(i + 1), d])), index('test_unmapped', {}, []));
    const r = searchBody(st, { aggs: { histo: { histogram: { field: 'number', interval: 50, offset: 20 } } } }, {}, 'es8', 'test_*');
    expect(kd(r.aggregations)).toEqual([[-30, 1], [20, 1], [70, 1], [120, 1]]);
    const m = fixture(MAPPING, [{ another_number: 11 }, ...nums(51, 101, 151)]);
    expect(kd(aggs(m, { histo: { histogram: { field: 'number', interval: 50 } } }))).toEqual([[50, 1], [100, 1], [150, 1]]);
    expect(kd(aggs(m, { histo: { histogram: { field: 'number', interval: 50, missing: 0 } } }))).toEqual([[0, 1], [50, 1], [100, 1], [150, 1]]);
  });
  const DATES = ['2016-01-01', '2016-01-02', '2016-02-01', '2016-03-01'].map((date) => ({ date }));
  it('date_histogram by month over 5 shards, and with offset +1d', () => {
    const st = fixture(MAPPING, DATES, 5);
    const r = aggs(st, { histo: { date_histogram: { field: 'date', calendar_interval: 'month' } } });
    expect(r.histo.buckets.map((b: Body) => [b.key_as_string, b.doc_count])).toEqual([['2016-01-01T00:00:00.000Z', 2], ['2016-02-01T00:00:00.000Z', 1], ['2016-03-01T00:00:00.000Z', 1]]);
    const o = aggs(st, { histo: { date_histogram: { field: 'date', calendar_interval: 'month', offset: '+1d' } } });
    expect(o.histo.buckets.map((b: Body) => [b.key_as_string, b.doc_count])).toEqual([['2015-12-02T00:00:00.000Z', 1], ['2016-01-02T00:00:00.000Z', 2], ['2016-02-02T00:00:00.000Z', 1]]);
  });
  it('date_histogram with pre-epoch daylight savings time transition (America/Phoenix)', () => {
    const r = aggs(fixture(MAPPING, [{ date: '2016-01-01' }]), { histo: { date_histogram: { field: 'date', fixed_interval: '1ms', time_zone: 'America/Phoenix' } } });
    expect(r.histo.buckets).toEqual([{ key_as_string: '2015-12-31T17:00:00.000-07:00', key: 1451606400000, doc_count: 1 }]);
  });
  it('date_histogram profiler data: 195 monthly buckets between 2000 and 2016', () => {
    const r = aggs(fixture(MAPPING, ['2000-01-01', '2000-01-02', '2016-02-01', '2016-03-01'].map((date) => ({ date }))), { histo: { date_histogram: { field: 'date', calendar_interval: 'month' } } });
    expect(r.histo.buckets).toHaveLength(195);
    expect(r.histo.buckets[0]).toEqual({ key_as_string: '2000-01-01T00:00:00.000Z', key: 946684800000, doc_count: 2 });
  });
  it('date_histogram with extended_bounds and offset inside nested, beside an unmapped index', () => {
    const nestedIdx = index('test_nested', { foo: { type: 'nested' } }, [['1', { foo: { date: '2016-01-02' } }], ['2', { foo: { date: '2016-01-03' } }]]);
    // Dynamic mapping would map foo.date as a date; the fixture maps it explicitly.
    nestedIdx.mappings.get('_doc')!.properties.foo = { type: 'nested', properties: { date: { type: 'date' } } };
    const st = cluster(nestedIdx, index('test_unmapped', {}, []));
    const body = { size: 0, aggs: { foo: { nested: { path: 'foo' }, aggs: { histo: { date_histogram: { field: 'foo.date', calendar_interval: 'day', offset: '1h', extended_bounds: { min: '2016-01-01', max: '2016-01-04' } } } } } } };
    const r = searchBody(st, body, {}, 'es8', 'test_*').aggregations;
    expect(r.foo.histo.buckets.map((b: Body) => [b.key_as_string, b.doc_count])).toEqual([
      ['2016-01-01T01:00:00.000Z', 1],
      ['2016-01-02T01:00:00.000Z', 1],
      ['2016-01-03T01:00:00.000Z', 0],
      ['2016-01-04T01:00:00.000Z', 0],
    ]);
  });
  it('Tiny tiny tiny range: too many buckets (65536 in 8.x, a 400)', () => {
    const r = aggs(fixture(MAPPING, nums(1, 2)), { histo: { histogram: { field: 'number', interval: 5e-10 } } });
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0].type).toBe('too_many_buckets_exception');
    expect(r.error.root_cause[0].reason).toMatch(/^Trying to create too many buckets. Must be less than or equal to: \[65536\]/);
  });
});

describe('date_histogram per version and zone', () => {
  const st = () => fixture(MAPPING, [{ date: '2020-03-28T12:00:00Z' }, { date: '2020-03-29T12:00:00Z' }, { date: '2020-03-30T12:00:00Z' }]);
  it('a day in Europe/Paris across the spring change starts at local midnight, printed with its offset', () => {
    const r = aggs(st(), { d: { date_histogram: { field: 'date', calendar_interval: 'day', time_zone: 'Europe/Paris' } } });
    expect(r.d.buckets.map((b: Body) => b.key_as_string)).toEqual(['2020-03-28T00:00:00.000+01:00', '2020-03-29T00:00:00.000+01:00', '2020-03-30T00:00:00.000+02:00']);
    // 29 March 2020 lasted 23 hours in Paris.
    expect(r.d.buckets[2].key - r.d.buckets[1].key).toBe(23 * 3_600_000);
  });
  it('`interval`: deprecated with a warning in 7.x, unknown in 8.x; calendar_interval unknown before 7.2', () => {
    const s = st();
    const req = { ...request('search', { index: 'test' }, {}, { size: 0, aggs: { d: { date_histogram: { field: 'date', interval: 'day' } } } }) };
    const r7 = search(s, req, env('elasticsearch@7.17.0'));
    expect(isEsError(r7)).toBe(false);
    expect(!isEsError(r7) && r7.warnings).toEqual(['[interval] on [date_histogram] is deprecated, use [fixed_interval] or [calendar_interval] in the future.']);
    expect(aggs(s, { d: { date_histogram: { field: 'date', interval: 'day' } } }).error.type).toBe('x_content_parse_exception');
    expect(aggs(s, { d: { date_histogram: { field: 'date', calendar_interval: 'day' } } }, {}, 'es6').error.type).toBe('parsing_exception');
  });
  it('bad intervals: a fixed unit as calendar, both kinds at once, none', () => {
    const s = st();
    // DateIntervalWrapper's setters throw inside ObjectParser: x_content_parse_exception naming the field, the
    // setter's message as cause (docs datehistogram-aggregation.asciidoc, the 2d and 2w examples' responses).
    const cal = aggs(s, { d: { date_histogram: { field: 'date', calendar_interval: '2d' } } }).error;
    expect([cal.type, cal.reason.replace(/^\[\d+:\d+\] /, ''), cal.caused_by.reason]).toEqual(['x_content_parse_exception', '[date_histogram] failed to parse field [calendar_interval]', 'The supplied interval [2d] could not be parsed as a calendar interval.']);
    const fixed = aggs(s, { d: { date_histogram: { field: 'date', fixed_interval: '2w' } } }).error;
    expect([fixed.reason.replace(/^\[\d+:\d+\] /, ''), fixed.caused_by.reason]).toEqual(['[date_histogram] failed to parse field [fixed_interval]', 'failed to parse setting [date_histogram.fixedInterval] with value [2w] as a time value: unit is missing or unrecognized']);
    // The later field's setter refuses a second kind (IntervalTypeEnum transitions).
    expect(aggs(s, { d: { date_histogram: { field: 'date', calendar_interval: 'day', fixed_interval: '1d' } } }).error.caused_by.reason).toBe('Cannot use [fixed_interval] with [calendar_interval] configuration option.');
    expect(aggs(s, { d: { date_histogram: { field: 'date', fixed_interval: '1d', calendar_interval: 'day' } } }).error.caused_by.reason).toBe('Cannot use [calendar_interval] with [fixed_interval] configuration option.');
    expect(aggs(s, { d: { date_histogram: { field: 'date' } } }).error.reason).toBe('Invalid interval specified, must be non-null and non-empty');
  });
  it('keyed output and order by count', () => {
    const r = aggs(fixture(MAPPING, nums(1, 2, 11, 25)), { h: { histogram: { field: 'number', interval: 10, keyed: true, order: { _count: 'desc' } } } });
    expect(r.h.buckets).toEqual({ '0.0': { key: 0, doc_count: 2 }, '10.0': { key: 10, doc_count: 1 }, '20.0': { key: 20, doc_count: 1 } });
  });
});

describe('330_auto_date_histogram.yml', () => {
  const st = fixture({ date: { type: 'date' }, v: { type: 'long' } }, [['2020-03-01', 1], ['2020-03-02', 2], ['2020-03-08', 3], ['2020-03-09', 4]].map(([date, v]) => ({ date, v })));
  it('basic: two buckets of 7d', () => {
    const r = aggs(st, { histo: { auto_date_histogram: { field: 'date', buckets: 2 } } });
    expect(r.histo).toEqual({
      buckets: [
        { key_as_string: '2020-03-01T00:00:00.000Z', key: 1583020800000, doc_count: 2 },
        { key_as_string: '2020-03-08T00:00:00.000Z', key: 1583625600000, doc_count: 2 },
      ],
      interval: '7d',
    });
  });
  it('avg_bucket through histo.v', () => {
    const r = aggs(st, { histo: { auto_date_histogram: { field: 'date', buckets: 2 }, aggs: { v: { sum: { field: 'v' } } } }, histo_avg_v: { avg_bucket: { buckets_path: 'histo.v' } } });
    expect(r.histo.buckets.map((b: Body) => b.v.value)).toEqual([3, 7]);
    expect(r.histo_avg_v).toEqual({ value: 5 });
  });
});

describe('rate', () => {
  const st = fixture({ date: { type: 'date' }, price: { type: 'long' } }, [
    { date: '2015-01-01', price: 200 }, { date: '2015-01-02', price: 10 }, { date: '2015-02-01', price: 56 }, { date: '2015-03-01', price: 200 },
  ]);
  it('per day of each month (31, 28, 31 days), per year (a twelfth), and the count of documents without a field', () => {
    const r = aggs(st, { m: { date_histogram: { field: 'date', calendar_interval: 'month' }, aggs: { d: { rate: { field: 'price', unit: 'day' } }, y: { rate: { field: 'price', unit: 'year' } }, n: { rate: { unit: 'month' } } } } });
    expect(r.m.buckets.map((b: Body) => [b.d.value, b.y.value, b.n.value])).toEqual([[210 / 31, 210 * 12, 2], [56 / 28, 56 * 12, 1], [200 / 31, 200 * 12, 1]]);
  });
  it('a month unit under a day histogram, and a rate outside a date histogram, are refused', () => {
    expect(aggs(st, { m: { date_histogram: { field: 'date', calendar_interval: 'day' }, aggs: { d: { rate: { field: 'price', unit: 'month' } } } } }).error.root_cause[0].reason).toMatch(/^Cannot use month-based rate unit \[month\] with non-month based calendar interval histogram \[day\]/);
    expect(aggs(st, { d: { rate: { field: 'price' } } }).error.root_cause[0].reason).toMatch(/^The rate aggregation can only be used inside a date histogram/);
  });
});

describe('histogram hard_bounds against extended_bounds', () => {
  // HistogramAggregationBuilder.innerBuild: extended bounds outside the hard ones fail the shard, printed with
  // DoubleBounds.toString (min--max) and the extended Doubles.
  it('refuses extended bounds past the hard max', () => {
    const st = fixture({ n: { type: 'long' } }, [{ n: 1 }]);
    const r = aggs(st, { h: { histogram: { field: 'n', interval: 5, hard_bounds: { min: 0, max: 5 }, extended_bounds: { min: 0, max: 10 } } } });
    expect(JSON.stringify(r)).toContain('Extended bounds have to be inside hard bounds, hard bounds: [0.0--5.0], extended bounds: [0.0--10.0]');
  });
  it('an open hard end prints empty, an absent extended end null', () => {
    const st = fixture({ n: { type: 'long' } }, [{ n: 1 }]);
    const r = aggs(st, { h: { histogram: { field: 'n', interval: 5, hard_bounds: { min: 3 }, extended_bounds: { min: 0 } } } });
    expect(JSON.stringify(r)).toContain('hard bounds: [3.0--], extended bounds: [0.0--null]');
  });
  it('keeps extended bounds inside the hard ones', () => {
    const st = fixture({ n: { type: 'long' } }, [{ n: 1 }]);
    const r = aggs(st, { h: { histogram: { field: 'n', interval: 5, hard_bounds: { min: 0, max: 10 }, extended_bounds: { min: 0, max: 10 } } } });
    expect(r.h.buckets.map((b: { key: number }) => b.key)).toEqual([0, 5, 10]);
  });
});
