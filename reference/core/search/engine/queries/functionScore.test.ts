/**
 * function_score, scored as ES's FunctionScoreQuery scores it. Expected values are the source's formulas
 * evaluated with Java's steps (double arithmetic, one float cast in CombineFunction.combine):
 * FieldValueFactorFunction (modifier(value × factor)), WeightFactorFunction (score × weight),
 * Gauss/Exponential/LinearDecayFunctionBuilder (evaluate(distance, processScale(scale, decay))),
 * RandomScoreFunction ((hash & 0xFFFFFF) / 2^24 with BitMixer.mix32 and murmurhash3_x86_32),
 * FunctionFactorScorer.computeScore (score_mode) and CombineFunction (boost_mode). The per-field BM25 score
 * 1.6943598 is the ES docs' explain example, as in compound.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../../json.ts';
import type { ApiResult } from '../../../handler.ts';
import { search } from '../../../apis/search.ts';
import { cluster, env, index, request } from '../../testkit.ts';
import { errorEnvelope, isEsError } from '../../../errors/index.ts';
import { combine } from './functionScore.ts';
import { javaFloatText } from '../explanation.ts';

const BM25 = 1.6943598;
/** A float32 as ES prints it (the shortest text that reads back to the float). */
const fl = (x: number) => Number(javaFloatText(Math.fround(x)));
const props = { message: { type: 'text' }, n: { type: 'long' }, price: { type: 'double' }, born: { type: 'date' }, tag: { type: 'keyword' } };
const docs: [string, Record<string, Json>][] = [
  ['0', { message: 'Elasticsearch search engine', n: 4, price: 10.5, born: '2020-01-01', tag: 'a' }],
  ['1', { message: 'one two three four five six', n: 9, price: 3, born: '2020-01-11', tag: 'b' }],
  ['2', { message: 'one two three four five six', n: 1, price: 20, born: '2019-12-01', tag: 'a' }],
  ['3', { message: 'one two three four five six', price: 7, tag: 'c' }],
  ['4', { message: 'one two three four five six', n: [16, 2], price: 1, born: '2020-01-06' }],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json, profile: 'es8' | 'es7' | 'es6' = 'es8'): any {
  const st = cluster(index('i', props, docs as never));
  const r = search(st, request('search', { index: 'i' }, {}, body), env(profile as never));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const scores = (r: { hits: { hits: { _id: string; _score: number }[] } }) => Object.fromEntries(r.hits.hits.map((h) => [h._id, h._score]));
const EXISTS_N = { exists: { field: 'n' } };

describe('function_score: weight and field_value_factor', () => {
  it('multiplies the query score by weight (WeightFactorFunction, boost_mode multiply)', () => {
    const r = run({ query: { function_score: { query: { match: { message: 'elasticsearch' } }, weight: 3 } } });
    expect(scores(r)).toEqual({ 0: fl(BM25 * fl(3)) });
  });
  it('field_value_factor: each modifier applied to value × factor (FieldValueFactorFunction.Modifier)', () => {
    const cases: [string, (x: number) => number][] = [
      ['none', (x) => x], ['log', Math.log10], ['log1p', (x) => Math.log10(x + 1)], ['log2p', (x) => Math.log10(x + 2)],
      ['ln1p', Math.log1p], ['ln2p', (x) => Math.log1p(x + 1)], ['square', (x) => x * x], ['sqrt', Math.sqrt], ['reciprocal', (x) => 1 / x],
    ];
    for (const [modifier, fn] of cases) {
      const r = run({ query: { function_score: { query: EXISTS_N, field_value_factor: { field: 'n', factor: 1.5, modifier }, boost_mode: 'replace' } } });
      // A multi-valued field reads its smallest value (sorted doc values, nextValue()).
      expect(scores(r), modifier).toEqual({ 0: fl(fn(4 * fl(1.5))), 1: fl(fn(9 * fl(1.5))), 2: fl(fn(1 * fl(1.5))), 4: fl(fn(2 * fl(1.5))) });
    }
  });
  it('missing stands in for an absent value; without it the shard fails ("Missing value for field [n]", 500)', () => {
    const r = run({ query: { function_score: { field_value_factor: { field: 'n', missing: 5 }, boost_mode: 'replace' } } });
    expect(scores(r)['3']).toBe(5);
    const e = run({ query: { function_score: { field_value_factor: { field: 'n' } } } });
    expect(e.status).toBe(500);
    expect(e.error.type).toBe('search_phase_execution_exception');
    expect(e.error.root_cause[0]).toEqual({ type: 'exception', reason: 'Missing value for field [n]' });
  });
  it('a negative result is an IllegalArgumentException with the ln/log hint (400)', () => {
    const e = run({ query: { function_score: { query: EXISTS_N, field_value_factor: { field: 'n', modifier: 'ln', factor: 0.1 } } } });
    expect(e.status).toBe(400);
    expect(e.error.root_cause[0].type).toBe('illegal_argument_exception');
    expect(e.error.root_cause[0].reason).toMatch(/^field value function must not produce negative scores, but got: \[-.*\] for field value: \[.*\]; consider using ln1p or ln2p instead of ln to avoid negative scores$/);
  });
  it('an unmapped field without missing cannot be created', () => {
    const e = run({ query: { function_score: { field_value_factor: { field: 'nope' } } } });
    // QueryShardException caused by an ElasticsearchException: the root cause is the inner one.
    expect(e.error.root_cause[0]).toEqual({ type: 'exception', reason: "Unable to find a field mapper for field [nope]. No 'missing' value defined." });
    expect(e.error.failed_shards[0].reason.reason).toBe("failed to create query: Unable to find a field mapper for field [nope]. No 'missing' value defined.");
  });
});

describe('function_score: score_mode, boost_mode, max_boost, min_score, boost', () => {
  const fns = [
    { filter: { term: { tag: 'a' } }, weight: 2 },
    { filter: { term: { tag: 'a' } }, field_value_factor: { field: 'price' } },
    { filter: { term: { tag: 'b' } }, weight: 5 },
  ];
  it('combines the matching functions by score_mode (FunctionFactorScorer.computeScore)', () => {
    const body = (score_mode: string) => ({ query: { function_score: { functions: fns, score_mode, boost_mode: 'replace' } } });
    // doc 0: tag a, price 10.5 → functions 2 and 10.5; doc 1: tag b → 5; docs 3 and 4: none match → 1.
    expect(scores(run(body('multiply')))).toEqual({ 0: 21, 1: 5, 2: 40, 3: 1, 4: 1 });
    expect(scores(run(body('sum')))).toEqual({ 0: 12.5, 1: 5, 2: 22, 3: 1, 4: 1 });
    // avg divides by the weights of the matching functions (2 + 1), not by their count.
    expect(scores(run(body('avg')))).toEqual({ 0: fl(12.5 / 3), 1: 1, 2: fl(22 / 3), 3: 1, 4: 1 });
    expect(scores(run(body('max')))).toEqual({ 0: 10.5, 1: 5, 2: 20, 3: 1, 4: 1 });
    expect(scores(run(body('min')))).toEqual({ 0: 2, 1: 5, 2: 2, 3: 1, 4: 1 });
    expect(scores(run(body('first')))).toEqual({ 0: 2, 1: 5, 2: 2, 3: 1, 4: 1 });
  });
  it('combines with the query score by boost_mode, the function capped at max_boost (CombineFunction)', () => {
    const q = { match: { message: 'elasticsearch' } };
    const body = (boost_mode: string, max_boost?: number) => ({ query: { function_score: { query: q, weight: 4, boost_mode, ...(max_boost ? { max_boost } : {}) } } });
    expect(scores(run(body('sum')))['0']).toBe(fl(BM25 + 4));
    expect(scores(run(body('avg')))['0']).toBe(fl((4 + BM25) / 2));
    expect(scores(run(body('min')))['0']).toBe(BM25);
    expect(scores(run(body('max')))['0']).toBe(4);
    expect(scores(run(body('replace')))['0']).toBe(4);
    expect(scores(run(body('multiply', 2)))['0']).toBe(fl(BM25 * 2));
    expect(combine('sum', 1, 10, fl(3))).toBe(4);
  });
  it('boost multiplies the query score, before the functions (BoostQuery → subQuery.createWeight(boost))', () => {
    const q = { match: { message: 'elasticsearch' } };
    // 2 × 1.6943598 as a term weight is 3.3887196 (compound.test.ts); then + weight 4 (sum).
    expect(scores(run({ query: { function_score: { query: q, weight: 4, boost: 2, boost_mode: 'sum' } } }))['0']).toBe(fl(3.3887196 + 4));
    // replace does not read the query score, so the boost is lost.
    expect(scores(run({ query: { function_score: { query: q, weight: 4, boost: 2, boost_mode: 'replace' } } }))['0']).toBe(4);
  });
  it('min_score drops what scores below it, from hits and total (MinScoreScorer)', () => {
    const r = run({ query: { function_score: { field_value_factor: { field: 'price' }, boost_mode: 'replace', min_score: 7 } } });
    expect(scores(r)).toEqual({ 0: 10.5, 2: 20, 3: 7 });
    expect(r.hits.total.value).toBe(3);
    // Sorted by a field (not on the engine), min_score still decides what matches.
    const sorted = run({ sort: [{ price: 'asc' }], query: { function_score: { field_value_factor: { field: 'price' }, boost_mode: 'replace', min_score: 7 } } });
    expect(sorted.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['3', '0', '2']);
  });
  it('no functions: the query score, min_score applied', () => {
    const r = run({ query: { function_score: { query: { match: { message: 'elasticsearch' } } } } });
    expect(scores(r)).toEqual({ 0: BM25 });
  });
});

describe('function_score: decay functions', () => {
  it('gauss, exp and linear on a number: evaluate(max(0, |v − origin| − offset), processScale(scale, decay))', () => {
    const origin = 10;
    const scale = 5;
    const offset = 1;
    const decay = 0.3;
    const dist = (v: number) => Math.max(0, Math.abs(v - origin) - offset);
    const gs = (0.5 * scale ** 2) / Math.log(decay);
    const es = Math.log(decay) / scale;
    const ls = scale / (1 - decay);
    const fnOf: Record<string, (d: number) => number> = {
      gauss: (d) => Math.exp((0.5 * d ** 2) / gs),
      exp: (d) => Math.exp(es * d),
      linear: (d) => Math.max(0, (ls - d) / ls),
    };
    for (const kind of ['gauss', 'exp', 'linear']) {
      const r = run({ query: { function_score: { [kind]: { price: { origin, scale, offset, decay } }, boost_mode: 'replace' } } });
      const prices = [10.5, 3, 20, 7, 1];
      expect(scores(r), kind).toEqual(Object.fromEntries(prices.map((p, i) => [String(i), fl(fnOf[kind]!(dist(p)))])));
    }
  });
  it('on a date: origin as date math, scale and offset as time values; a missing value scores 1', () => {
    const r = run({ query: { function_score: { gauss: { born: { origin: '2020-01-01', scale: '10d' } }, boost_mode: 'replace' } } });
    const gs = (0.5 * 864e6 ** 2) / Math.log(0.5);
    const g = (days: number) => fl(Math.exp((0.5 * (days * 864e5) ** 2) / gs));
    expect(scores(r)).toEqual({ 0: 1, 1: g(10), 2: g(31), 3: 1, 4: g(5) });
  });
  it('multi_value_mode picks the distance (MultiValueMode.select over the sorted distances)', () => {
    const body = (multi_value_mode: string) => ({ query: { function_score: { query: { ids: { values: ['4'] } }, linear: { n: { origin: 0, scale: 20 }, multi_value_mode }, boost_mode: 'replace' } } });
    // n = [16, 2]: min distance 2, max 16, avg 9, sum 18; processScale(20, 0.5) = 40.
    expect(scores(run(body('min')))['4']).toBe(fl((40 - 2) / 40));
    expect(scores(run(body('max')))['4']).toBe(fl((40 - 16) / 40));
    expect(scores(run(body('avg')))['4']).toBe(fl((40 - 9) / 40));
    expect(scores(run(body('sum')))['4']).toBe(fl((40 - 18) / 40));
  });
  it("the shard's errors: unknown field, missing origin, scale ≤ 0, unknown parameter", () => {
    const err = (gauss: Json) => run({ query: { function_score: { gauss } } }).error;
    expect(err({ nope: { origin: 1, scale: 1 } }).root_cause[0]).toMatchObject({ type: 'parsing_exception', reason: 'unknown field [nope]' });
    expect(err({ price: { scale: 1 } }).root_cause[0]).toMatchObject({ type: 'parse_exception', reason: 'both [scale] and [origin] must be set for numeric fields.' });
    expect(err({ price: { origin: 1, scale: 0 } }).root_cause[0]).toMatchObject({ type: 'query_shard_exception', reason: 'failed to create query: function_score : scale must be > 0.0.' });
    expect(err({ price: { origin: 1, scale: 1, foo: 2 } }).root_cause[0]).toMatchObject({ type: 'parse_exception', reason: 'parameter [foo] not supported!' });
  });
});

describe('function_score: random_score', () => {
  it('refuses a seed on `_id` on ES 8 (field data on _id is off by default) and hashes it on ES 7', () => {
    // Elasticsearch's search/610_function_score.yml: /Fielddata access on the _id field is disallowed/;
    // IdFieldMapper's message, wrapped by the shard's QueryShardException "failed to create query".
    const body = { query: { function_score: { random_score: { seed: 10, field: '_id' } } } };
    const r = run(body);
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0]).toMatchObject({ type: 'query_shard_exception', reason: 'failed to create query: Fielddata access on the _id field is disallowed, you can re-enable it by updating the dynamic cluster setting: indices.id_field_data.enabled' });
    expect(r.error.failed_shards[0].reason.caused_by.type).toBe('illegal_argument_exception');
    expect(run(body, 'elasticsearch@7.17.0' as never).hits.hits).toHaveLength(5);
  });
  it('is in [0, 1), the same for the same seed and field, and differs by seed', () => {
    const body = (seed: Json) => ({ query: { function_score: { random_score: { seed, field: '_seq_no' }, boost_mode: 'replace' } } });
    const a = scores(run(body(42)));
    expect(scores(run(body(42)))).toEqual(a);
    expect(scores(run(body('42')))).not.toEqual(a);
    for (const v of Object.values(a)) expect(v >= 0 && v < 1).toBe(true);
  });
  it('hashes the field value with the salted seed (RandomScoreFunction, BitMixer.mix32, murmurhash3_x86_32)', () => {
    // index "i": "i".hashCode() = 105; salt = (105 << 10) | shard 0 = 107520; seed 1.
    const mix32 = (k: number) => {
      k = Math.imul(k ^ (k >>> 16), 0x85ebca6b);
      k = Math.imul(k ^ (k >>> 13), 0xc2b2ae35);
      return k ^ (k >>> 16);
    };
    const salted = mix32(1 ^ 107520);
    const r = run({ query: { function_score: { query: { ids: { values: ['3'] } }, random_score: { seed: 1, field: 'tag' }, boost_mode: 'replace' } } });
    // murmurhash3_x86_32 of the single byte "c" (0x63) with seed `salted`, by the algorithm's tail and finalisation.
    let k = Math.imul(0x63, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    let h = salted ^ k;
    h ^= 1;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    expect(scores(r)['3']).toBe(fl((h & 0xffffff) / 2 ** 24));
  });
});

describe('function_score: parse errors (FunctionScoreQueryBuilder.fromXContent)', () => {
  const err = (fs: Json) => run({ query: { function_score: fs } }).error.root_cause[0];
  it('answers them as ES words them', () => {
    expect(err({ random_score: {}, weight: 2 })).toMatchObject({ type: 'parsing_exception', reason: 'failed to parse [function_score] query. already found function [random_score], now encountering [weight]. use [functions] array if you want to define several functions.' });
    expect(err({ functions: [{ weight: 1 }], random_score: {} })).toMatchObject({ reason: 'failed to parse [function_score] query. [you can either define [functions] array or a single function, not both. already found [functions] array, now encountering [random_score].]' });
    expect(err({ foo: 1 })).toMatchObject({ reason: 'failed to parse [function_score] query. field [foo] is not supported' });
    expect(err({ functions: [{ filter: { match_all: {} } }] })).toMatchObject({ reason: 'failed to parse [function_score] query. an entry in functions list is missing a function.' });
    expect(err({ score_mode: 'foo' })).toMatchObject({ type: 'illegal_argument_exception', reason: 'No enum constant org.elasticsearch.common.lucene.search.function.FunctionScoreQuery.ScoreMode.FOO' });
    expect(err({ weight: -1 })).toMatchObject({ type: 'illegal_argument_exception', reason: '[weight] cannot be negative  for a filtering function' });
    expect(err({ field_value_factor: { factor: 2 } })).toMatchObject({ reason: "[field_value_factor] required field 'field' missing" });
    expect(err({ nope: {} }).type).toBe('named_object_not_found_exception');
  });
});

describe('function_score: explain', () => {
  it('explains as CustomBoostFactorWeight does, its value the score', () => {
    const r = run({ explain: true, query: { function_score: { query: { match: { message: 'elasticsearch' } }, functions: [{ filter: { term: { tag: 'a' } }, weight: 3 }, { field_value_factor: { field: 'n', modifier: 'sqrt' } }], score_mode: 'sum' } } });
    const h = r.hits.hits[0];
    const e = h._explanation;
    expect(e.value).toBe(h._score);
    expect(h._score).toBe(fl(BM25 * (3 + 2)));
    expect(e.description).toBe('function score, product of:');
    expect(e.details[1].description).toBe('min of:');
    const factor = e.details[1].details[0];
    expect(factor.description).toBe('function score, score mode [sum]');
    expect(factor.details[0].description).toBe('function score, product of:');
    expect(factor.details[0].details[0].description).toBe('match filter: tag:a');
    expect(factor.details[1].description).toBe("field value function: sqrt(doc['n'].value * factor=1.0)");
    expect(e.details[1].details[1]).toEqual({ value: 3.4028235e38, description: 'maxBoost', details: [] });
  });
});
