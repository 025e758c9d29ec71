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

  // 440_weighted_avg.yml (pre-8.11) "Multi weight field not allowed" expects `catch: request`: any error but 400,
  // 401, 403, 404, 408 and 409; the shard's AggregationExecutionException answers 500. elastic/elasticsearch#99963
  // (8.11) made it AggregationErrors.unsupportedMultivalue(), an IllegalArgumentException: modules/aggregations
  // weighted_avg.yml then catches bad_request.
  it('fails the shard on more than one weight per document: a 500 before 8.11, a 400 from it', () => {
    const body = { w: { weighted_avg: { value: { field: 'long_field' }, weight: { field: 'multi' } } } };
    const old = aggs(st, body, {}, 'elasticsearch@8.10.4');
    expect(old.status).toBe(500);
    expect(old.error.root_cause[0]).toMatchObject({ type: 'aggregation_execution_exception', reason: 'Encountered more than one weight for a single document. Use a script to combine multiple weights-per-doc into a single value.' });
    const r = aggs(st, body, {}, 'elasticsearch@8.19.0');
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: 'Encountered more than one value for a single document. Use a script to combine multiple values per doc into a single value.' });
    expect(aggs(st, body, {}, 'opensearch@2.19.0').status).toBe(500);
  });
});
