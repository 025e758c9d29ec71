/**
 * A derivative with a `unit` over a gap (issue 29 audit): under `skip` an empty bucket resolves to NaN
 * (BucketHelpers.resolveBucketValue), the gradient beside it is NaN, and InternalDerivative.doXContentBody prints
 * both `value` and `normalized_value` as null when not finite (and no `normalized_value_as_string`).
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';

const st = fixture({ d: { type: 'date' }, n: { type: 'long' } }, [
  { d: '2024-01-01T01:00:00Z', n: 10 }, { d: '2024-01-02T01:00:00Z', n: 34 }, { d: '2024-01-04T01:00:00Z', n: 40 }, { d: '2024-01-05T01:00:00Z', n: 16 },
], 2);

describe('derivative normalized_value over a gap', () => {
  it('prints null where the gradient is NaN, numbers elsewhere', () => {
    for (const p of ['elasticsearch@7.17.3', 'elasticsearch@8.19.0', 'opensearch@2.19.0'] as const) {
      const r: Body = aggs(st, { h: { date_histogram: { field: 'd', calendar_interval: 'day' }, aggs: { s: { sum: { field: 'n' } }, der: { derivative: { buckets_path: 's', unit: '1h' } } } } }, {}, p);
      const der = r.h.buckets.map((b: Body) => b.der);
      expect(der, p).toEqual([undefined, { value: 24, normalized_value: 1 }, { value: null, normalized_value: null }, { value: null, normalized_value: null }, { value: -24, normalized_value: -1 }]);
    }
  });
  it('with a format, no normalized_value_as_string beside a null', () => {
    const r: Body = aggs(st, { h: { date_histogram: { field: 'd', calendar_interval: 'day' }, aggs: { s: { sum: { field: 'n' } }, der: { derivative: { buckets_path: 's', unit: '1h', format: '0.0' } } } } });
    expect(r.h.buckets[1].der).toEqual({ value: 24, value_as_string: '24.0', normalized_value: 1, normalized_value_as_string: '1.0' });
    expect(r.h.buckets[2].der).toEqual({ value: null, normalized_value: null });
  });
});
