/** cardinalityProfile: the Aggregator class and debug a profiled cardinality reports. */
import { describe, expect, it } from 'vitest';
import { index } from '../testkit.ts';
import { cardinalityProfile } from './cardinalityProfile.ts';

// 170_cardinality_metric.yml "profiler int/double/string" (ES 8.x): numeric fields profile as CardinalityAggregator
// with its collectDebugInfo counters; a keyword with few terms as GlobalOrdCardinalityAggregator.
describe('cardinalityProfile', () => {
  const idx = index('t', { i: { type: 'integer' }, s: { type: 'keyword' } }, [['1', { i: 1, s: 'foo' }], ['2', { i: 2, s: 'foo' }]]);

  it('numeric: CardinalityAggregator, one numeric collector, none of the others', () => {
    expect(cardinalityProfile({ field: 'i' }, idx)).toEqual({
      type: 'CardinalityAggregator',
      debug: { empty_collectors_used: 0, numeric_collectors_used: 1, ordinals_collectors_used: 0, ordinals_collectors_overhead_too_high: 0, string_hashing_collectors_used: 0 },
    });
  });

  it('keyword: global ordinals while terms * 3 is under 1 << precision (16384 at the default threshold 3000)', () => {
    expect(cardinalityProfile({ field: 's' }, idx).type).toBe('GlobalOrdCardinalityAggregator');
    // precision_threshold 0 -> precision 4 -> 16 bytes: one term (3 bytes) still fits; six would not.
    expect(cardinalityProfile({ field: 's', precision_threshold: 0 }, idx).type).toBe('GlobalOrdCardinalityAggregator');
    const many = index('m', { s: { type: 'keyword' } }, ['a', 'b', 'c', 'd', 'e', 'f'].map((s, i) => [String(i), { s }]));
    expect(cardinalityProfile({ field: 's', precision_threshold: 0 }, many).type).toBe('CardinalityAggregator');
  });

  it('keyword without global ordinals (OpenSearch): CardinalityAggregator counting one ordinals collector', () => {
    // OpenSearch's search.aggregation/170_cardinality_metric_unsigned.yml "profiler string" (2.x).
    expect(cardinalityProfile({ field: 's' }, idx, false)).toEqual({
      type: 'CardinalityAggregator',
      debug: { empty_collectors_used: 0, numeric_collectors_used: 0, ordinals_collectors_used: 1, ordinals_collectors_overhead_too_high: 0, string_hashing_collectors_used: 0 },
    });
  });

  it('execution_hint (8.4+, CardinalityAggregatorFactory.ExecutionMode): segment ordinals and direct never take global ordinals', () => {
    // modules/aggregations cardinality_metric.yml "profiler string ... hint".
    expect(cardinalityProfile({ field: 's', execution_hint: 'global_ordinals', precision_threshold: 0 }, idx).type).toBe('GlobalOrdCardinalityAggregator');
    expect(cardinalityProfile({ field: 's', execution_hint: 'save_memory_heuristic' }, idx).type).toBe('GlobalOrdCardinalityAggregator');
    const seg = cardinalityProfile({ field: 's', execution_hint: 'segment_ordinals' }, idx);
    expect([seg.type, seg.debug?.ordinals_collectors_used, seg.debug?.string_hashing_collectors_used]).toEqual(['CardinalityAggregator', 1, 0]);
    const direct = cardinalityProfile({ field: 's', execution_hint: 'direct' }, idx);
    expect([direct.type, direct.debug?.ordinals_collectors_used, direct.debug?.string_hashing_collectors_used]).toEqual(['CardinalityAggregator', 0, 1]);
  });
});
