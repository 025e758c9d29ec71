/**
 * Elasticsearch's named (non-historical) cluster features that a YAML test may require, with the release
 * whose nodes first publish them. Each is a NodeFeature a FeatureSpecification registers; a cluster has it
 * when its nodes do, so on a single-version target it stands for "at least this version".
 */
const SINCE: Readonly<Record<string, string>> = {
  // KnnVectorQueryBuilder.K_PARAM_SUPPORTED, with the knn query's `k` (read from TransportVersions.V_8_15_0).
  'search.vectors.k_param_supported': '8.15.0',
};

/** Named feature → the Elasticsearch version whose nodes have it. */
export const NAMED_FEATURES: ReadonlyMap<string, string> = new Map(Object.entries(SINCE));
