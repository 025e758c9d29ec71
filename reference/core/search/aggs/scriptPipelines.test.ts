/**
 * The script pipelines: `bucket_script`, `bucket_selector` and `moving_fn`, on the Elasticsearch
 * reference's own examples (docs: pipeline aggregations; the sales index of the pipeline pages), with the
 * values ES documents for them, and MovingFunctions line for line with its source.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';
import { callMovingFunction, streamSum } from '../../script/painless/movingFunctions.ts';
import { JArray, JDouble } from '../../script/painless/values.ts';

// The docs' sales index: three months, sums 550, 60 and 375; t-shirt sales 200, 10 and 175.
const sales = fixture({ date: { type: 'date' }, price: { type: 'long' }, type: { type: 'keyword' } }, [
  { date: '2015-01-01', price: 200, type: 't-shirt' }, { date: '2015-01-01', price: 10, type: 'hat' }, { date: '2015-01-01', price: 340, type: 'bag' },
  { date: '2015-02-01', price: 50, type: 'hat' }, { date: '2015-02-01', price: 10, type: 't-shirt' },
  { date: '2015-03-01', price: 200, type: 'hat' }, { date: '2015-03-01', price: 175, type: 't-shirt' },
], 2);
const monthly = (extra: object) => ({ sales_per_month: { date_histogram: { field: 'date', calendar_interval: 'month' }, aggs: { total_sales: { sum: { field: 'price' } }, ...extra } } });
const buckets = (r: Body) => r.sales_per_month.buckets as Body[];

describe('bucket_script', () => {
  it('the docs example: the t-shirt share of each month (200/550, 10/60, 175/375 × 100)', () => {
    const r = aggs(sales, monthly({
      't-shirts': { filter: { term: { type: 't-shirt' } }, aggs: { sales: { sum: { field: 'price' } } } },
      't-shirt-percentage': { bucket_script: { buckets_path: { tShirtSales: 't-shirts>sales', totalSales: 'total_sales' }, script: 'params.tShirtSales / params.totalSales * 100' } },
    }));
    expect(buckets(r).map((b) => b['t-shirt-percentage'].value)).toEqual([(200 / 550) * 100, (10 / 60) * 100, (175 / 375) * 100]);
  });
  it('the script params are there beside the paths, an array path names _value0…, format prints value_as_string', () => {
    const r = aggs(sales, monthly({ x: { bucket_script: { buckets_path: ['total_sales', '_count'], format: '0.0', script: { source: 'params._value0 / params._value1 + params.k', params: { k: 1 } } } } }));
    expect(buckets(r).map((b) => [b.x.value, b.x.value_as_string])).toEqual([[550 / 3 + 1, '184.3'], [31, '31.0'], [188.5, '188.5']]);
  });
  it('a gap skips the bucket (no value added) under skip, and is 0 under insert_zeros', () => {
    const withGap = fixture({ date: { type: 'date' }, price: { type: 'long' } }, [{ date: '2015-01-01', price: 1 }, { date: '2015-03-01', price: 3 }]);
    const agg = (gap: string) => ({ m: { date_histogram: { field: 'date', calendar_interval: 'month' }, aggs: { s: { avg: { field: 'price' } }, x: { bucket_script: { buckets_path: { v: 's' }, gap_policy: gap, script: 'params.v + 1' } } } } });
    expect(aggs(withGap, agg('skip')).m.buckets.map((b: Body) => b.x?.value)).toEqual([2, undefined, 4]);
    expect(aggs(withGap, agg('insert_zeros')).m.buckets.map((b: Body) => b.x?.value)).toEqual([2, 1, 4]);
  });
  it('a script returning null leaves the bucket as it was; a string is a class_cast_exception', () => {
    expect(buckets(aggs(sales, monthly({ x: { bucket_script: { buckets_path: { v: 'total_sales' }, script: 'return null' } } }))).every((b) => b.x === undefined)).toBe(true);
    const bad = aggs(sales, monthly({ x: { bucket_script: { buckets_path: { v: 'total_sales' }, script: "def s = 'a'; return s" } } }));
    expect(bad.error.type).toBe('script_exception');
    expect(bad.error.caused_by.type).toBe('class_cast_exception');
  });
  it('validation: declared at the top level, it needs a parent (validateHasParent)', () => {
    const r = aggs(sales, { m: { terms: { field: 'type' } }, x: { bucket_script: { buckets_path: { v: 'm._count' }, script: '1' } } });
    expect(r.error.reason).toBe('Validation Failed: 1: bucket_script aggregation [x] must be declared inside of another aggregation;');
  });
  it('a compile error is a script_exception even where no bucket exists', () => {
    const empty = fixture({ date: { type: 'date' }, price: { type: 'long' } }, []);
    const r = aggs(empty, { m: { date_histogram: { field: 'date', calendar_interval: 'month' }, aggs: { x: { bucket_script: { buckets_path: { v: '_count' }, script: 'params.v +' } } } } });
    expect(r.error.type).toBe('script_exception');
  });
});

describe('bucket_selector', () => {
  it('the docs example: keeps the months whose total is over 200 (550 and 375)', () => {
    const r = aggs(sales, monthly({ f: { bucket_selector: { buckets_path: { totalSales: 'total_sales' }, script: 'params.totalSales > 200' } } }));
    expect(buckets(r).map((b) => [b.key_as_string, b.total_sales.value])).toEqual([['2015-01-01T00:00:00.000Z', 550], ['2015-03-01T00:00:00.000Z', 375]]);
    expect(buckets(r)[0]!.f).toBeUndefined();
  });
  it('works under terms too, and a non-boolean answer is refused', () => {
    const r = aggs(sales, { t: { terms: { field: 'type' }, aggs: { s: { sum: { field: 'price' } }, f: { bucket_selector: { buckets_path: { s: 's', c: '_count' }, script: 'params.s / params.c >= 100' } } } } });
    // hat (3 docs, 260), t-shirt (3, 385), bag (1, 340): averages 86.7, 128.3 and 340.
    expect(r.t.buckets.map((b: Body) => b.key)).toEqual(['t-shirt', 'bag']);
    expect(aggs(sales, monthly({ f: { bucket_selector: { buckets_path: { s: 'total_sales' }, script: 'params.s' } } })).error.caused_by.type).toBe('class_cast_exception');
  });
});

describe('moving_fn', () => {
  it('the docs example: unweightedAvg over a window of 10 (null, 550.0, 305.0)', () => {
    const r = aggs(sales, monthly({ the_movfn: { moving_fn: { buckets_path: 'total_sales', window: 10, script: 'MovingFunctions.unweightedAvg(values)' } } }));
    expect(buckets(r).map((b) => b.the_movfn.value)).toEqual([null, 550, 305]);
  });
  it('shift includes the current bucket; window bounds the values seen', () => {
    const r = aggs(sales, monthly({ m: { moving_fn: { buckets_path: 'total_sales', window: 2, shift: 1, script: 'MovingFunctions.sum(values)' } } }));
    expect(buckets(r).map((b) => b.m.value)).toEqual([550, 610, 435]);
  });
  it('a custom script over values and params (the docs: return values.length > 0 ? values[0] : 0)', () => {
    const r = aggs(sales, monthly({ m: { moving_fn: { buckets_path: 'total_sales', window: 2, script: { source: 'values.length > 0 ? values[0] * params.f : 0', params: { f: 2 } } } } }));
    expect(buckets(r).map((b) => b.m.value)).toEqual([0, 1100, 1100]);
  });
  it('window must be positive; the parent must be a histogram', () => {
    expect(aggs(sales, monthly({ m: { moving_fn: { buckets_path: 'total_sales', window: 0, script: 'MovingFunctions.max(values)' } } })).error.reason).toBe('[window] must be a positive, non-zero integer.');
    const r = aggs(sales, { t: { terms: { field: 'type' }, aggs: { s: { sum: { field: 'price' } }, m: { moving_fn: { buckets_path: 's', window: 2, script: 'MovingFunctions.max(values)' } } } } });
    expect(r.error.reason).toBe('Validation Failed: 1: moving_fn aggregation [m] must have a histogram, date_histogram or auto_date_histogram as parent;');
  });
});

describe('MovingFunctions, as its source computes', () => {
  const call = (name: string, ...args: (number[] | number | boolean)[]) => {
    const a = args.map((x) => (Array.isArray(x) ? new JArray('double', x.map((v) => new JDouble(v))) : typeof x === 'number' ? new JDouble(x) : x));
    const r = callMovingFunction(name, a);
    return r instanceof JDouble ? r.v : r;
  };
  it('max/min/sum/unweightedAvg/stdDev with NaN gaps and empty windows', () => {
    expect(call('max', [])).toBeNaN();
    expect(call('sum', [])).toBe(0);
    expect(call('sum', [1, NaN, 2])).toBe(3);
    expect(call('unweightedAvg', [NaN])).toBeNaN();
    expect(call('stdDev', [1, 2, 3], 2)).toBe(Math.sqrt(2 / 3));
  });
  it('linearWeightedAvg divides by the total weight including its initial 1 (avg / totalWeight)', () => {
    // weights 1, 2, 3: (1*1 + 2*2 + 3*3) / (1 + 1 + 2 + 3)
    expect(call('linearWeightedAvg', [1, 2, 3])).toBe(14 / 7);
  });
  it('ewma, holt and holtWinters on a short series', () => {
    expect(call('ewma', [1, 2, 3], 0.5)).toBe(2.25);
    // holt: s1 = 1, b1 = 0; s2 = .5*2 + .5*(1+0) = 1.5, b2 = .5*(0.5) + .5*0 = .25; s3 = .5*3 + .5*(1.75) = 2.375
    expect(call('holt', [1, 2, 3], 0.5, 0.5)).toBe(2.375);
    // additive, period 2, by hand from the source: s = 2.39583, b = 0.34375, seasonal[2] = 1.08333
    expect(call('holtWinters', [1, 2, 3, 4], 0.5, 0.5, 0.5, 2, false)).toBeCloseTo(3.822916, 5);
    expect(() => call('holtWinters', [1, 2, 3], 0.5, 0.5, 0.5, 2, false)).toThrow(/requires at least \(2 \* period == 2 \* 2 == 4\) data-points/);
  });
  it('DoubleStream.sum compensates: 1e16 + 1 + 1 - 1e16 is 2, not 0 or 4', () => {
    expect(streamSum([1e16, 1, 1, -1e16])).toBe(2);
    expect(1e16 + 1 + 1 - 1e16).not.toBe(2);
  });
});
