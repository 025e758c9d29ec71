/**
 * The knn `rescore_vector` option (8.18, RescoreVectorBuilder; SearchCapabilities `knn_quantized_vector_rescore_oversample`):
 * on a quantized field, each shard gathers ceil(k × oversample) candidates (at most 10,000) by their quantized
 * scores, scores them again on the raw float vectors and keeps the best k (DenseVectorFieldType.createKnnQuery →
 * RescoreKnnVectorQuery). On a field that is not quantized it changes nothing (45_knn_search_byte.yml "Vector
 * rescoring has no effect for non-quantized vectors"). `oversample` is required and at least 1.0.
 */
import { isObject, type Json } from '../../json.ts';
import type { Profile } from '../../../profiles.ts';
import { knnInvalid, knnQueryBuildFailed, type EsError } from '../../errors/index.ts';
import type { ShardView } from '../engine/shardTypes.ts';
import { vectorScore } from './similarity.ts';
import { docVector, type VectorField } from './vectorField.ts';

/** DenseVectorFieldMapper's OVERSAMPLE_LIMIT: the most candidates rescoring gathers. */
const OVERSAMPLE_LIMIT = 10_000;

/** The `rescore_vector.oversample` of a knn body, undefined without one (or before 8.18, where it is not read), or why it is refused. */
export function readOversample(profile: Profile, v: Json | undefined): number | undefined | EsError {
  if (v === undefined || v === null || !profile.knnRescoreVector) return undefined;
  const over = isObject(v) ? v.oversample : undefined;
  // ConstructingObjectParser: the missing constructor argument, then the constructor's check wrapped.
  if (typeof over !== 'number') return knnInvalid('Required [oversample]');
  if (Math.fround(over) < 1) return knnQueryBuildFailed('[oversample] must be >= 1.0', 'rescore_vector');
  return Math.fround(over);
}

/** The candidates a shard gathers for k: Math.min((int) Math.ceil(k * oversample), OVERSAMPLE_LIMIT), the product in float. */
export function oversampledK(k: number, oversample: number): number {
  return Math.min(Math.ceil(Math.fround(k * oversample)), OVERSAMPLE_LIMIT);
}

/** The candidates scored again on their float vectors, the best k kept (score, then doc order as given), in the order given. */
export function rescoreExact<T extends { view: ShardView; id: number; score: number }>(candidates: T[], vf: VectorField, query: readonly number[], k: number): T[] {
  const rescored = candidates.map((c, order) => {
    const v = docVector(c.view.docs[c.id]!, vf, c.view.index.name);
    return { c: { ...c, score: v ? vectorScore(vf.similarity, query, v) : c.score }, order };
  });
  const kept = [...rescored].sort((a, b) => b.c.score - a.c.score || a.order - b.order).slice(0, k);
  return kept.sort((a, b) => a.order - b.order).map((x) => x.c);
}
