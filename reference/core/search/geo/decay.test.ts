/**
 * Decay functions on a geo_point field (function-score-query.asciidoc's "location" examples): the
 * distance is SloppyMath's haversine from the origin to the encoded point (837.6666308110524 m here, as
 * Lucene computes it on a JDK), the curves GaussDecayFunction's and LinearDecayFunction's; the expected
 * floats were computed with those formulas in Java.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const idx = index('places', { location: { type: 'geo_point' } }, [['a', { location: '41.12,-71.34' }], ['none', { other: 1 }]]);

function run(fn: Json): Body {
  const query = { function_score: { query: { match_all: {} }, functions: [fn] } };
  const r = search(cluster(idx), request('search', { index: idx.name }, {}, { query }), env('es8'));
  if (isEsError(r)) return { status: r.status, ...errorEnvelope(r) };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

describe('decay functions on geo_point (GeoFieldDataScoreFunction)', () => {
  it('gauss and linear over the sloppy arc distance, a document without a point at distance 0', () => {
    const g = run({ gauss: { location: { origin: { lat: 41.12, lon: -71.35 }, scale: '2km' } } }).hits.hits as Body[];
    expect(g.map((h) => [h._id, h._score])).toEqual([['none', 1], ['a', 0.88550884]]);
    const l = run({ linear: { location: { origin: '41.12,-71.35', scale: '2000m', offset: 100 } } }).hits.hits as Body[];
    expect(l[1]._score).toBe(0.81558335);
  });
  it('scale is required; unknown parameters refused (DecayFunctionBuilder.parseGeoVariable)', () => {
    expect(run({ gauss: { location: { origin: '0,0' } } }).error.failed_shards[0].reason.caused_by.reason).toBe('[origin] and [scale] must be set for geo fields.');
    expect(run({ gauss: { location: { origin: '0,0', scale: '1km', pivot: 1 } } }).error.failed_shards[0].reason.caused_by.reason).toBe('parameter [pivot] not supported!');
  });
});
