/**
 * The sparse_vector query with a `query_vector` (SparseVectorQueryBuilder, ES 8.15; the 8.x docs page
 * query-dsl/sparse-vector-query): one FeatureField.newLinearQuery per token, summed; a stored weight keeps 9 bits
 * of mantissa (FeatureField), so 0.2 counts as 0.19970703. Our own data.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../json.ts';
import type { ApiResult } from '../handler.ts';
import type { ProfileName } from '../../profiles.ts';
import { search } from '../apis/search.ts';
import { cluster, env, index, request } from './testkit.ts';
import { errorEnvelope, isEsError } from '../errors/index.ts';

const st = cluster(
  index('sv', { tokens: { type: 'sparse_vector' } }, [
    ['1', { tokens: { dog: 1.5, cat: 0.2 } }],
    ['2', { tokens: { cat: 2.0 } }],
    ['3', { tokens: { fish: 3.0 } }],
  ]),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(query: Json, profile: ProfileName = 'es8'): any {
  const r = search(st, request('search', { index: 'sv' }, {}, { query, _source: false }), env(profile));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}

describe('sparse_vector query', () => {
  it('sums weight × stored value over the tokens a document has', () => {
    const r = run({ sparse_vector: { field: 'tokens', query_vector: { dog: 0.5, cat: 1.0 } } });
    expect(r.hits.hits).toEqual([
      { _index: 'sv', _id: '2', _score: 2.0 },
      { _index: 'sv', _id: '1', _score: 0.94970703 },
    ]);
  });
  it('needs a query_vector or an inference_id; an inference_id is not simulated; before 8.15 it is unknown', () => {
    expect(run({ sparse_vector: { field: 'tokens' } }).error.reason).toBe('[sparse_vector] requires one of [query_vector] or [inference_id]');
    expect(run({ sparse_vector: { field: 'tokens', inference_id: 'elser', query: 'dog' } }).status).toBe(400);
    expect(run({ sparse_vector: { field: 'tokens', query_vector: { dog: 1 } } }, 'elasticsearch@8.14.3' as ProfileName).error.type).toBe('parsing_exception');
  });
  it('a field the index does not map as sparse_vector matches nothing', () => {
    expect(run({ sparse_vector: { field: 'nope', query_vector: { dog: 1 } } }).hits.total.value).toBe(0);
  });
});
