/** Tests of the `_geo_distance` sort and a field sort's `nested` option. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import type { IndexState } from '../state.ts';
import { cluster, env, index, request } from './testkit.ts';
import { arcDistance } from './aggs/geoDistance.ts';
import { quantizeLat, quantizeLon } from './aggs/geo.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function run(idx: IndexState, body: Json, profile: 'es6' | 'es8' = 'es8'): Body {
  const r = search(cluster(idx), request('search', { index: idx.name }, {}, body), env(profile));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

describe('_geo_distance sort (GeoDistanceSortBuilder)', () => {
  const idx = index('places', { loc: { type: 'geo_point' } }, [['far', { loc: '10,10' }], ['near', { loc: { lat: 1, lon: 1 } }], ['none', {}]]);
  it('nearest first, the distance in the unit as the sort value (arc on the stored, quantized point), missing last', () => {
    const r = run(idx, { sort: [{ _geo_distance: { loc: { lat: 0, lon: 0 }, order: 'asc', unit: 'km' } }] });
    expect(r.hits.hits.map((h: Body) => h._id)).toEqual(['near', 'far', 'none']);
    expect(r.hits.hits[0].sort[0]).toBe(arcDistance(0, 0, quantizeLat(1), quantizeLon(1)) / 1000);
    expect(r.hits.hits[2].sort[0]).toBe('Infinity');
    expect(run(idx, { sort: [{ _geo_distance: { loc: [0, 0], order: 'desc' } }] }).hits.hits.map((h: Body) => h._id)).toEqual(['far', 'near', 'none']);
  });
});

describe('nested sort (NestedSortBuilder)', () => {
  // docs/reference/search/search-your-data/sort-search-results.asciidoc, "Nested sorting examples".
  const idx = index('products', { offer: { type: 'nested', properties: { price: { type: 'double' }, color: { type: 'keyword' } } } }, [
    ['a', { offer: [{ price: 10, color: 'blue' }, { price: 50, color: 'red' }] }],
    ['b', { offer: [{ price: 20, color: 'blue' }, { price: 5, color: 'red' }] }],
  ]);
  it('values from the nested objects, filtered, combined by mode', () => {
    const sorted = (nested: Json, mode: string) => run(idx, { sort: [{ 'offer.price': { mode, order: 'asc', nested } }] }).hits.hits.map((h: Body) => [h._id, h.sort[0]]);
    expect(sorted({ path: 'offer' }, 'min')).toEqual([['b', 5], ['a', 10]]);
    expect(sorted({ path: 'offer', filter: { term: { 'offer.color': 'blue' } } }, 'min')).toEqual([['a', 10], ['b', 20]]);
    expect(sorted({ path: 'offer' }, 'max')).toEqual([['b', 20], ['a', 50]]);
  });
  it('the legacy nested_path/nested_filter sort as nested does (ES 6.x/7.x FieldSortBuilder, deprecated)', () => {
    const body = { sort: [{ 'offer.price': { mode: 'min', order: 'asc', nested_path: 'offer', nested_filter: { term: { 'offer.color': 'blue' } } } }] };
    // ES 8 refuses both (sortNestedContext.test.ts).
    expect(run(idx, body, 'es6').hits.hits.map((h: Body) => [h._id, h.sort[0]])).toEqual([['a', 10], ['b', 20]]);
  });
});

describe('numeric_type long on a floating field (IndexNumericFieldData.sortField: FieldData.castToLong)', () => {
  // mapper-extras scaled_float/10_basic.yml "Sort with numeric_type": -2.1 sorts and prints as -2.
  const idx = index('prices', { price: { type: 'scaled_float', scaling_factor: 100 }, ratio: { type: 'double' } }, [['a', { price: -2.1, ratio: 2.9 }], ['b', { price: 1.53, ratio: -0.5 }]]);
  it('truncates each value toward zero, the sort value a long', () => {
    const r = run(idx, { sort: [{ price: { order: 'asc', numeric_type: 'long' } }] });
    expect(r.hits.hits.map((h: Body) => [h._id, h.sort[0]])).toEqual([['a', -2], ['b', 1]]);
    expect(run(idx, { sort: [{ ratio: { order: 'desc', numeric_type: 'long' } }] }).hits.hits.map((h: Body) => h.sort[0])).toEqual([2, 0]);
    expect(run(idx, { sort: [{ price: { order: 'asc' } }] }).hits.hits[0].sort[0]).toBe(-2.1);
  });
});
