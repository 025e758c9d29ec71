/** Terms ordered by a `top_metrics` value (search.aggregation/480_top_metrics_sort.yml, 500_terms_order_by_top_metrics.yml). */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const st = fixture({ timestamp: { type: 'date' }, uuid: { type: 'keyword' }, name: { type: 'keyword' }, metric: { type: 'long' } }, [
  { timestamp: '2021-10-01', metric: 1, name: 'first', uuid: '0002' },
  { timestamp: '2021-10-02', metric: 2, name: 'first', uuid: '0002' },
  { timestamp: '2021-10-01', metric: 1, name: 'second', uuid: '0001' },
  { timestamp: '2021-10-02', metric: 3, name: 'second', uuid: '0001' },
  { timestamp: '2021-10-01', metric: 1, name: 'third', uuid: '0003' },
  { timestamp: '2021-10-02', metric: 1, name: 'third', uuid: '0003' },
]);
const byOrder = (order: Record<string, string>) =>
  aggs(st, { hits: { terms: { field: 'uuid', order }, aggs: { hit: { top_metrics: { sort: { timestamp: 'desc' }, metrics: [{ field: 'metric' }, { field: 'name' }] } } } } });

describe('terms ordered by top_metrics', () => {
  it('orders by a keyword metric as terms (third, second, first descending)', () => {
    const r = byOrder({ 'hit.name': 'desc' });
    expect(r.hits.buckets.map((b: { key: string }) => b.key)).toEqual(['0003', '0001', '0002']);
    expect(r.hits.buckets[0].hit.top[0]).toEqual({ sort: ['2021-10-02T00:00:00.000Z'], metrics: { metric: 1, name: 'third' } });
  });

  it('orders by a numeric metric, bracket path too', () => {
    expect(byOrder({ 'hit[metric]': 'asc' }).hits.buckets.map((b: { key: string }) => b.key)).toEqual(['0003', '0002', '0001']);
  });

  it('refuses a metric the aggregation does not have', () => {
    const r = byOrder({ 'hit.unknown': 'desc' });
    expect(r.error.root_cause[0].reason).toBe('Invalid aggregation order path [hit.unknown]. unknown metric [unknown]');
  });
});
