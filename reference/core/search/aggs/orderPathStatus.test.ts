/**
 * The status and type of an invalid bucket order path: AggregationExecutionException (500) until ES 8.2, then
 * its InvalidPath subclass (400, `invalid_path`; elastic/elasticsearch#86532, 8.3: InternalOrder.Aggregation
 * wraps the path's IllegalArgumentException); OpenSearch keeps the 500.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

function badOrder(profile: ProfileName) {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/orders', { mappings: { properties: { shop: { type: 'keyword' }, price: { type: 'long' } } } });
  call(sim, 'PUT', '/orders/_doc/1?refresh=true', { shop: 'north', price: 3 });
  return call(sim, 'POST', '/orders/_search', { size: 0, aggs: { shops: { terms: { field: 'shop', order: { total: 'desc' } }, aggs: { avg_price: { avg: { field: 'price' } } } } } });
}

describe('invalid aggregation order path', () => {
  const reason = 'Invalid aggregation order path [total]. The provided aggregation [total] either does not exist, or is a pipeline aggregation and cannot be used to sort the buckets.';
  it('8.3+: 400 invalid_path', () => {
    for (const p of ['elasticsearch@8.3.0', 'elasticsearch@8.19.0', 'elasticsearch@9.1.0'] as const) {
      const r = badOrder(p);
      expect([r.status, r.body.error.root_cause[0].type, r.body.error.root_cause[0].reason]).toEqual([400, 'invalid_path', reason]);
    }
  });
  it('before 8.3 and on OpenSearch: 500 aggregation_execution_exception', () => {
    for (const p of ['elasticsearch@8.2.0', 'elasticsearch@7.17.3', 'opensearch@2.19.0'] as const) {
      const r = badOrder(p);
      expect([r.status, r.body.error.root_cause[0].type]).toEqual([500, 'aggregation_execution_exception']);
    }
  });
});
