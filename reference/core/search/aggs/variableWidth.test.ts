/**
 * `variable_width_histogram`: search.aggregation/350_variable_width_histogram.yml (values -3, -2, 1, 4, 5 and
 * 3 buckets → centroids -2.5, 1.0, 4.5 with 2, 1, 2 documents), plus the builder's checks and more shards.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

const NUMBERS = [-3, -2, 1, 4, 5].map((number) => ({ number }));

describe('variable_width_histogram', () => {
  it('350_variable_width_histogram.yml basic: three buckets by centroid, with their bounds', () => {
    const st = fixture({ number: { type: 'integer' } }, NUMBERS);
    const r = aggs(st, { histo: { variable_width_histogram: { field: 'number', buckets: 3 } } });
    expect(r.histo.buckets).toEqual([
      { min: -3, key: -2.5, max: -2, doc_count: 2 },
      { min: 1, key: 1, max: 1, doc_count: 1 },
      { min: 4, key: 4.5, max: 5, doc_count: 2 },
    ]);
  });
  it('the same over three shards (merged at the reduce), with a sub-aggregation', () => {
    const st = fixture({ number: { type: 'integer' } }, NUMBERS, 3);
    const r = aggs(st, { histo: { variable_width_histogram: { field: 'number', buckets: 3 }, aggs: { s: { sum: { field: 'number' } } } } });
    expect(r.histo.buckets.map((b: { key: number; doc_count: number; s: { value: number } }) => [b.key, b.doc_count, b.s.value])).toEqual([[-2.5, 2, -5], [1, 1, 1], [4.5, 2, 9]]);
  });
  it('a small initial buffer: later values join the nearest cluster or open a new one', () => {
    const st = fixture({ n: { type: 'double' } }, [1, 2, 3, 100, 101, 2.5].map((n) => ({ n })));
    const r = aggs(st, { h: { variable_width_histogram: { field: 'n', buckets: 2, shard_size: 4, initial_buffer: 3 } } });
    expect(r.h.buckets.map((b: { key: number; doc_count: number }) => b.doc_count)).toEqual([4, 2]);
    expect(r.h.buckets[1].key).toBe(100.5);
  });
  it('its checks, and its absence before 7.9', () => {
    const st = fixture({ number: { type: 'integer' } }, NUMBERS);
    expect(aggs(st, { h: { variable_width_histogram: { field: 'number', buckets: 0 } } }).error.reason).toBe('buckets must be greater than [0] for [h]');
    expect(aggs(st, { h: { variable_width_histogram: { field: 'number', buckets: 10, shard_size: 5 } } }).error.reason).toBe('shard_size must be greater than [buckets] for [h]');
    expect(aggs(st, { h: { variable_width_histogram: { field: 'number' } } }, {}, 'es6').error.type).toMatch(/parsing_exception|named_object_not_found_exception/);
  });
});
