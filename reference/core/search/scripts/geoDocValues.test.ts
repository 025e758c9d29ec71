/**
 * Geo points in search scripts: `doc['loc'].value` as a GeoPoint (lat/lon), the list's arcDistance, and the
 * geo decay functions of ScoreScriptUtils (DecayGeoLinear/Exp/Gauss: origin string, scale and offset in meters,
 * ARC distance), as OpenSearch's and Elasticsearch's painless/80_script_score.yml "Decay geo functions" order them.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';

const docs: [string, Record<string, Json>][] = [
  ['1', { loc: { lat: 40.24, lon: -70.24 } }],
  ['2', { loc: { lat: 40.12, lon: -70.12 } }],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json): any {
  const st = cluster(index('i', { loc: { type: 'geo_point' } }, docs as never));
  const r = search(st, request('search', { index: 'i' }, {}, body), env('es8'));
  if (isEsError(r)) return JSON.parse(encodeJson(errorEnvelope(r) as Json));
  return JSON.parse(encodeJson((r as ApiResult).body as Json));
}

const decay = (fn: string, decayValue = 0.5) => ({
  query: { script_score: { query: { match_all: {} }, script: { source: `${fn}(params.origin, params.scale, params.offset, params.decay, doc['loc'].value)`, params: { origin: '40, -70', scale: '200km', offset: '0km', decay: decayValue } } } },
});

describe('geo points in scripts', () => {
  it('doc[loc].value.lat/lon are the quantized point', () => {
    const r = run({ script_fields: { lat: { script: "doc['loc'].value.lat" }, lon: { script: "doc['loc'].lon" } }, sort: ['_doc'] });
    expect(r.hits.hits[0].fields.lat[0]).toBeCloseTo(40.24, 6);
    expect(r.hits.hits[0].fields.lon[0]).toBeCloseTo(-70.24, 6);
  });
  it('arcDistance from the first point, in meters', () => {
    const r = run({ script_fields: { d: { script: "doc['loc'].arcDistance(40.12, -70.12)" } }, sort: ['_doc'] });
    expect(r.hits.hits[1].fields.d[0]).toBeCloseTo(0, 0);
    expect(r.hits.hits[0].fields.d[0]).toBeGreaterThan(16000);
  });
  it.each(['decayGeoLinear', 'decayGeoExp', 'decayGeoGauss'])('%s ranks the nearer point first', (fn) => {
    const r = run(decay(fn));
    expect(r.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['2', '1']);
    // Linear at distance d: (scale/(1-decay) - d) / (scale/(1-decay)), decay 0.5 → 1 - d/400km.
    if (fn === 'decayGeoLinear') expect(r.hits.hits[0]._score).toBeGreaterThan(0.9);
  });
});
