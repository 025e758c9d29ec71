/**
 * dense_vector doc values and `hamming` in search scripts, as Elasticsearch's lang-painless YAML tests pin them:
 * 170/175_dense_vector(_byte)_script_access (`doc['v'].vectorValue`, `.magnitude`, size 0 or 1) and
 * 151_dense_vector_byte_hamming (`hamming` over byte vectors, a list or hex query; 8.15's ScoreScriptUtils.Hamming,
 * which refuses float fields). Our own data.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import { javaFloatToString } from '../../mapping/javaNumbers.ts';

const mapping = { f: { type: 'dense_vector', dims: 3 }, b: { type: 'dense_vector', dims: 3, element_type: 'byte' } };
const docs: [string, Record<string, Json>][] = [
  ['a', { f: [3, 4, 0], b: [3, 4, 0] }],
  ['c', { f: [0.5, 0.5, 0.5], b: [-1, 0, 7] }],
  ['none', {}],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(body: Json, profile = 'es8'): any {
  const st = cluster(index('i', mapping as never, docs as never));
  const r = search(st, request('search', { index: 'i' }, {}, body), env(profile as never));
  if (isEsError(r)) return JSON.parse(encodeJson(errorEnvelope(r) as Json));
  return JSON.parse(encodeJson((r as ApiResult).body as Json));
}

const fields = (script: string) => ({ script_fields: { x: { script } }, sort: ['_doc'] });
const scored = (source: string, params: Json) => ({ query: { script_score: { query: { exists: { field: 'f' } }, script: { source, params } } } });

describe('dense_vector doc values', () => {
  it('vectorValue is the float[] of the vector, magnitude its float length, size 0 or 1', () => {
    // A script field's float prints as Float.toString (170.86603), as ES's XContent writes a float.
    const r = run(fields("doc['f'].size() == 0 ? -1 : doc['f'].magnitude + doc['b'].vectorValue[2] * 10 + doc['f'].size() * 100"));
    expect(r.hits.hits.map((h: { fields: { x: number[] } }) => h.fields.x[0])).toEqual([105, Number(javaFloatToString(Math.fround(Math.fround(Math.sqrt(0.75)) + 170))), -1]);
  });
  it('a document without a vector fails vectorValue, and value is refused', () => {
    const missing = run({ query: { script_score: { query: { match_all: {} }, script: { source: "doc['f'].vectorValue[0]" } } } });
    expect(missing.error.failed_shards[0].reason.caused_by).toMatchObject({ type: 'illegal_argument_exception', reason: "A document doesn't have a value for a vector field!" });
    const value = run(fields("doc['f'].value"));
    expect(value.error.failed_shards[0].reason.caused_by.type).toBe('unsupported_operation_exception');
  });
});

describe('hamming', () => {
  it('counts the differing bits of byte vectors, the query a list or hex', () => {
    // [3,4,0] ^ [1,4,0] → 1 bit; [-1,0,7] ^ [1,4,0] → 7 + 1 + 3 = 11 bits.
    for (const q of [[1, 4, 0], '010400']) {
      const r = run(scored("hamming(params.q, 'b')", { q }));
      expect(r.hits.hits.map((h: { _id: string; _score: number }) => [h._id, h._score])).toEqual([['c', 11], ['a', 1]]);
    }
  });
  it('is no function before 8.15', () => {
    const r = run(scored("hamming(params.q, 'b')", { q: [1, 4, 0] }), 'elasticsearch@8.14.3');
    expect(r.error.root_cause[0]).toMatchObject({ type: 'script_exception', reason: 'compile error' });
  });
  it('refuses a float field', () => {
    const r = run(scored("hamming(params.q, 'f')", { q: [1, 4, 0] }));
    expect(r.error.root_cause[0].type).toBe('script_exception');
    expect(JSON.stringify(r)).toContain('hamming distance is only supported for byte or bit vectors');
  });
});

describe('l1norm and l2norm on a bit field (8.15+: BitKnnDenseVector, lang-painless 146_dense_vector_bit_basic)', () => {
  it('count the differing bits, and the root of that count; the query a list of bytes or hex', () => {
    const st = cluster(index('bits', { f: { type: 'dense_vector', dims: 8, index: true }, v: { type: 'dense_vector', element_type: 'bit', dims: 16, index: true } } as never, [['a', { f: [1, 1, 1, 1, 1, 1, 1, 1], v: [3, -1] }]] as never));
    for (const [source, q, score] of [["l1norm(params.q, 'v')", [1, 0], 9], ["l2norm(params.q, 'v')", '0100', 3]] as const) {
      const r = search(st, request('search', { index: 'bits' }, {}, scored(source, { q: q as Json })), env('elasticsearch@8.19.0'));
      expect((JSON.parse(encodeJson((r as ApiResult).body as Json)) as { hits: { hits: { _score: number }[] } }).hits.hits[0]!._score).toBe(score);
    }
  });
  it("a bit vector's magnitude is the root of its set bits (DenseVector.getBitMagnitude)", () => {
    const st = cluster(index('bits', { v: { type: 'dense_vector', element_type: 'bit', dims: 16, index: true } } as never, [['a', { v: [3, -1] }]] as never));
    const r = search(st, request('search', { index: 'bits' }, {}, { query: { script_score: { query: { match_all: {} }, script: { source: "doc['v'].magnitude" } } } }), env('elasticsearch@8.19.0'));
    expect((JSON.parse(encodeJson((r as ApiResult).body as Json)) as { hits: { hits: { _score: number }[] } }).hits.hits[0]!._score).toBe(3.1622777); // (float) Math.sqrt(10), printed as Java prints the float
  });
});

describe('vector functions given a query vector with a null or a string in it', () => {
  // FloatDenseVectorFunction unboxes each element (`Number.floatValue()`): a null is a NullPointerException, a
  // string a ClassCastException, both a script error of the shard. Found by a mutation probe (a crash before).
  it('fails the shard with the Java exception, not the server', () => {
    const nul = run(scored("l2norm(params.q, 'f')", { q: [1, null, 2] }));
    expect(nul.status).toBe(400);
    expect(nul.error.failed_shards[0].reason.caused_by.type).toBe('null_pointer_exception');
    const str = run(scored("cosineSimilarity(params.q, 'f')", { q: [1, 'x', 2] }));
    expect(str.error.failed_shards[0].reason.caused_by.type).toBe('class_cast_exception');
  });
});

