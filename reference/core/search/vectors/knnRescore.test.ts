/**
 * Tests of the knn `rescore_vector` option (knnRescore.ts, 8.18), after search.vectors/41_knn_search_byte_quantized.yml
 * "Vector rescoring has the same scoring as exact search for kNN section", on data of our own.
 */
import { describe, expect, it } from 'vitest';
import { step } from '../../step.ts';
import { emptyState } from '../../state.ts';
import { isEsError } from '../../errors/index.ts';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import type { ProfileName } from '../../../profiles.ts';
import { getProfile } from '../../../profiles.ts';
import { env, request } from '../testkit.ts';
import { oversampledK, readOversample } from './knnRescore.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const DOCS = [[3.5, -1.25, 7.0, 0.5], [2.75, 0.5, 6.5, -0.25], [-4.0, 2.5, 1.0, 3.75], [3.0, -0.75, 6.75, 1.0], [0.25, 0.125, -2.5, 9.5]];
const QV = [3.25, -1.0, 6.9, 0.6];

function search(profile: ProfileName, indexType: string, knn: Json, asQuery = false): Body {
  const s = emptyState();
  const e = env(profile);
  step(s, request('indices.create', { index: 'v' }, {}, { mappings: { properties: { v: { type: 'dense_vector', dims: 4, similarity: 'l2_norm', index_options: { type: indexType } } } } }), e);
  DOCS.forEach((v, i) => step(s, request('index', { index: 'v', id: String(i + 1) }, {}, { v }), e));
  const r = step(s, request('search', { index: 'v' }, {}, asQuery ? { query: { knn } } : { knn }), e);
  if (isEsError(r)) return { error: r.cause.reason, type: r.cause.type };
  return JSON.parse(encodeJson((r as ApiResult).body)) as Body;
}
const hits = (b: Body) => b.hits.hits.map((h: Body) => [h._id, h._score]);

describe('rescore_vector (8.18+)', () => {
  const knn = { field: 'v', query_vector: QV, k: 3, num_candidates: 3 };
  it('on int8_hnsw the best k are rescored on their float vectors: the exact scores of an hnsw field', () => {
    const exact = hits(search('elasticsearch@8.19.0', 'hnsw', knn));
    const quantized = hits(search('elasticsearch@8.19.0', 'int8_hnsw', knn));
    expect(quantized).not.toEqual(exact);
    expect(hits(search('elasticsearch@8.19.0', 'int8_hnsw', { ...knn, rescore_vector: { oversample: 2 } }))).toEqual(exact);
    expect(hits(search('elasticsearch@8.19.0', 'int8_flat', { ...knn, rescore_vector: { oversample: 1.5 } }, true))).toEqual(exact);
  });
  it('no effect on a field that is not quantized; not declared before 8.18', () => {
    const exact = hits(search('elasticsearch@8.19.0', 'hnsw', knn));
    expect(hits(search('elasticsearch@8.19.0', 'hnsw', { ...knn, rescore_vector: { oversample: 3 } }))).toEqual(exact);
    // 8.17's KnnSearchBuilder.PARSER (a strict ConstructingObjectParser) does not declare it: an unknown field.
    expect(search('elasticsearch@8.17.0', 'int8_hnsw', { ...knn, rescore_vector: { oversample: 3 } })).toMatchObject({ type: 'x_content_parse_exception', error: expect.stringContaining('[knn] unknown field [rescore_vector]') });
  });
  it('oversample is required, at least 1.0 (RescoreVectorBuilder); candidates ceil(k × oversample), at most 10,000', () => {
    expect(search('elasticsearch@8.19.0', 'int8_hnsw', { ...knn, rescore_vector: { oversample: 0.5 } })).toEqual({ type: 'x_content_parse_exception', error: 'Failed to build [rescore_vector] after last required field arrived' });
    expect(readOversample(getProfile('elasticsearch@8.19.0'), {})).toMatchObject({ cause: { reason: 'Required [oversample]' } });
    expect(oversampledK(3, Math.fround(1.5))).toBe(5);
    expect(oversampledK(5000, 3)).toBe(10_000);
  });
});

describe('a segment whose quantiles meet (one vector of one dimension)', () => {
  it('quantizes to 0 as Java rounds NaN, so every l2_norm score is 1, not NaN', async () => {
    const { quantize, quantizerOf, quantizedScore } = await import('./scalarQuantizer.ts');
    const q = quantizerOf([[2]], 0.9)!;
    const doc = quantize(q, [2], 'l2_norm');
    expect(doc.bytes).toEqual([0]);
    expect(quantizedScore('l2_norm', q, quantize(q, [0], 'l2_norm'), doc)).toBe(1);
  });
});
