/** Document APIs: single-document writes and reads, multi-get, bulk, and the by-query and reindex jobs. */
import { api, indexWrite, type PathSpec } from './define.ts';
import type { ApiDef } from './types.ts';

/** The typeless spelling of a typed path, `_doc` where the typed form has `{type}` (ES 7+'s own paths). */
const typeless = (p: string): PathSpec => [p, { typeless: true }];

const SOURCE = '_source _source_excludes _source_includes _source_exclude _source_include';
const READ = `stored_fields parent preference realtime refresh routing ${SOURCE} version version_type`;
const WRITE = 'wait_for_active_shards parent refresh routing timeout version version_type';
const BY_QUERY = 'analyzer analyze_wildcard default_operator df from ignore_unavailable allow_no_indices conflicts expand_wildcards lenient preference q routing scroll search_type search_timeout size max_docs sort _source _source_excludes _source_includes terminate_after stats version request_cache refresh timeout wait_for_active_shards scroll_size wait_for_completion requests_per_second slices';

export const DOCUMENT_APIS: readonly ApiDef[] = [
  api('index', {
    paths: [typeless('PUT POST /{index}/_doc/{id}'), typeless('POST /{index}/_doc'), 'PUT POST /{index}/{type}/{id}', 'POST /{index}/{type}'],
    params: `${WRITE} op_type if_seq_no if_primary_term pipeline require_alias require_data_stream`,
    body: 'source!',
    writes: indexWrite('indices:data/write/index', 'create_doc,create,index,write,all'),
    names: { index: 'index' },
  }),
  api('create', {
    paths: ['PUT POST /{index}/_create/{id}', ['PUT POST /{index}/{type}/{id}/_create', { typed: true }]],
    params: `${WRITE} pipeline require_alias`,
    body: 'source!',
    writes: indexWrite('indices:data/write/index', 'create_doc,create,index,write,all'),
    names: { index: 'index' },
  }),
  api('get', {
    paths: [typeless('GET /{index}/_doc/{id}'), 'GET /{index}/{type}/{id}'],
    params: READ,
    names: { index: 'index' },
  }),
  api('exists', {
    paths: [typeless('HEAD /{index}/_doc/{id}'), 'HEAD /{index}/{type}/{id}'],
    params: READ,
    names: { index: 'index' },
  }),
  api('delete', {
    paths: [typeless('DELETE /{index}/_doc/{id}'), 'DELETE /{index}/{type}/{id}'],
    params: `${WRITE} if_seq_no if_primary_term`,
    writes: indexWrite('indices:data/write/delete', 'delete,write,all'),
    names: { index: 'index' },
  }),
  api('update', {
    paths: ['POST /{index}/_update/{id}', ['POST /{index}/{type}/{id}/_update', { typed: true }]],
    params: `${WRITE} ${SOURCE} fields lang retry_on_conflict if_seq_no if_primary_term require_alias`,
    body: 'json!',
    writes: indexWrite('indices:data/write/update', 'index,write,all'),
    names: { index: 'index' },
  }),
  api('get_source', {
    paths: ['GET /{index}/_source/{id}', ['GET /{index}/{type}/{id}/_source', { typed: true }]],
    params: READ,
    names: { index: 'index' },
  }),
  api('exists_source', {
    paths: ['HEAD /{index}/_source/{id}', ['HEAD /{index}/{type}/{id}/_source', { typed: true }]],
    params: READ,
    names: { index: 'index' },
  }),
  api('mget', {
    paths: ['GET POST /_mget', 'GET POST /{index}/_mget', ['GET POST /{index}/{type}/_mget', { typed: true }]],
    params: `stored_fields preference realtime refresh routing ${SOURCE}`,
    body: 'json!',
    names: { index: 'index' },
    bodyNames: 'mget',
  }),
  api('bulk', {
    paths: ['POST PUT /_bulk', 'POST PUT /{index}/_bulk', ['POST PUT /{index}/{type}/_bulk', { typed: true }]],
    params: `wait_for_active_shards refresh routing timeout type fields ${SOURCE} pipeline require_alias require_data_stream list_executed_pipelines`,
    body: 'ndjson!',
    writes: indexWrite('indices:data/write/bulk', 'create_doc,create,delete,index,write,all'),
    names: { index: 'index' },
    bodyNames: 'bulk',
  }),
  api('delete_by_query', {
    paths: ['POST /{index}/_delete_by_query', ['POST /{index}/{type}/_delete_by_query', { typed: true }]],
    params: BY_QUERY,
    body: 'json!',
    writes: indexWrite('indices:data/write/delete/byquery', 'delete,write,all'),
    names: { index: 'index' },
    bodyNames: 'search-body',
  }),
  api('update_by_query', {
    paths: ['POST /{index}/_update_by_query', ['POST /{index}/{type}/_update_by_query', { typed: true }]],
    params: `${BY_QUERY} pipeline`,
    body: 'json',
    writes: indexWrite('indices:data/write/update/byquery', 'index,write,all'),
    names: { index: 'index' },
    bodyNames: 'search-body',
  }),
  api('reindex', {
    paths: ['POST /_reindex'],
    params: 'refresh timeout wait_for_active_shards wait_for_completion requests_per_second scroll slices max_docs require_alias',
    body: 'json!',
    writes: indexWrite('indices:data/write/reindex', 'write,all'),
    bodyNames: 'reindex',
  }),
];
