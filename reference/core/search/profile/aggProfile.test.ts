/**
 * Aggregation profile entries of `cardinality`, after the official search.aggregation/170_cardinality_metric.yml
 * "profiler int/double/string": a keyword counts global ordinals (GlobalOrdCardinalityAggregator); a number
 * is a CardinalityAggregator whose debug says the numeric collector was used (CardinalityAggregator.collectDebugInfo).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../json.ts';
import { index } from '../testkit.ts';
import { getProfile } from '../../../profiles.ts';
import { aggProfiles, plainShard } from './aggProfile.ts';

const idx = index('t', { i: { type: 'integer' }, d: { type: 'double' }, s: { type: 'keyword' } }, [['1', { i: 1, d: 1, s: 'foo' }]]);
const entry = (field: string) => aggProfiles({ c: { cardinality: { field } } }, plainShard(idx, getProfile('es8'), 1))[0] as JsonObject;

describe('cardinality profile', () => {
  it.each(['i', 'd'])('numeric field %s: CardinalityAggregator with the numeric collector', (f) => {
    const e = entry(f);
    expect(e.type).toBe('CardinalityAggregator');
    expect(e.debug).toEqual({ empty_collectors_used: 0, numeric_collectors_used: 1, ordinals_collectors_used: 0, ordinals_collectors_overhead_too_high: 0, string_hashing_collectors_used: 0 });
  });
  it('keyword: GlobalOrdCardinalityAggregator', () => {
    expect(entry('s').type).toBe('GlobalOrdCardinalityAggregator');
  });
});
