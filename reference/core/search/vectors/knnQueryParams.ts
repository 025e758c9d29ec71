/**
 * How many documents each shard keeps for an Elasticsearch `knn` query, from its `k` and `num_candidates`
 * (KnnVectorQueryBuilder, by release):
 * - 8.12: `num_candidates` is a required constructor argument; each shard keeps that many.
 * - 8.13: `num_candidates` optional, defaulting to round(min(1.5 × size, 10000)) (size: the request's, else 10).
 * - 8.15: `k` (cluster feature `search.vectors.k_param_supported`): each shard keeps its best k
 *   (ESKnnFloatVectorQuery.mergeLeafResults: TopDocs.merge(k, …)), and `num_candidates` defaults to
 *   round(min(1.5 × k, 10000)); without `k` the shard still keeps `num_candidates` (Lucene's own merge).
 * - 8.18: without `k`, k is the request's size (10 without one), eagerly, at most `num_candidates`
 *   (elastic/elasticsearch#118774, backported to 8.x as #119700; SearchCapabilities `k_default_to_size`):
 *   140_knn_query_with_other_queries.yml's dis_max keeps 5 of num_candidates 5 with size 10.
 * The constructor's checks are wrapped by ConstructingObjectParser (knnQueryBuildFailed).
 */
import { isObject, type JsonObject } from '../../json.ts';
import type { ApiRequest } from '../../handler.ts';
import type { Profile } from '../../../profiles.ts';
import { knnInvalid, knnQueryBuildFailed, unknownField, type EsError, type TextPosition } from '../../errors/index.ts';

/** KnnVectorQueryBuilder.NUM_CANDS_LIMIT. */
const NUM_CANDS_LIMIT = 10_000;
/** SearchService.DEFAULT_SIZE: a request without `size` (or with a negative one). */
const DEFAULT_SIZE = 10;

/** Java's Math.round(Math.min(1.5f * n, NUM_CANDS_LIMIT)): the float product, rounded half up (the query's and KnnSearchBuilder.Builder.build's default). */
export function defaultNumCands(n: number): number {
  return Math.floor(Math.min(Math.fround(1.5 * n), NUM_CANDS_LIMIT) + 0.5);
}

/**
 * ConstructingObjectParser.finish: the required constructor arguments missing, in declaration order, before the
 * builder runs (`field`; `num_candidates` in 8.12). A plain IllegalArgumentException, `Required [a, b]`.
 */
export function knnQueryRequired(profile: Profile, o: JsonObject): EsError | undefined {
  const missing = [
    ...(typeof o.field === 'string' ? [] : ['field']),
    ...(typeof o.num_candidates !== 'number' && !profile.knnQueryNumCandidatesOptional ? ['num_candidates'] : []),
  ];
  return missing.length === 0 ? undefined : knnInvalid(`Required [${missing.join(', ')}]`);
}

/**
 * The top-level `knn` option's required arguments (KnnSearchBuilder's parser): `field`, and before 8.13
 * (150_knn_search_missing_params.yml: "[k] and [num_candidates] were made optional for kNN search in 8.13.0")
 * `k` and `num_candidates`.
 */
export function knnOptionRequired(profile: Profile, o: JsonObject): EsError | undefined {
  const optional = profile.knnQueryNumCandidatesOptional;
  const missing = [
    ...(typeof o.field === 'string' ? [] : ['field']),
    ...(typeof o.k !== 'number' && !optional ? ['k'] : []),
    ...(typeof o.num_candidates !== 'number' && !optional ? ['num_candidates'] : []),
  ];
  return missing.length === 0 ? undefined : knnInvalid(`Required [${missing.join(', ')}]`);
}

/** The number of documents each shard keeps for a knn query body, or the error its parameters give. */
export function knnQueryCount(profile: Profile, o: JsonObject, requestSize: number | undefined, kAt: TextPosition): number | EsError {
  const hasK = o.k !== undefined && o.k !== null;
  if (hasK && !profile.knnQueryK) return unknownField(profile, 'knn', 'k', kAt);
  const k = hasK && typeof o.k === 'number' ? o.k : undefined;
  const numCands = typeof o.num_candidates === 'number' ? o.num_candidates : undefined;
  // Checked with `field` by knnQueryRequired first; kept here so the count stands alone.
  if (numCands === undefined && !profile.knnQueryNumCandidatesOptional) return knnInvalid('Required [num_candidates]');
  if (k !== undefined && k < 1) return knnQueryBuildFailed('[k] must be greater than 0');
  if (numCands !== undefined && numCands > NUM_CANDS_LIMIT) return knnQueryBuildFailed(`[num_candidates] cannot exceed [${NUM_CANDS_LIMIT}]`);
  if (k !== undefined && numCands !== undefined && numCands < k) return knnQueryBuildFailed('[num_candidates] cannot be less than [k]');
  if (k !== undefined) return k;
  const size = requestSize === undefined || requestSize < 0 ? DEFAULT_SIZE : requestSize;
  if (profile.knnQueryKDefaultsToSize) return Math.min(size, numCands ?? defaultNumCands(size));
  if (numCands !== undefined) return numCands;
  return defaultNumCands(size);
}

/** The request's `size` (the URL's overrides the body's, RestSearchAction), as SearchExecutionContext.requestSize sees it. */
export function requestSizeOf(req: Pick<ApiRequest, 'query' | 'body'>): number | undefined {
  const q = req.query.size;
  if (q !== undefined && /^-?\d+$/.test(q)) return Number(q);
  const b = req.body;
  return isObject(b) && typeof b.size === 'number' ? b.size : undefined;
}
