/**
 * `bucket_correlation` with `count_correlation` (x-pack ml, CountCorrelationFunction.execute): the expected
 * values are that method's arithmetic run in Java on these counts (docs bucket-correlation-aggregation.asciidoc
 * prints 0.8402398981360937 and -0.5759855613334943 for its own latency set; the scratch docs run matches both).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

type Profile = 'elasticsearch@8.19.0' | 'elasticsearch@7.13.4' | 'opensearch@2.19.0';

/** Shop visits per tier: tier `a` falls 2, 5, 8, 5 times in four price bands, tier `b` 8, 5, 2, 1. */
function visits(profile: Profile = 'elasticsearch@8.19.0') {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/visits', { mappings: { properties: { tier: { type: 'keyword' }, price: { type: 'double' } } } });
  const lines: object[] = [];
  const bands = [5, 15, 25, 35];
  for (const [tier, counts] of [['a', [2, 5, 8, 5]], ['b', [8, 5, 2, 1]]] as const) {
    counts.forEach((c, i) => {
      for (let k = 0; k < c; k++) lines.push({ index: {} }, { tier, price: bands[i]! });
    });
  }
  call(sim, 'POST', '/visits/_bulk?refresh=true', lines);
  return sim;
}
const bands = { range: { field: 'price', ranges: [{ to: 10 }, { from: 10, to: 20 }, { from: 20, to: 30 }, { from: 30 }] } };
const correlate = (indicator: object) => ({ bucket_correlation: { buckets_path: 'bands>_count', function: { count_correlation: { indicator } } } });
const search = (sim: ReturnType<typeof visits>, aggs: object) => call(sim, 'POST', '/visits/_search', { size: 0, aggs });

describe('bucket_correlation', () => {
  it('correlates the counts of each tier with the indicator, to the last digit', () => {
    const r = search(visits(), { tiers: { terms: { field: 'tier' }, aggs: { bands, c: correlate({ expectations: [10, 20, 30, 40], doc_count: 50 }) } } });
    expect(r.status).toBe(200);
    const got = r.body.aggregations.tiers.buckets.map((b: { key: string; c: { value: number } }) => [b.key, b.c.value]);
    expect(got).toEqual([['a', 0.21908902300206642], ['b', -0.46017899330842227]]);
  });
  it('weighs the mean and variance by fractions when given', () => {
    const r = search(visits(), { bands, c: correlate({ expectations: [10, 20, 30, 40], fractions: [0.1, 0.2, 0.3, 0.4], doc_count: 50 }) });
    // Both tiers together (10, 10, 10, 6): the approximation leaves [-1, 1] here, as the Java does.
    expect(r.body.aggregations.c).toEqual({ value: -1.0690449676496974 });
  });
  it('refuses a path that is not a bucket count, and an indicator smaller than the counts', () => {
    const notCount = search(visits(), { bands, c: { bucket_correlation: { buckets_path: 'bands>avg', function: { count_correlation: { indicator: { expectations: [1, 2, 3, 4], doc_count: 50 } } } } } });
    expect(notCount.status).toBe(400);
    expect(JSON.stringify(notCount.body)).toContain('count correlation requires that bucket_path points to bucket [_count]');
    const small = search(visits(), { bands, c: correlate({ expectations: [10, 20, 30, 40], doc_count: 10 }) });
    expect(small.body.error.type).toBe('aggregation_execution_exception');
    expect(small.body.error.reason).toContain('correlating value total count [36.0]');
    const lengths = search(visits(), { bands, c: correlate({ expectations: [10, 20, 30], doc_count: 50 }) });
    expect(lengths.body.error.reason).toContain('indicator.expectations [3] and number of buckets [4]');
  });
  it('is an unknown aggregation before 7.14 and in OpenSearch', () => {
    for (const p of ['elasticsearch@7.13.4', 'opensearch@2.19.0'] as const) {
      expect(search(visits(p), { bands, c: correlate({ expectations: [10, 20, 30, 40], doc_count: 50 }) }).status).toBe(400);
    }
  });
});
