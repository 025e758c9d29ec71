/** `weighted_avg` (WeightedAvgAggregator): values from search.aggregation/440_weighted_avg.yml's documents. */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const st = fixture({ long_field: { type: 'long' }, multi: { type: 'integer' }, weight: { type: 'integer' } }, [
  { long_field: 6, multi: [1, 2, 3], weight: 2 },
  { long_field: 2, multi: [0, 1, 4], weight: 4 },
  { long_field: 1 },
  { long_field: 3, weight: 3 },
]);

describe('weighted_avg', () => {
  it('skips a document without a weight: (6*2 + 2*4 + 3*3) / 9', () => {
    const r = aggs(st, { w: { weighted_avg: { value: { field: 'long_field' }, weight: { field: 'weight' } } } });
    expect(r.w.value).toBeCloseTo(29 / 9, 12);
  });

  // 440_weighted_avg.yml "Multi weight field not allowed" expects `catch: request`: any error but 400, 401,
  // 403, 404, 408 and 409; the shard's AggregationExecutionException answers 500.
  it('fails the shard with an AggregationExecutionException on more than one weight per document', () => {
    const r = aggs(st, { w: { weighted_avg: { value: { field: 'long_field' }, weight: { field: 'multi' } } } });
    expect(r.status).toBe(500);
    expect(r.error.root_cause[0]).toMatchObject({ type: 'aggregation_execution_exception', reason: 'Encountered more than one weight for a single document. Use a script to combine multiple weights-per-doc into a single value.' });
  });
});
