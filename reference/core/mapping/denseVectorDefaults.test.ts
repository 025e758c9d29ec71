/**
 * Tests of a dense_vector's defaults as the mapping stores and prints them (denseVectorDefaults.ts) and of the dynamic
 * mapping of float arrays to dense_vector (infer.ts, mapDynamicVector), from Elasticsearch's search.vectors tests
 * 80_dense_vector_indexed_by_default.yml and 60_dense_vector_dynamic_mapping.yml, on data of our own.
 */
import { describe, expect, it } from 'vitest';
import { step } from '../step.ts';
import { emptyState, type ClusterState as State } from '../state.ts';
import { isEsError } from '../errors/index.ts';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import type { ProfileName } from '../../profiles.ts';
import { env, request } from '../search/testkit.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function call(s: State, profile: ProfileName, api: string, parts: Record<string, string>, body?: Json): Body {
  const r = step(s, request(api, parts, api === 'index' ? { refresh: 'true' } : {}, body), env(profile));
  if (isEsError(r)) return { error: r.cause.reason, causedBy: r.cause.causedBy?.reason, status: r.status };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}

function fieldAfter(profile: ProfileName, doc: Json, mappings?: Json): Body {
  const s = emptyState();
  if (mappings) call(s, profile, 'indices.create', { index: 'v' }, { mappings });
  const w = call(s, profile, 'index', { index: 'v', id: '1' }, doc);
  if (w.error) return w;
  return call(s, profile, 'indices.get_mapping', { index: 'v' }).v.mappings.properties;
}

/** n floats of our own, none a whole number (each maps dynamically as `float`). */
const floats = (n: number, seed = 1) => Array.from({ length: n }, (_, i) => Math.round(((i * 37 + seed * 11) % 200) - 99.5) + 0.25);

describe('dense_vector defaults printed by GET _mapping', () => {
  const mapped = (profile: ProfileName, def: Json) => {
    const s = emptyState();
    call(s, profile, 'indices.create', { index: 'v' }, { mappings: { properties: { f: def } } });
    return call(s, profile, 'indices.get_mapping', { index: 'v' }).v.mappings.properties.f;
  };
  it('8.14+: indexed, cosine, int8_hnsw (m 16, ef_construction 100) for floats; none for bytes', () => {
    expect(mapped('elasticsearch@8.19.0', { type: 'dense_vector', dims: 5 })).toEqual({ type: 'dense_vector', dims: 5, index: true, similarity: 'cosine', index_options: { type: 'int8_hnsw', m: 16, ef_construction: 100 } });
    expect(mapped('elasticsearch@8.19.0', { type: 'dense_vector', dims: 5, element_type: 'byte' })).toEqual({ type: 'dense_vector', element_type: 'byte', dims: 5, index: true, similarity: 'cosine' });
    expect(mapped('elasticsearch@8.19.0', { type: 'dense_vector', dims: 16, element_type: 'bit' }).similarity).toBe('l2_norm');
  });
  it('given HNSW options are completed; an unindexed field prints index false only', () => {
    expect(mapped('elasticsearch@8.19.0', { type: 'dense_vector', dims: 5, similarity: 'l2_norm', index_options: { type: 'hnsw', m: 32 } }).index_options).toEqual({ type: 'hnsw', m: 32, ef_construction: 100 });
    expect(mapped('elasticsearch@8.19.0', { type: 'dense_vector', dims: 5, index: false })).toEqual({ type: 'dense_vector', dims: 5, index: false });
  });
  it('8.11 to 8.13: indexed and cosine, no index_options; before 8.11 what was given', () => {
    expect(mapped('elasticsearch@8.13.4', { type: 'dense_vector', dims: 5 })).toEqual({ type: 'dense_vector', dims: 5, index: true, similarity: 'cosine' });
    expect(mapped('elasticsearch@8.10.4', { type: 'dense_vector', dims: 5 })).toEqual({ type: 'dense_vector', dims: 5 });
  });
  it('putting the same short definition again is no conflict', () => {
    const s = emptyState();
    call(s, 'elasticsearch@8.19.0', 'indices.create', { index: 'v' }, { mappings: { properties: { f: { type: 'dense_vector', dims: 5 } } } });
    expect(call(s, 'elasticsearch@8.19.0', 'indices.put_mapping', { index: 'v' }, { properties: { f: { type: 'dense_vector', dims: 5 } } })).toEqual({ acknowledged: true });
  });
  it('dims past 4096 or below 1 are refused (MAX_DIMS_COUNT), in a dynamic template too', () => {
    const s = emptyState();
    expect(call(s, 'elasticsearch@8.19.0', 'indices.create', { index: 'v' }, { mappings: { properties: { f: { type: 'dense_vector', dims: 4097 } } } }).status).toBe(400);
    const t = { dynamic_templates: [{ t: { match: '*vec*', mapping: { type: 'dense_vector', dims: 0 } } }] };
    expect(call(s, 'elasticsearch@8.19.0', 'indices.create', { index: 'w' }, { mappings: t }).status).toBe(400);
  });
});

describe('dynamic mapping of float arrays to dense_vector (8.11, DocumentParser.postProcessDynamicArrayMapping)', () => {
  it('128 to 4096 floats make a dense_vector of that many dims, with the defaults', () => {
    expect(fieldAfter('elasticsearch@8.19.0', { emb: floats(128) }).emb).toEqual({ type: 'dense_vector', dims: 128, index: true, similarity: 'cosine', index_options: { type: 'int8_hnsw', m: 16, ef_construction: 100 } });
    expect(fieldAfter('elasticsearch@8.19.0', { o: { emb: floats(4096) } }).o.properties.emb.dims).toBe(4096);
    expect(fieldAfter('elasticsearch@8.11.0', { emb: floats(300) }).emb).toEqual({ type: 'dense_vector', dims: 300, index: true, similarity: 'cosine' });
  });
  it('shorter or longer arrays, whole numbers, a mixed array, an explicit float or a template keep the default mapping', () => {
    expect(fieldAfter('elasticsearch@8.19.0', { emb: floats(127) }).emb.type).toBe('float');
    expect(fieldAfter('elasticsearch@8.19.0', { emb: floats(4097) }).emb.type).toBe('float');
    expect(fieldAfter('elasticsearch@8.19.0', { emb: Array.from({ length: 200 }, (_, i) => i) }).emb.type).toBe('long');
    expect(fieldAfter('elasticsearch@8.19.0', { emb: [...floats(150), 7] }).emb.type).toBe('float'); // 7 maps as long
    expect(fieldAfter('elasticsearch@8.19.0', { emb: floats(128) }, { properties: { emb: { type: 'float' } } }).emb.type).toBe('float');
    expect(fieldAfter('elasticsearch@8.19.0', { emb: floats(128) }, { dynamic_templates: [{ f: { match: 'emb', mapping: { type: 'float' } } }] }).emb.type).toBe('float');
    expect(fieldAfter('elasticsearch@8.10.4', { emb: floats(128) }).emb.type).toBe('float');
  });
  it('the dynamic vector then holds its dims', () => {
    const s = emptyState();
    call(s, 'elasticsearch@8.19.0', 'index', { index: 'v', id: '1' }, { emb: floats(128) });
    expect(call(s, 'elasticsearch@8.19.0', 'index', { index: 'v', id: '2' }, { emb: floats(13) }).causedBy).toMatch(/different number of dimensions/);
  });
  it('a template-made dense_vector checks the whole array against its dims', () => {
    const tpl = { dynamic_templates: [{ t: { match: '*vec*', mapping: { type: 'dense_vector', dims: 5, similarity: 'cosine' } } }] };
    expect(fieldAfter('elasticsearch@8.19.0', { my_vec: [1.5, 2.5, 3.5] }, tpl).causedBy).toMatch(/different number of dimensions/);
    expect(fieldAfter('elasticsearch@8.19.0', { my_vec: [1.5, 2.5, 3.5, 4.5, 5.5] }, tpl).my_vec.dims).toBe(5);
  });
});

describe('the default int8_hnsw is scored on quantized vectors (8.14+), as an explicit int8_hnsw is', () => {
  const scores = (profile: ProfileName, indexOptions?: Json) => {
    const s = emptyState();
    const vector = { type: 'dense_vector', dims: 4, similarity: 'l2_norm', ...(indexOptions ? { index_options: indexOptions } : {}) };
    call(s, profile, 'indices.create', { index: 'v' }, { mappings: { properties: { vector } } });
    for (let i = 1; i <= 12; i++) call(s, profile, 'index', { index: 'v', id: String(i) }, { vector: [0.5, 1.5, 2.5, i + 0.25] });
    const r = call(s, profile, 'search', { index: 'v' }, { knn: { field: 'vector', query_vector: [0.5, 1.5, 2.5, 1.25], k: 12, num_candidates: 12 } });
    return r.hits.hits.map((h: Body) => h._score as number);
  };
  it('8.19: the default equals int8_hnsw and differs from hnsw; 8.13: the default is hnsw', () => {
    const int8 = scores('elasticsearch@8.19.0', { type: 'int8_hnsw' });
    expect(scores('elasticsearch@8.19.0')).toEqual(int8);
    expect(scores('elasticsearch@8.19.0', { type: 'hnsw' })).not.toEqual(int8);
    expect(scores('elasticsearch@8.13.4')).toEqual(scores('elasticsearch@8.13.4', { type: 'hnsw' }));
    expect(scores('elasticsearch@8.13.4', { type: 'hnsw' })[1]).toBe(0.5); // exact: 1 / (1 + 1²)
  });
});
