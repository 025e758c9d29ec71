/**
 * Aggregation profile entries of `terms` (termsProfile.ts), through the search handler, after the official
 * search.aggregation/20_terms.yml profiler cases: "string profiler via map" (MapStringTermsAggregator, result_strategy
 * terms, deferred_aggregators [max_number]); "numeric profiler" (NumericTermsAggregator, long_terms);
 * "string profiler via global ordinals filters implementation" (a top-level terms on few ordinals is
 * StringTermsAggregatorFromFilters over FilterByFilterAggregator, one `str:<term>` filter per ordinal, in
 * term order; collect_count 0, its max sub-aggregation collecting the 4 documents); "... native
 * implementation" (under a parent: GlobalOrdinalsStringTermsAggregator remapping with many bucket ords,
 * single- or multi-valued segments); and 22_terms_disable_opt.yml (search.aggs.rewrite_to_filter_by_filter
 * false keeps GlobalOrdinalsStringTermsAggregator*, TermsAggregatorFactory's LowCardinality variant allowed).
 */
import { describe, expect, it } from 'vitest';
import { isEsError } from '../../errors/index.ts';
import type { JsonObject } from '../../json.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';
import type { ClusterState } from '../../state.ts';

const animals = (sources: [string, JsonObject][]) => index('test_1', { str: { type: 'keyword' }, number: { type: 'long' }, boolean: { type: 'boolean' }, d: { type: 'double' } }, sources);
const FOUR: [string, JsonObject][] = [
  ['1', { boolean: true, str: 'sheep', number: 1 }],
  ['2', { boolean: true, str: 'sheep', number: 3 }],
  ['3', { boolean: true, str: 'cow', number: 1 }],
  ['4', { boolean: true, str: 'pig', number: 1 }],
];
const max = { max_number: { max: { field: 'number' } } };

function entries(aggs: JsonObject, sources = FOUR, profile: ProfileName = 'elasticsearch@8.19.0', tweak?: (s: ClusterState) => void): JsonObject[] {
  const state = cluster(animals(sources));
  tweak?.(state);
  const r = search(state, request('search', { index: 'test_1' }, {}, { size: 0, profile: true, aggs }), env(profile));
  if (isEsError(r)) throw new Error(r.cause.reason);
  return ((r.body as JsonObject).profile as { shards: JsonObject[] }).shards[0]!.aggregations as JsonObject[];
}

describe('terms profile', () => {
  it('execution_hint map on a keyword is a MapStringTermsAggregator deferring its subs under breadth_first', () => {
    const [e] = entries({ t: { terms: { field: 'str', collect_mode: 'breadth_first', execution_hint: 'map' }, aggs: max } });
    expect(e).toMatchObject({ type: 'MapStringTermsAggregator', debug: { result_strategy: 'terms', deferred_aggregators: ['max_number'], total_buckets: 3 } });
  });
  it('a sub-aggregation the order reads is not deferred', () => {
    const [e] = entries({ t: { terms: { field: 'str', collect_mode: 'breadth_first', execution_hint: 'map', order: { max_number: 'desc' } }, aggs: max } });
    expect((e!.debug as JsonObject).deferred_aggregators).toBeUndefined();
  });
  it('numbers: NumericTermsAggregator with long_terms or double_terms and the buckets collected', () => {
    const [n] = entries({ t: { terms: { field: 'number' } } });
    expect(n).toMatchObject({ type: 'NumericTermsAggregator', breakdown: { collect_count: 4 }, debug: { result_strategy: 'long_terms', total_buckets: 2 } });
    const [d] = entries({ t: { terms: { field: 'd' } } }, [['1', { d: 1.5 }]]);
    expect(d).toMatchObject({ type: 'NumericTermsAggregator', debug: { result_strategy: 'double_terms' } });
  });
  it('a top-level keyword terms on few ordinals runs filter by filter (8.x)', () => {
    const [e] = entries({ str_terms: { terms: { field: 'str', collect_mode: 'breadth_first', execution_hint: 'global_ordinals' }, aggs: max } });
    expect(e).toMatchObject({ type: 'StringTermsAggregatorFromFilters', breakdown: { collect_count: 0 }, debug: { delegate: 'FilterByFilterAggregator' } });
    const dd = (e!.debug as JsonObject).delegate_debug as JsonObject;
    expect((dd.filters as JsonObject[]).map((f) => f.query)).toEqual(['str:cow', 'str:pig', 'str:sheep']);
    expect(dd).toMatchObject({ segments_collected: 1, segments_counted: 0, segments_with_doc_count_field: 0 });
    expect((e!.children as JsonObject[])[0]).toMatchObject({ type: 'MaxAggregator', breakdown: { collect_count: 4 } });
  });
  it('the adaptation is off with the setting false, under a query other than match_all, and before 7.14 or on OpenSearch', () => {
    const off = (s: ClusterState) => void (s.clusterSettings.persistent['search.aggs.rewrite_to_filter_by_filter'] = false);
    expect(entries({ t: { terms: { field: 'str' } } }, FOUR, 'elasticsearch@8.19.0', off)[0]!.type).toMatch(/^GlobalOrdinalsStringTermsAggregator/);
    expect(entries({ t: { terms: { field: 'str' } } }, FOUR, 'elasticsearch@7.10.2')[0]!.type).toMatch(/^GlobalOrdinalsStringTermsAggregator/);
    expect(entries({ t: { terms: { field: 'str' } } }, FOUR, 'opensearch@2.19.0')[0]!.type).toMatch(/^GlobalOrdinalsStringTermsAggregator/);
  });
  it('under a parent: GlobalOrdinalsStringTermsAggregator remapping with many bucket ords, single-valued segments', () => {
    const [bool] = entries({ bool: { terms: { field: 'boolean' }, aggs: { str_terms: { terms: { field: 'str', collect_mode: 'breadth_first', execution_hint: 'global_ordinals' }, aggs: max } } } });
    // The numeric parent defers its child too: pickSubAggColectMode answers breadth_first when maxOrd is unknown.
    expect(bool).toMatchObject({ type: 'NumericTermsAggregator', debug: { deferred_aggregators: ['str_terms'] } });
    expect((bool!.children as JsonObject[])[0]).toMatchObject({
      type: 'GlobalOrdinalsStringTermsAggregator',
      breakdown: { collect_count: 4 },
      debug: { deferred_aggregators: ['max_number'], collection_strategy: 'remap using many bucket ords', result_strategy: 'terms', segments_with_single_valued_ords: 1, segments_with_multi_valued_ords: 0, has_filter: false, total_buckets: 3 },
    });
  });
  it('a document with two values makes its segment multi-valued', () => {
    const [bool] = entries({ bool: { terms: { field: 'boolean' }, aggs: { s: { terms: { field: 'str' } } } } }, [['1', { boolean: true, str: ['pig', 'sheep'], number: 100 }]]);
    expect((bool!.children as JsonObject[])[0]!.debug).toMatchObject({ segments_with_single_valued_ords: 0, segments_with_multi_valued_ords: 1 });
  });
  it('without the adaptation, few ordinals over many documents and no sub-aggregation: LowCardinality, dense', () => {
    const many: [string, JsonObject][] = Array.from({ length: 8 }, (_, i) => [String(i), { str: i % 2 ? 'a' : 'b' }]);
    const [e] = entries({ t: { terms: { field: 'str' } } }, many, 'opensearch@2.19.0');
    expect(e).toMatchObject({ type: 'GlobalOrdinalsStringTermsAggregator.LowCardinality', debug: { collection_strategy: 'dense', total_buckets: 2 } });
  });
});
