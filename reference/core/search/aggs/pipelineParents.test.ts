/**
 * Where a parent pipeline may sit (PipelineAggregationBuilder.ValidationContext): the top level's two
 * wordings, and the histogram with `min_doc_count` above 0 that only `derivative` refuses since #86401.
 * Expected texts: search.aggregation/250_moving_fn.yml, 500_serial_diff.yml, 300_pipeline.yml.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../json.ts';
import { aggs, fixture } from './testkit.ts';

const st = fixture({ '@timestamp': { type: 'date' }, v: { type: 'long' } }, [
  { '@timestamp': '2022-01-01T00:00:00', v: 1 },
  { '@timestamp': '2022-01-01T01:00:00', v: 2 },
  { '@timestamp': '2022-01-01T03:00:00', v: 1 },
]);

const underHisto = (pipe: JsonObject, minDocCount = 1): JsonObject => ({
  h: { date_histogram: { field: '@timestamp', fixed_interval: '1h', min_doc_count: minDocCount }, aggs: { v: { avg: { field: 'v' } }, d: pipe } },
});

describe('parent pipelines', () => {
  it('at the top level, an ordered-parent pipeline says it has no parent (ForTreeRoot.noParentCantBeOrdered)', () => {
    const r = aggs(st, { the_avg: { avg: { field: 'v' } }, the_mov_fn: { moving_fn: { buckets_path: 'the_avg', window: 1, script: 'MovingFunctions.max(values)' } } });
    expect(r.error.reason).toBe("Validation Failed: 1: moving_fn aggregation [the_mov_fn] must have a histogram, date_histogram or auto_date_histogram as parent but doesn't have a parent;");
    const cs = aggs(st, { the_avg: { avg: { field: 'v' } }, c: { cumulative_sum: { buckets_path: 'the_avg' } } });
    expect(cs.error.reason).toContain("cumulative_sum aggregation [c] must have a histogram, date_histogram or auto_date_histogram as parent but doesn't have a parent");
  });

  it('serial_diff under min_doc_count 1 runs, skipping the empty hour (500_serial_diff.yml "parent has min_doc_count")', () => {
    const r = aggs(st, underHisto({ serial_diff: { buckets_path: 'v' } }));
    expect(r.h.buckets.map((b: { d?: { value: number } }) => b.d?.value)).toEqual([undefined, 1, -1]);
  });

  it('derivative still needs min_doc_count 0 (validateParentAggSequentiallyOrderedWithoutSkips)', () => {
    const r = aggs(st, underHisto({ derivative: { buckets_path: 'v' } }));
    expect(r.error.reason).toBe('Validation Failed: 1: parent histogram of derivative aggregation [d] must have min_doc_count of 0;');
  });

  it('before 8.3 every ordered-parent pipeline refused min_doc_count above 0', () => {
    const r = aggs(st, underHisto({ serial_diff: { buckets_path: 'v' } }), {}, 'elasticsearch@8.2.0');
    expect(r.error.reason).toBe('Validation Failed: 1: parent histogram of serial_diff aggregation [d] must have min_doc_count of 0;');
  });

  it('a second derivative skips the buckets whose first derivative is absent (resolveBucketValue: InvalidAggregationPathException → null)', () => {
    // docs pipeline/derivative-aggregation.asciidoc, "Second Order Derivative": 550, 60, 375 a month give -490, 315, then 805.
    const sales = fixture({ date: { type: 'date' }, price: { type: 'long' } }, [
      { date: '2015-01-01', price: 550 },
      { date: '2015-02-01', price: 60 },
      { date: '2015-03-01', price: 375 },
    ]);
    const r = aggs(sales, {
      m: {
        date_histogram: { field: 'date', calendar_interval: 'month' },
        aggs: { sales: { sum: { field: 'price' } }, d1: { derivative: { buckets_path: 'sales' } }, d2: { derivative: { buckets_path: 'd1' } } },
      },
    });
    expect(r.m.buckets.map((b: { d1?: { value: number }; d2?: { value: number } }) => [b.d1?.value, b.d2?.value])).toEqual([
      [undefined, undefined],
      [-490, undefined],
      [315, 805],
    ]);
  });

  it("a quoted bucket key that a bucket lacks is a gap (resolvePropertyFromPath's InvalidAggregationPathException)", () => {
    // docs aggregations/pipeline.asciidoc: hats against bags per month, in months without bags.
    const sales = fixture({ date: { type: 'date' }, price: { type: 'long' }, type: { type: 'keyword' } }, [
      { date: '2015-01-01', price: 200, type: 'hat' },
      { date: '2015-01-01', price: 150, type: 'bag' },
      { date: '2015-02-01', price: 50, type: 'hat' },
    ]);
    const r = aggs(sales, {
      m: {
        date_histogram: { field: 'date', calendar_interval: 'month' },
        aggs: {
          t: { terms: { field: 'type' }, aggs: { s: { sum: { field: 'price' } } } },
          ratio: { bucket_script: { buckets_path: { hats: "t['hat']>s", bags: "t['bag']>s" }, script: 'params.hats / params.bags' } },
        },
      },
    });
    expect(r.m.buckets.map((b: { ratio?: { value: number } }) => b.ratio?.value)).toEqual([200 / 150, undefined]);
    // Without quotes the key is no bucket key: every bucket answers, an array no pipeline reads.
    const bare = aggs(sales, { m: { date_histogram: { field: 'date', calendar_interval: 'month' }, aggs: { t: { terms: { field: 'type' }, aggs: { s: { sum: { field: 'price' } } } }, x: { bucket_script: { buckets_path: { h: 't[hat]>s' }, script: 'params.h' } } } } });
    expect(bare.error.reason).toContain('got: [Object[]] at aggregation [t]');
  });
});
