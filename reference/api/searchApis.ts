/** Search APIs: search with its scroll, count, multi-search. */
import { api } from './define.ts';
import type { ApiDef } from './types.ts';

const EXPAND = 'ignore_unavailable ignore_throttled allow_no_indices expand_wildcards';
const QUERY = 'analyzer analyze_wildcard default_operator df lenient q';

export const SEARCH_APIS: readonly ApiDef[] = [
  api('search', {
    paths: ['GET POST /_search', 'GET POST /{index}/_search', ['GET POST /{index}/{type}/_search', { typed: true }]],
    params: `${QUERY} ${EXPAND} explain stored_fields docvalue_fields from preference routing scroll search_type size sort _source _source_excludes _source_includes terminate_after stats suggest_field suggest_mode suggest_size suggest_text timeout track_scores track_total_hits allow_partial_search_results typed_keys version seq_no_primary_term request_cache batched_reduce_size max_concurrent_shard_requests pre_filter_shard_size rest_total_hits_as_int ccs_minimize_roundtrips`,
    body: 'json',
    names: { index: 'index' },
    bodyNames: 'search-body',
    scopable: true,
  }),
  // Async search (core/apis/asyncSearch.ts): Elasticsearch 7.7+, the status API 7.11+; OpenSearch has none.
  api('async_search.submit', {
    paths: [['POST /_async_search', { requires: 'asyncSearchApi' }], ['POST /{index}/_async_search', { requires: 'asyncSearchApi' }]],
    params: `wait_for_completion_timeout keep_on_completion keep_alive ${QUERY} ${EXPAND} explain stored_fields docvalue_fields from preference routing search_type size sort _source _source_excludes _source_includes terminate_after stats suggest_field suggest_mode suggest_size suggest_text timeout track_scores track_total_hits allow_partial_search_results typed_keys version seq_no_primary_term request_cache batched_reduce_size max_concurrent_shard_requests rest_total_hits_as_int ccs_minimize_roundtrips`,
    body: 'json',
    names: { index: 'index' },
    bodyNames: 'search-body',
    scopable: true,
  }),
  api('async_search.get', { paths: [['GET /_async_search/{id}', { requires: 'asyncSearchApi' }]], params: 'wait_for_completion_timeout keep_alive typed_keys' }),
  api('async_search.status', { paths: [['GET /_async_search/status/{id}', { requires: 'asyncSearchStatusApi' }]], params: 'keep_alive' }),
  api('async_search.delete', { paths: [['DELETE /_async_search/{id}', { requires: 'asyncSearchApi' }]] }),
  api('scroll', {
    paths: ['GET POST /_search/scroll', 'GET POST /_search/scroll/{scroll_id}'],
    params: 'scroll scroll_id rest_total_hits_as_int',
    body: 'json',
  }),
  api('clear_scroll', {
    paths: ['DELETE /_search/scroll', 'DELETE /_search/scroll/{scroll_id}'],
    body: 'json',
  }),
  api('count', {
    paths: ['GET POST /_count', 'GET POST /{index}/_count', ['GET POST /{index}/{type}/_count', { typed: true }]],
    params: `${QUERY} ${EXPAND} min_score preference routing terminate_after`,
    body: 'json',
    names: { index: 'index' },
    bodyNames: 'search-body',
    scopable: true,
  }),
  // The kNN search API (core/apis/knnSearchApi.ts): ES 8.0 to 8.x, deprecated in 8.4, removed in 9.0.
  api('knn_search', { paths: [['GET POST /{index}/_knn_search', { requires: 'knnSearchApi' }]], params: 'routing', body: 'json', names: { index: 'index' } }),
  // x-pack's terms enum (core/apis/termsEnum.ts): the body is read by contentOrSourceParamParser.
  api('terms_enum', { paths: [['GET POST /{index}/_terms_enum', { requires: 'termsEnumApi' }]], body: 'json!', names: { index: 'index' } }),
  api('msearch', {
    paths: ['GET POST /_msearch', 'GET POST /{index}/_msearch', ['GET POST /{index}/{type}/_msearch', { typed: true }]],
    params: `search_type max_concurrent_searches typed_keys pre_filter_shard_size max_concurrent_shard_requests rest_total_hits_as_int ccs_minimize_roundtrips ${EXPAND} routing preference`,
    body: 'ndjson!',
    names: { index: 'index' },
    bodyNames: 'msearch',
    scopable: true,
  }),
  api('field_caps', {
    paths: ['GET POST /_field_caps', 'GET POST /{index}/_field_caps'],
    params: `fields include_unmapped ${EXPAND}`,
    body: 'json',
    names: { index: 'index' },
    scopable: true,
  }),
];
