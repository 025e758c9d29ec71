/**
 * The int4 and bbq index types through the API (knnLeafScorer.ts, vectorField.ts, denseVectorDefaults.ts), on data of
 * our own: bbq scored by its estimate from 8.18 (41_knn_search_bbq_hnsw.yml / 42_knn_search_bbq_flat.yml require the
 * capability optimized_scalar_quantization_bbq for their orders), the index-level `rescore_vector` (8.18; its
 * `oversample: 0` and the bbq default of 3 from 8.19 / 9.1: the same file's "Test index configured rescore vector
 * score consistency" and "default oversample value"), 9.1's bbq_hnsw default for 384 dims or more
 * (DenseVectorFieldMapper.BBQ_DIMS_DEFAULT_THRESHOLD), BBQ_MIN_DIMS, and int4 quantized where its quantiles are
 * static (a confidence_interval given).
 */
import { describe, expect, it } from 'vitest';
import { step } from '../../step.ts';
import { emptyState } from '../../state.ts';
import { isEsError } from '../../errors/index.ts';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import type { ProfileName } from '../../../profiles.ts';
import { env, request } from '../testkit.ts';
import { vectorScore } from './similarity.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** 64-dim vectors of our own: smooth waves with a per-document phase. */
const vec = (phase: number, dims = 64): number[] => Array.from({ length: dims }, (_, i) => Math.fround(Math.round(Math.sin(i * 0.37 + phase) * 1000) / 1000));
const DOCS = [0.1, 0.5, 0.9, 1.6, 2.4].map((p) => vec(p));
const QUERY = vec(0.3);

function run(profile: ProfileName, field: Json, docs: number[][], search?: Json): { mapping: Body; hits: [string, number][] } | { error: string } {
  const s = emptyState();
  const e = env(profile);
  const c = step(s, request('indices.create', { index: 'v' }, {}, { mappings: { properties: { v: field } } }), e);
  if (isEsError(c)) return { error: c.cause.reason! };
  // One segment for all (a one-vector segment is its own centroid, where every estimator is exact).
  docs.forEach((v, i) => step(s, request('index', { index: 'v', id: String(i + 1) }, {}, { v }), e));
  step(s, request('indices.refresh', { index: 'v' }, {}, undefined), e);
  const m = step(s, request('indices.get_mapping', { index: 'v' }, {}, undefined), e) as ApiResult;
  const mapping = JSON.parse(encodeJson(m.body)).v.mappings.properties.v as Body;
  if (search === undefined) return { mapping, hits: [] };
  const r = step(s, request('search', { index: 'v' }, {}, { knn: search }), e) as ApiResult;
  const body = JSON.parse(encodeJson(r.body)) as Body;
  // Scores are printed as floats (their shortest digits): read back as the float they are.
  return { mapping, hits: body.hits.hits.map((h: Body) => [h._id, Math.fround(h._score)]) };
}
const knn = (extra: Json = {}): Json => ({ field: 'v', query_vector: QUERY, k: 3, num_candidates: 5, ...(extra as object) });
const exactTop3 = (sim: 'l2_norm' | 'max_inner_product' = 'l2_norm'): [string, number][] =>
  DOCS.map((d, i) => [String(i + 1), vectorScore(sim, QUERY.map(Math.fround), d)] as [string, number]).sort((a, b) => b[1] - a[1]).slice(0, 3);
const hitsOf = (r: ReturnType<typeof run>) => ('hits' in r ? r.hits : r);

describe('bbq index types', () => {
  const bbq = { type: 'dense_vector', dims: 64, similarity: 'l2_norm', index_options: { type: 'bbq_flat' } };
  it('8.18: scored by the estimate, not the float similarity; 8.17 by ES816\'s, another one', () => {
    const est = hitsOf(run('elasticsearch@8.18.0', bbq, DOCS, knn())) as [string, number][];
    const exact = exactTop3().map((h) => h[1]);
    expect(est.map((h) => h[1])).not.toEqual(exact);
    const est816 = hitsOf(run('elasticsearch@8.17.0', bbq, DOCS, knn())) as [string, number][];
    expect(est816.map((h) => h[1])).not.toEqual(exact);
    expect(est816.map((h) => h[1])).not.toEqual(est.map((h) => h[1]));
  });
  it('8.19: the mapping prints rescore_vector {oversample: 3}, so the best k are rescored on their floats', () => {
    const r = run('elasticsearch@8.19.0', bbq, DOCS, knn());
    expect('mapping' in r && r.mapping.index_options).toEqual({ type: 'bbq_flat', rescore_vector: { oversample: 3 } });
    expect(hitsOf(r)).toEqual(exactTop3());
    expect('mapping' in run('elasticsearch@8.18.0', bbq, DOCS) && (run('elasticsearch@8.18.0', bbq, DOCS) as Body).mapping.index_options).toEqual({ type: 'bbq_flat' });
  });
  it('index-level oversample 0 turns rescoring off; a search-level rescore_vector still rescores', () => {
    const off = { ...bbq, index_options: { type: 'bbq_hnsw', rescore_vector: { oversample: 0 } } };
    const est = hitsOf(run('elasticsearch@9.1.0', off, DOCS, knn())) as [string, number][];
    expect(est.map((h) => h[1])).not.toEqual(exactTop3().map((h) => h[1]));
    expect(hitsOf(run('elasticsearch@9.1.0', off, DOCS, knn({ rescore_vector: { oversample: 2 } })))).toEqual(exactTop3());
  });
  it('fewer than 64 dims are refused (BBQ_MIN_DIMS)', () => {
    expect(run('elasticsearch@8.19.0', { ...bbq, dims: 42 }, [])).toEqual({ error: 'Failed to parse mapping: bbq_flat does not support dimensions fewer than 64; provided=42' });
  });
});

describe("9.1's default index options (DEFAULT_DENSE_VECTOR_TO_BBQ_HNSW)", () => {
  const field = (dims: number) => ({ type: 'dense_vector', dims });
  it('384 dims or more: bbq_hnsw with the default oversample; fewer, or 9.0: int8_hnsw', () => {
    const opts = (p: ProfileName, dims: number) => (run(p, field(dims), []) as Body).mapping.index_options;
    expect(opts('elasticsearch@9.1.0', 384)).toEqual({ type: 'bbq_hnsw', m: 16, ef_construction: 100, rescore_vector: { oversample: 3 } });
    expect(opts('elasticsearch@9.1.0', 383)).toEqual({ type: 'int8_hnsw', m: 16, ef_construction: 100 });
    expect(opts('elasticsearch@9.0.0', 768)).toEqual({ type: 'int8_hnsw', m: 16, ef_construction: 100 });
    expect(opts('elasticsearch@8.19.0', 768)).toEqual({ type: 'int8_hnsw', m: 16, ef_construction: 100 });
  });
});

describe('int4 index types', () => {
  const int4 = (extra: Json = {}) => ({ type: 'dense_vector', dims: 64, similarity: 'l2_norm', index_options: { type: 'int4_flat', ...(extra as object) } });
  it('a confidence_interval given: scored on 4-bit quantized vectors; none (dynamic quantiles, JVM-wide random draws): on the floats', () => {
    const q = hitsOf(run('elasticsearch@8.19.0', int4({ confidence_interval: 0.95 }), DOCS, knn())) as [string, number][];
    expect(q.map((h) => h[1])).not.toEqual(exactTop3().map((h) => h[1]));
    expect(hitsOf(run('elasticsearch@8.19.0', int4(), DOCS, knn()))).toEqual(exactTop3());
  });
});
