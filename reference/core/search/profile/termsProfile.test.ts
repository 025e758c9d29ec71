/**
 * Aggregation profile entries of `terms`, after the official search.aggregation/20_terms.yml "string profiler
 * via map" (MapStringTermsAggregator, result_strategy terms, deferred_aggregators [max_number]) and "numeric
 * profiler" (NumericTermsAggregator, result_strategy long_terms).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../json.ts';
import { index } from '../testkit.ts';
import { getProfile } from '../../../profiles.ts';
import { aggProfiles, plainShard } from './aggProfile.ts';

const idx = index('t', { n: { type: 'long' }, d: { type: 'double' }, s: { type: 'keyword' } }, [['1', { n: 1, d: 1, s: 'sheep' }]]);
const entry = (terms: JsonObject, subs?: JsonObject) => aggProfiles({ t: { terms, ...(subs ? { aggs: subs } : {}) } }, plainShard(idx, getProfile('es8'), 4))[0] as JsonObject;
const max = { max_number: { max: { field: 'n' } } };

describe('terms profile', () => {
  it('execution_hint map on a keyword is a MapStringTermsAggregator deferring its subs under breadth_first', () => {
    const e = entry({ field: 's', collect_mode: 'breadth_first', execution_hint: 'map' }, max);
    expect(e.type).toBe('MapStringTermsAggregator');
    expect(e.debug).toEqual({ result_strategy: 'terms', deferred_aggregators: ['max_number'] });
  });
  it('a sub-aggregation the order reads is not deferred', () => {
    const e = entry({ field: 's', collect_mode: 'breadth_first', execution_hint: 'map', order: { max_number: 'desc' } }, max);
    expect(e.debug).toEqual({ result_strategy: 'terms' });
  });
  it('numbers: NumericTermsAggregator with long_terms or double_terms', () => {
    expect(entry({ field: 'n' })).toMatchObject({ type: 'NumericTermsAggregator', debug: { result_strategy: 'long_terms' } });
    expect(entry({ field: 'd' })).toMatchObject({ type: 'NumericTermsAggregator', debug: { result_strategy: 'double_terms' } });
  });
  it('a keyword without a hint stays GlobalOrdinalsStringTermsAggregator', () => {
    expect(entry({ field: 's' }).type).toBe('GlobalOrdinalsStringTermsAggregator');
  });
});
