/**
 * `filters` in the profile (filtersProfile.ts): filter by filter at the top level without an other bucket
 * (FiltersAggregator.build → FilterByFilterAggregator.AdapterBuilder), FiltersAggregator.Compatible otherwise;
 * since 8.3 (#84427) not when a second filter meets a shard holding `_doc_count`. Expected classes after
 * ES's doc_count_field.yml ("Single bucket filters agg with doc_count": FilterByFilterAggregator; "Filters agg
 * with doc_count", skip " - 8.2.99": FiltersAggregator.Compatible) and the stored 370_doc_count_field.yml of
 * 8.0 (FilterByFilterAggregator for three filters, before #84427).
 */
import { describe, expect, it } from 'vitest';
import { isEsError } from '../../errors/index.ts';
import type { JsonObject } from '../../json.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

const withDocCount = () => index('test_1', { str: { type: 'keyword' } }, [
  ['1', { _doc_count: 10, str: 'abc' }],
  ['2', { _doc_count: 5, str: 'xyz' }],
  ['3', { str: 'foo' }],
]);
const plain = () => index('test_1', { str: { type: 'keyword' } }, [['1', { str: 'abc' }], ['2', { str: 'xyz' }]]);
const three = { abc: { match: { str: 'abc' } }, foo: { match: { str: 'foo' } }, xyz: { match: { str: 'xyz' } } };

function entry(idx: ReturnType<typeof plain>, aggs: JsonObject, profile: ProfileName = 'elasticsearch@8.19.0', query?: JsonObject): JsonObject {
  const r = search(cluster(idx), request('search', { index: 'test_1' }, {}, { size: 0, profile: true, aggs, ...(query ? { query } : {}) }), env(profile));
  if (isEsError(r)) throw new Error(r.cause.reason);
  return (((r.body as JsonObject).profile as { shards: JsonObject[] }).shards[0]!.aggregations as JsonObject[])[0]!;
}

describe('filters profile', () => {
  it('top level, no other bucket: FilterByFilterAggregator, its term filters in key order, counted per segment', () => {
    const e = entry(plain(), { f: { filters: { filters: { xyz: { term: { str: 'xyz' } }, abc: { term: { str: 'abc' } } } } } });
    expect(e).toMatchObject({ type: 'FilterByFilterAggregator', breakdown: { collect_count: 0 } });
    expect(e.debug).toMatchObject({ segments_counted: 1, segments_collected: 0, segments_with_doc_count_field: 0 });
    expect(((e.debug as JsonObject).filters as JsonObject[]).map((f) => [f.query, f.specialized_for])).toEqual([['str:abc', 'term'], ['str:xyz', 'term']]);
  });
  it('an other bucket, a parent or a query to union with: FiltersAggregator.Compatible', () => {
    expect(entry(plain(), { f: { filters: { other_bucket: true, filters: three } } }).type).toBe('FiltersAggregator.Compatible');
    expect(entry(plain(), { f: { filters: { filters: three } } }, 'elasticsearch@8.19.0', { term: { str: 'abc' } }).type).toBe('FiltersAggregator.Compatible');
    const parent = entry(plain(), { t: { terms: { field: 'str' }, aggs: { f: { filters: { filters: three } } } } });
    expect((parent.children as JsonObject[])[0]!.type).toBe('FiltersAggregator.Compatible');
  });
  it('_doc_count on the shard: one filter stays filter by filter; three fall back since 8.3, not before', () => {
    expect(entry(withDocCount(), { f: { filters: { filters: { abc: { match: { str: 'abc' } } } } } })).toMatchObject({ type: 'FilterByFilterAggregator', debug: { segments_with_doc_count_field: 1 } });
    expect(entry(withDocCount(), { f: { filters: { filters: three } } }).type).toBe('FiltersAggregator.Compatible');
    expect(entry(withDocCount(), { f: { filters: { filters: three } } }, 'elasticsearch@8.2.0').type).toBe('FilterByFilterAggregator');
  });
  it('OpenSearch (forked before filter by filter): FiltersAggregator', () => {
    expect(entry(plain(), { f: { filters: { filters: three } } }, 'opensearch@2.19.0').type).toBe('FiltersAggregator');
  });
});
