/**
 * `GET /_capabilities` (ES ≥ 8.14, RestNodesCapabilitiesAction, #106820): whether the node serves a
 * method and path, with every parameter named and every capability asked. The YAML runners ask it for a
 * test's `requires.capabilities` and skip the test when the answer is not `true`.
 */
import { COMMON_PARAMS } from '../../api/catalogue.ts';
import { capabilitiesPathMissing, unknownRestMethod } from '../errors/index.ts';
import { CLUSTER_NAME } from './cluster.ts';
import { ok, type Handler } from '../handler.ts';
import type { Profile } from '../../profiles.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT'];

/**
 * The capabilities the simulator declares, per API (a RestHandler's `supportedCapabilities()`). None yet:
 * a capability names a behaviour a release added, and the simulator claims one only once a scenario
 * holds it to that behaviour; until then a test that requires one is skipped, never failed.
 */
const DECLARED: Readonly<Record<string, readonly string[]>> = {};

/** What APIs declare where the failure store is (dataStreams/failureStore.ts holds the behaviour). */
const FAILURE_STORE_CAPS: Readonly<Record<string, readonly string[]>> = {
  'indices.put_index_template': ['data_stream_options.failure_store'],
  'cluster.put_component_template': ['data_stream_options.failure_store'],
  index: ['failure_store_status'],
};

/** The APIs that print a lifecycle's effective retention from 8.16 (RestGetDataStreamsAction and the lifecycle actions). */
const EFFECTIVE_RETENTION_APIS = ['indices.get_data_stream', 'indices.get_data_lifecycle', 'indices.explain_data_lifecycle'];

/** The capabilities an API declares in a profile: DECLARED, and those a profile's behaviour implies. */
function declaredFor(api: string, profile: Profile): readonly string[] {
  const implied: string[] = [];
  // SearchCapabilities.HIGHLIGHT_MAX_ANALYZED_OFFSET_DEFAULT (8.18): `max_analyzed_offset: -1` is the index setting.
  if (api === 'search' && profile.highlightMaxAnalyzedOffsetMinusOne) implied.push('highlight_max_analyzed_offset_default');
  // SearchCapabilities.RANGE_REGEX_INTERVAL_QUERY_CAPABILITY (8.16): the `regexp` and `range` interval rules.
  if (api === 'search' && profile.intervalRules.includes('range')) implied.push('range_regexp_interval_queries');
  // SearchCapabilities.DENSE_VECTOR_DOCVALUE_FIELDS: docvalue_fields on dense_vector fields (search.vectors/200_dense_vector_docvalue_fields.yml).
  if (api === 'search' && profile.denseVectorDocvalueFields) implied.push('dense_vector_docvalue_fields');
  // SearchCapabilities.KNN_QUANTIZED_VECTOR_RESCORE_OVERSAMPLE (8.18): knn's `rescore_vector.oversample` (vectors/knnRescore.ts).
  if (api === 'search' && profile.knnRescoreVector) implied.push('knn_quantized_vector_rescore_oversample');
  // SearchCapabilities.OPTIMIZED_SCALAR_QUANTIZATION_BBQ (8.18): bbq scored by OptimizedScalarQuantizer (vectors/binaryQuantizer.ts).
  if (api === 'search' && (profile.bbqQuantizer === 'osq' || profile.bbqQuantizer === 'osq-8.18')) implied.push('optimized_scalar_quantization_bbq');
  // SearchCapabilities.K_DEFAULT_TO_SIZE (8.18): the knn query's k defaults to the request size (vectors/knnQueryParams.ts).
  if (api === 'search' && profile.knnQueryKDefaultsToSize) implied.push('k_default_to_size');
  // The failure store (8.19, 9.1+): templates' `data_stream_options.failure_store` (RestPutComponentTemplateAction's
  // SUPPORTS_FAILURE_STORE) and writes answering `failure_store` (RestIndexAction's FAILURE_STORE_STATUS_CAPABILITY).
  if (profile.dataStreamFailureStore && FAILURE_STORE_CAPS[api]) implied.push(...FAILURE_STORE_CAPS[api]!);
  // RestGetDataStreamsAction's `failures_lifecycle` (9.1+): GET /_data_stream prints the failure store's lifecycle.
  if (api === 'indices.get_data_stream' && profile.failureStoreLifecycle) implied.push('failures_lifecycle');
  // RestGetDataStreamLifecycleAction's `data_stream_global_retention` (8.16+): global retention from the cluster settings.
  if (api === 'indices.get_data_lifecycle' && profile.lifecycleGlobalRetention) implied.push('data_stream_global_retention');
  // `data_stream_lifecycle_effective_retention` (8.16+): the effective retention in GET /_data_stream, the lifecycle and explain.
  if (EFFECTIVE_RETENTION_APIS.includes(api) && profile.lifecycleGlobalRetention) implied.push('data_stream_lifecycle_effective_retention');
  return [...(DECLARED[api] ?? []), ...implied];
}

/** `a,b` as ES's `paramAsStringArray` reads it (an empty value is no entry). */
function list(v: string | undefined): string[] {
  return v === undefined || v === '' ? [] : v.split(',');
}

/** GET /_capabilities */
export const capabilities: Handler = (_state, req, env) => {
  const method = req.query.method ?? 'GET';
  if (!METHODS.includes(method)) return unknownRestMethod(method);
  const path = req.query.path;
  if (path === undefined) return capabilitiesPathMissing();
  const def = env.routeOf?.(method, path);
  const known = new Set([...(def?.params ?? []), ...COMMON_PARAMS]);
  const declared = new Set(def ? declaredFor(def.name, env.profile) : []);
  const supported = def !== undefined && list(req.query.parameters).every((p) => known.has(p)) && list(req.query.capabilities).every((c) => declared.has(c));
  return ok({ _nodes: { total: 1, successful: 1, failed: 0 }, cluster_name: CLUSTER_NAME, supported });
};
