/** The vector field a knn search or query names, checked on one index as its shard checks it. */
import type { IndexState } from '../../state.ts';
import type { Env } from '../../handler.ts';
import { knnDimsMismatch, knnFieldNotIndexed, knnFieldUnmapped, knnNotVectorField, type EsError } from '../../errors/index.ts';
import { vectorField, type VectorField } from './vectorField.ts';

/** Why the field cannot be searched on an index, as the shard reports it, or its vector field. */
export function knnFieldOn(index: IndexState, env: Pick<Env, 'profile' | 'now'>, field: string, dims: number, phase: string): VectorField | EsError {
  const vf = vectorField(index, env.profile, field);
  if (vf === 'unmapped') return knnFieldUnmapped(field, index, phase);
  if (vf === 'not-vector') return knnNotVectorField(index, phase);
  if (!vf.indexed) return knnFieldNotIndexed(field, index, phase);
  if (vf.dims !== undefined && vf.dims !== dims) return knnDimsMismatch(dims, vf.dims, index, phase);
  return vf;
}

