/**
 * script_score and script queries, and the script_score function of function_score. Values follow
 * ScriptScoreQuery.ScriptScorer ((float) script × boost, the sub query scored with boost 1),
 * ScoreScriptUtils (saturation value/(k+value), sigmoid, the decay functions, randomScore) and
 * ScriptScoreFunction; errors are ES's (a runtime error is the shard's script_exception; `doc` on an
 * unmapped field "No field found for [x] in mapping"; an empty field's `.value` the IllegalStateException).
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../../json.ts';
import type { ApiResult } from '../../../handler.ts';
import { search } from '../../../apis/search.ts';
import { cluster, env, index, request } from '../../testkit.ts';
import { errorEnvelope, isEsError } from '../../../errors/index.ts';
import { javaFloatText } from '../explanation.ts';

const BM25 = 1.6943598;
const fl = (x: number) => Number(javaFloatText(Math.fround(x)));
const props = { message: { type: 'text' }, n: { type: 'long' }, price: { type: 'double' }, born: { type: 'date' }, tag: { type: 'keyword' } };
const docs: [string, Record<string, Json>][] = [
  ['0', { message: 'Elasticsearch search engine', n: 4, price: 10.5, born: '2020-01-01', tag: 'a' }],
  ['1', { message: 'one two three four five six', n: 9, price: 3, born: '2020-01-11', tag: 'b' }],
  ['2', { message: 'one two three four five six', n: 1, price: 20, tag: 'a' }],
  ['3', { message: 'one two three four five six', price: 7, tag: 'c' }],
  ['4', { message: 'one two three four five six', n: [16, 2], price: 1, born: '2020-01-06' }],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json): any {
  const st = cluster(index('i', props, docs as never));
  const r = search(st, request('search', { index: 'i' }, {}, body), env('es8'));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const scores = (r: { hits: { hits: { _id: string; _score: number }[] } }) => Object.fromEntries(r.hits.hits.map((h) => [h._id, h._score]));
const ss = (source: string, extra: Record<string, Json> = {}, query: Json = { exists: { field: 'n' } }) => ({ query: { script_score: { query, script: { source, ...extra } } } });

describe('script_score query', () => {
  it("scores doc['field'].value, params and _score; boost multiplies the script's float", () => {
    expect(scores(run(ss("doc['n'].value * params.f", { params: { f: 2 } })))).toEqual({ 0: 8, 1: 18, 2: 2, 4: 4 });
    const r = run({ query: { script_score: { query: { match: { message: 'elasticsearch' } }, script: '_score * 2', boost: 3 } } });
    // The sub query is scored with boost 1; the script's value is cast to float, then × boost.
    expect(scores(r)).toEqual({ 0: fl(fl(BM25 * 2) * 3) });
  });
  it('size(), empty and values of a multi-valued field (sorted doc values)', () => {
    const r = run(ss("doc['n'].size() * 10 + (doc['n'].empty ? 1 : 0) + (doc['n'].size() > 0 ? doc['n'][0] : 0)", {}, { match_all: {} }));
    expect(scores(r)).toEqual({ 0: 14, 1: 19, 2: 11, 3: 1, 4: 22 });
  });
  it('the score functions: saturation, sigmoid, decayNumericLinear, decayDateGauss (ScoreScriptUtils)', () => {
    expect(scores(run(ss("saturation(doc['n'].value, 4)")))['1']).toBe(fl(9 / (4 + 9)));
    expect(scores(run(ss("sigmoid(doc['n'].value, 2, 3)")))['0']).toBe(fl(64 / (8 + 64)));
    // DecayNumericLinear: scaling = scale / (1 − decay) = 10 / 0.5 = 20; distance max(0, |9 − 0| − 1) = 8.
    expect(scores(run(ss("decayNumericLinear(0, 10, 1, 0.5, doc['n'].value)")))['1']).toBe(fl((20 - 8) / 20));
    const gs = (0.5 * 864e6 ** 2) / Math.log(0.5);
    const r = run(ss("decayDateGauss('2020-01-01', '10d', '0d', 0.5, doc['born'].value)", {}, { exists: { field: 'born' } }));
    expect(scores(r)['1']).toBe(fl(Math.exp((0.5 * (10 * 864e5) ** 2) / gs)));
  });
  it('min_score keeps what scores at least it', () => {
    const r = run({ query: { script_score: { query: { exists: { field: 'n' } }, script: "doc['n'].value", min_score: 4 } } });
    expect(scores(r)).toEqual({ 0: 4, 1: 9 });
    expect(r.hits.total.value).toBe(2);
  });
  it("a negative score fails the shard (ScriptScorer's IllegalArgumentException)", () => {
    const e = run(ss("-1 * doc['n'].value"));
    expect(e.status).toBe(400);
    expect(e.error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: 'script_score script returned an invalid score [-4.0] for doc [0]. Must be a non-negative score!' });
  });
  it('runtime and compile errors as ES prints them', () => {
    const missing = run(ss("doc['n'].value", {}, { match_all: {} }));
    expect(missing.error.root_cause[0]).toMatchObject({ type: 'script_exception', reason: 'runtime error', lang: 'painless' });
    expect(missing.error.failed_shards[0].reason.caused_by).toEqual({ type: 'illegal_state_exception', reason: "A document doesn't have a value for a field! Use doc[<field>].size()==0 to check if a document is missing a field!" });
    const unmapped = run(ss("doc['nope'].value"));
    expect(unmapped.error.failed_shards[0].reason.caused_by).toEqual({ type: 'illegal_argument_exception', reason: 'No field found for [nope] in mapping' });
    const compile = run(ss('doc[.value'));
    expect(compile.error.root_cause[0]).toMatchObject({ type: 'script_exception', reason: 'compile error' });
    expect(compile.error.failed_shards[0].reason.type).toBe('query_shard_exception');
    expect(run({ query: { script_score: { query: { match_all: {} } } } }).error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: 'Required [script]' });
  });
  it('explains as "script score function, computed with script"', () => {
    const r = run({ explain: true, query: { script_score: { query: { match: { message: 'elasticsearch' } }, script: '_score * 2' } } });
    const e = r.hits.hits[0]._explanation;
    expect(e.value).toBe(r.hits.hits[0]._score);
    expect(e.description).toBe('script score function, computed with script:"Script{type=inline, lang=\'painless\', idOrCode=\'_score * 2\', options={}, params={}}"');
    expect(e.details[0].description).toBe('_score: ');
  });
});

describe('script query', () => {
  it('filters by the script, scoring its boost', () => {
    const r = run({ query: { script: { script: { source: "doc['price'].value > params.min", params: { min: 5 } }, boost: 2 } } });
    expect(scores(r)).toEqual({ 0: 2, 2: 2, 3: 2 });
    const inBool = run({ query: { bool: { filter: { script: { script: "doc['tag'].size() > 0 && doc['tag'].value == 'a'" } } } } });
    expect(Object.keys(scores(inBool))).toEqual(['0', '2']);
  });
  it("ES's parse errors", () => {
    expect(run({ query: { script: {} } }).error.root_cause[0]).toMatchObject({ type: 'parsing_exception', reason: 'script must be provided with a [script] query' });
    expect(run({ query: { script: { script: 'true', foo: 1 } } }).error.root_cause[0]).toMatchObject({ reason: '[script] query does not support [foo]' });
  });
});

describe('function_score script_score function', () => {
  it('is the script with _score the query score (ScriptScoreFunction)', () => {
    const r = run({ query: { function_score: { query: { match: { message: 'elasticsearch' } }, script_score: { script: { source: '_score + params.a', params: { a: 1 } } }, boost_mode: 'replace' } } });
    expect(scores(r)).toEqual({ 0: fl(BM25 + 1) });
    const neg = run({ query: { function_score: { script_score: { script: '-2' } } } });
    expect(neg.error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: 'script score function must not produce negative scores, but got: [-2.0]' });
  });
});

describe('_script sort', () => {
  it('sorts by a number or a string script (ScriptSortBuilder), printing the keys', () => {
    const r = run({ query: { exists: { field: 'n' } }, sort: [{ _script: { type: 'number', script: { source: "doc['n'].value * params.m", params: { m: -1 } }, order: 'asc' } }] });
    expect(r.hits.hits.map((h: { _id: string; sort: number[] }) => [h._id, h.sort[0]])).toEqual([['1', -9], ['0', -4], ['4', -2], ['2', -1]]);
    const s = run({ query: { exists: { field: 'tag' } }, sort: [{ _script: { type: 'string', script: "doc['tag'].value + '-x'", order: 'desc' } }] });
    expect(s.hits.hits.map((h: { sort: string[] }) => h.sort[0])).toEqual(['c-x', 'b-x', 'a-x', 'a-x']);
  });
  it("an unknown type, and a runtime error as the shard's script_exception", () => {
    expect(run({ sort: [{ _script: { type: 'foo', script: '1' } }] }).error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: 'Unknown ScriptSortType [foo]' });
    expect(run({ sort: [{ _script: { type: 'number', script: "doc['n'].value" } }] }).error.root_cause[0]).toMatchObject({ type: 'script_exception', reason: 'runtime error' });
  });
});
