/**
 * pinned, rank_feature and distance_feature. Expected values follow the sources: PinnedQueryBuilder
 * (pins score sortableIntToFloat(bits(MAX_ORGANIC_SCORE) + 1 + n − i), organic scores capped below them,
 * DisjunctionMaxQuery), Lucene's FeatureField (values kept as (bits >>> 15) << 15; saturation
 * w·(1 − k/(S + k)) in float; the default pivot decodeFeatureValue(totalTermFreq / docFreq); log
 * w·ln(a + S); sigmoid; linear w·S), LongDistanceFeatureQuery (w · pivot / (pivot + |v − origin|)) and
 * LatLonPointDistanceFeatureQuery (the same over haversine meters).
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import { javaFloatText } from './engine/explanation.ts';

const fl = (x: number) => Number(javaFloatText(Math.fround(x)));
const props = { message: { type: 'text' }, pagerank: { type: 'rank_feature' }, url_length: { type: 'rank_feature', positive_score_impact: false }, topics: { type: 'rank_features' }, born: { type: 'date' } };
const docs: [string, Record<string, Json>][] = [
  ['0', { message: 'Elasticsearch search engine', pagerank: 10, url_length: 20, topics: { sports: 50, politics: 1.3 }, born: '2020-01-01' }],
  ['1', { message: 'one two three four five six', pagerank: 3.3, url_length: 30, topics: { politics: 12 }, born: '2020-01-11' }],
  ['2', { message: 'one two three four five six', pagerank: 1.01 }],
  ['3', { message: 'one two three four five six' }],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json, profile = 'es8'): any {
  const st = cluster(index('i', props as never, docs as never));
  const r = search(st, request('search', { index: 'i' }, {}, body), env(profile as never));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const scores = (r: { hits: { hits: { _id: string; _score: number }[] } }) => Object.fromEntries(r.hits.hits.map((h) => [h._id, h._score]));
const ids = (r: { hits: { hits: { _id: string }[] } }) => r.hits.hits.map((h) => h._id);

const view = new DataView(new ArrayBuffer(4));
const bits = (x: number) => (view.setFloat32(0, x), view.getInt32(0));
const fromBits = (b: number) => (view.setInt32(0, b), view.getFloat32(0));
/** The value FeatureField keeps: the top bits of the float (freq = bits >>> 15). */
const kept = (x: number) => fromBits((bits(Math.fround(x)) >>> 15) << 15);

describe('pinned', () => {
  it('puts the pinned ids first, in the order given, then the organic hits', () => {
    const r = run({ query: { pinned: { ids: ['2', '1'], organic: { match: { message: 'elasticsearch' } } } } });
    expect(ids(r)).toEqual(['2', '1', '0']);
    // MAX_ORGANIC_SCORE = 2^127 (0x7f000000); pins are the floats with bits 0x7f000001 + 2 and + 1.
    expect(r.hits.hits[0]._score).toBe(fl(fromBits(0x7f000003)));
    expect(r.hits.hits[1]._score).toBe(fl(fromBits(0x7f000002)));
    // The organic score as the match query alone scores it (below the cap).
    expect(r.hits.hits[2]._score).toBe(run({ query: { match: { message: 'elasticsearch' } } }).hits.hits[0]._score);
  });
  it('docs name an index; errors as PinnedQueryBuilder words them; absent before 7.4', () => {
    expect(ids(run({ query: { pinned: { docs: [{ _index: 'other', _id: '3' }, { _index: 'i', _id: '2' }], organic: { match_none: {} } } } }))).toEqual(['2']);
    const e = run({ query: { pinned: { ids: ['1'], docs: [{ _id: '1' }], organic: { match_all: {} } } } });
    expect(e.error.root_cause[0]).toMatchObject({ type: 'parsing_exception', reason: '[pinned] ids and docs cannot both be used' });
    expect(run({ query: { pinned: { ids: ['1', '1'], organic: { match_all: {} } } } }).error.root_cause[0].reason).toBe('[pinned] duplicate id found in list: 1');
    expect(run({ query: { pinned: { ids: ['1'], organic: { match_all: {} } } } }, 'opensearch2').error.root_cause[0].reason).toMatch(/^unknown query \[pinned\]( did you mean \[[a-z_]+\]\?)?$/);
  });
});

describe('rank_feature', () => {
  it('saturation with the default pivot from the index statistics', () => {
    const r = run({ query: { rank_feature: { field: 'pagerank' } } });
    const freqs = [10, 3.3, 1.01].map((v) => bits(Math.fround(v)) >>> 15);
    const pivot = fromBits(Math.trunc(Math.fround((freqs[0]! + freqs[1]! + freqs[2]!) / 3)) << 15);
    const sat = (s: number) => fl(1 - Math.fround(pivot / Math.fround(s + pivot)));
    expect(scores(r)).toEqual({ 0: sat(kept(10)), 1: sat(kept(3.3)), 2: sat(kept(1.01)) });
  });
  it('saturation with a pivot, log, sigmoid, linear; boost is the weight', () => {
    expect(scores(run({ query: { rank_feature: { field: 'pagerank', saturation: { pivot: 8 }, boost: 2 } } }))['0']).toBe(fl(2 * Math.fround(1 - Math.fround(8 / Math.fround(kept(10) + 8)))));
    expect(scores(run({ query: { rank_feature: { field: 'pagerank', log: { scaling_factor: 4 } } } }))['1']).toBe(fl(Math.log(4 + kept(3.3))));
    expect(scores(run({ query: { rank_feature: { field: 'pagerank', sigmoid: { pivot: 7, exponent: 0.6 } } } }))['0']).toBe(fl(1 - Math.pow(7, Math.fround(0.6)) / (Math.pow(kept(10), Math.fround(0.6)) + Math.pow(7, Math.fround(0.6)))));
    expect(scores(run({ query: { rank_feature: { field: 'pagerank', linear: {} } } }))['1']).toBe(fl(kept(3.3)));
  });
  it('log adds the scaling factor to the feature in float before the (double) logarithm, as LogFunction.score does', () => {
    // (float) Math.log(0.3f + 10f) = 2.332144; summing in double would give 2.3321438.
    expect(scores(run({ query: { rank_feature: { field: 'pagerank', log: { scaling_factor: 0.3 } } } }))['0']).toBe(2.332144);
  });
  it('a negative score impact indexes 1/value; log refuses it; rank_features by feature', () => {
    expect(ids(run({ query: { rank_feature: { field: 'url_length', linear: {} } } }))).toEqual(['0', '1']);
    expect(scores(run({ query: { rank_feature: { field: 'url_length', linear: {} } } }))['0']).toBe(fl(kept(1 / 20)));
    expect(run({ query: { rank_feature: { field: 'url_length', log: { scaling_factor: 1 } } } }).error.failed_shards[0].reason.caused_by.type).toBe('illegal_argument_exception');
    expect(scores(run({ query: { rank_feature: { field: 'topics.politics', linear: {} } } }))).toEqual({ 0: fl(kept(1.3)), 1: 12 });
    expect(run({ query: { rank_feature: { field: 'message' } } }).error.failed_shards[0].reason.reason).toBe('failed to create query: [rank_feature] query only works on [rank_feature] fields and features of [rank_features] fields, not [text]');
  });
});

describe('distance_feature', () => {
  it('scores boost × pivot / (pivot + distance) on a date, only documents with a value', () => {
    const r = run({ query: { distance_feature: { field: 'born', origin: '2020-01-06', pivot: '5d', boost: 2 } } });
    expect(scores(r)).toEqual({ 0: fl(2 * (5 / (5 + 5))), 1: fl(2 * (5 / (5 + 5))) });
    const exact = run({ query: { distance_feature: { field: 'born', origin: '2020-01-01', pivot: '5d' } } });
    expect(scores(exact)).toEqual({ 0: 1, 1: fl(5 / 15) });
  });
  it('distance_feature on a geo_point: the closest point by haversine distance, pivot in meters (OpenSearch search/250_distance_feature.yml)', () => {
    const st = cluster(index('g', { loc: { type: 'geo_point' } } as never, [['1', { loc: [-71.34, 41.13] }], ['2', { loc: [-71.34, 41.14] }], ['3', { loc: [[0, 0], [-71.34, 41.12]] }], ['4', {}]] as never));
    const r = search(st, request('search', { index: 'g' }, {}, { query: { distance_feature: { field: 'loc', pivot: '1km', origin: [-71.35, 41.12] } } }), env('es8' as never));
    const body = JSON.parse(encodeJson((r as ApiResult).body));
    expect(ids(body)).toEqual(['3', '1', '2']);
    // LatLonPointDistanceFeatureQuery: w · pivot / (pivot + distance); doc 3's closest point is ≈ 838 m from the origin.
    expect(body.hits.hits[0]._score).toBeCloseTo(1000 / (1000 + 838), 2);
  });
  it('errors: a field that is no date; a missing parameter', () => {
    expect(run({ query: { distance_feature: { field: 'message', origin: 'now', pivot: '1d' } } }).error.failed_shards[0].reason.caused_by.reason).toBe('Illegal data type of [text]![distance_feature] query can only be run on a date, date_nanos or geo_point field type!');
    expect(run({ query: { distance_feature: { field: 'born', origin: 'now' } } }).error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: 'Required [pivot]' });
  });
});
