/**
 * distance_feature on a geo_point field: the documents of the official search/250_distance_feature.yml,
 * scored as Lucene's LatLonPointDistanceFeatureQuery scores them. The expected floats were computed with
 * Lucene's SloppyMath and GeoEncodingUtils on a JDK (pivot / (pivot + haversinMeters(origin, decoded
 * point)), cast to float): 0.54416835, 0.41803837, 0.29617485.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const idx = index('index1', { my_geo: { type: 'geo_point' } }, [
  ['1', { my_geo: [-71.34, 41.13] }],
  ['2', { my_geo: [-71.34, 41.14] }],
  ['3', { my_geo: [-71.34, 41.12] }],
  ['4', { my_geo: [[-71.34, 41.14], [-71.34, 41.12]] }],
  ['5', { other: 1 }],
]);

function run(query: Json): Body {
  const r = search(cluster(idx), request('search', { index: idx.name }, {}, { query }), env('es8'));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

describe('distance_feature on geo_point (LatLonPointDistanceFeatureQuery)', () => {
  it('scores pivot / (pivot + sloppy haversine) of the encoded points, closest first', () => {
    const hits = run({ distance_feature: { field: 'my_geo', pivot: '1km', origin: [-71.35, 41.12] } }).hits.hits as Body[];
    expect(hits.map((h) => h._id)).toEqual(['3', '4', '1', '2']);
    // Rendered as Java prints the floats.
    expect(hits.map((h) => h._score)).toEqual([0.54416835, 0.54416835, 0.41803837, 0.29617485]);
  });
  it('takes the origin in any geo_point form and multiplies by the boost', () => {
    const hits = run({ distance_feature: { field: 'my_geo', pivot: 1000, origin: '41.12,-71.35', boost: 2 } }).hits.hits as Body[];
    // (float) (2.0 * (1000 / (1000 + 837.6666308110524))), printed by Java as 1.0883367.
    expect(hits[0]._score).toBe(1.0883367);
  });
  it('refuses a pivot that is no distance as a shard failure', () => {
    const r = run({ distance_feature: { field: 'my_geo', pivot: '1lightyear', origin: [0, 0] } });
    expect(r.status).toBe(400);
    expect(r.error.failed_shards[0].reason.caused_by.reason).toBe('failed to parse distance [1lightyear]');
  });
});
