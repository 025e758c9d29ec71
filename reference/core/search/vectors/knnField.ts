/** The vector field a knn search or query names, checked on one index as its shard checks it. */
import type { IndexState } from '../../state.ts';
import type { Env } from '../../handler.ts';
import { knnDimsMismatch, knnFieldNotIndexed, knnFieldUnmapped, knnNotVectorField, knnUnmappedRefused, type EsError } from '../../errors/index.ts';
import { vectorField, type VectorField } from './vectorField.ts';

/**
 * Why the field cannot be searched on an index, as the shard reports it, or its vector field; `'none'`
 * where an unmapped field matches no documents (KnnVectorQueryBuilder.doToQuery, 8.16+).
 */
export function knnFieldOn(index: IndexState, env: Pick<Env, 'profile' | 'now'>, field: string, dims: number, phase: string): VectorField | 'none' | EsError {
  const vf = vectorField(index, env.profile, field);
  if (vf === 'unmapped') {
    if (!env.profile.knnUnmappedMatchesNone) return knnFieldUnmapped(field, index, phase);
    // SearchExecutionContext.getFieldType fails first where the index refuses unmapped fields.
    if (String(index.settings['index.query.parse.allow_unmapped_fields'] ?? 'true') === 'false') return knnUnmappedRefused(field, index, phase);
    return 'none';
  }
  if (vf === 'not-vector') return knnNotVectorField(index, phase);
  if (!vf.indexed) return knnFieldNotIndexed(field, index, phase);
  // A bit vector's query gives 8 dimensions a byte (ElementType.BIT.checkDimensions).
  const given = dims / vf.perDim;
  if (vf.dims !== undefined && vf.dims !== given) return knnDimsMismatch(env.profile, given, vf.dims, index, phase);
  return vf;
}
