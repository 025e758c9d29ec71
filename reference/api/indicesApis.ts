/** Index administration APIs: indexes, mappings, settings, aliases, and the maintenance calls tools make. */
import { api, clusterWrite, indexWrite, serverOnly, type PathSpec } from './define.ts';
import type { ApiDef } from './types.ts';

const EXPAND = 'ignore_unavailable allow_no_indices expand_wildcards';
const ADMIN = 'timeout master_timeout';
/** The index privileges that grant refresh, flush and force merge (IndexPrivilege: `maintenance` ⊂ `manage` ⊂ `all`). */
const MAINTENANCE = 'maintenance,manage,all';

export const INDICES_APIS: readonly ApiDef[] = [
  api('indices.create', {
    paths: ['PUT /{index}'],
    params: `include_type_name wait_for_active_shards update_all_types ${ADMIN}`,
    body: 'json',
    writes: indexWrite('indices:admin/create', 'create_index,manage,all'),
    names: { index: 'index' },
    bodyNames: 'aliases-keys',
  }),
  api('indices.get', {
    paths: ['GET /{index}'],
    params: `include_type_name local flat_settings include_defaults master_timeout features ${EXPAND}`,
    names: { index: 'index' },
  }),
  api('indices.exists', {
    paths: ['HEAD /{index}'],
    params: `local flat_settings include_defaults ${EXPAND}`,
    names: { index: 'index' },
  }),
  api('indices.delete', {
    paths: ['DELETE /{index}'],
    params: `${ADMIN} ${EXPAND}`,
    writes: indexWrite('indices:admin/delete', 'delete_index,manage,all'),
    names: { index: 'index' },
  }),
  api('indices.close', {
    paths: ['POST /{index}/_close'],
    params: `wait_for_active_shards ${ADMIN} ${EXPAND}`,
    writes: indexWrite('indices:admin/close', 'manage,all'),
    names: { index: 'index' },
  }),
  api('indices.open', {
    paths: ['POST /{index}/_open'],
    params: `wait_for_active_shards ${ADMIN} ${EXPAND}`,
    writes: indexWrite('indices:admin/open', 'manage,all'),
    names: { index: 'index' },
  }),
  api('indices.refresh', {
    paths: ['POST GET /_refresh', 'POST GET /{index}/_refresh'],
    params: EXPAND,
    needs: indexWrite('indices:admin/refresh', MAINTENANCE),
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.flush', {
    paths: ['POST GET /_flush', 'POST GET /{index}/_flush'],
    params: `force wait_if_ongoing ${EXPAND}`,
    needs: indexWrite('indices:admin/flush', MAINTENANCE),
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.flush_synced', {
    paths: [['POST GET /_flush/synced', { requires: 'syncedFlush' }], ['POST GET /{index}/_flush/synced', { requires: 'syncedFlush' }]],
    params: EXPAND,
    needs: indexWrite('indices:admin/synced_flush', MAINTENANCE),
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.get_mapping', {
    paths: ['GET /_mapping', 'GET /{index}/_mapping', ['GET /_mapping/{type}', { typed: true }], ['GET /{index}/_mapping/{type}', { typed: true }]],
    params: `include_type_name master_timeout local ${EXPAND}`,
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.put_mapping', {
    paths: [
      'PUT POST /{index}/_mapping',
      'PUT POST /{index}/_mappings',
      ['PUT POST /{index}/{type}/_mapping', { typed: true }],
      ['PUT POST /{index}/_mapping/{type}', { typed: true }],
      ['PUT POST /_mapping/{type}', { typed: true }],
      ['PUT POST /{index}/{type}/_mappings', { typed: true }],
      ['PUT POST /{index}/_mappings/{type}', { typed: true }],
      ['PUT POST /_mappings/{type}', { typed: true }],
    ],
    params: `include_type_name update_all_types write_index_only ${ADMIN} ${EXPAND}`,
    body: 'json!',
    writes: indexWrite('indices:admin/mapping/put', 'manage,all'),
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.get_field_mapping', {
    paths: [
      'GET /_mapping/field/{fields}',
      'GET /{index}/_mapping/field/{fields}',
      ['GET /_mapping/{type}/field/{fields}', { typed: true }],
      ['GET /{index}/_mapping/{type}/field/{fields}', { typed: true }],
    ],
    params: `include_defaults include_type_name local ${EXPAND}`,
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.get_settings', {
    paths: ['GET /_settings', 'GET /{index}/_settings', 'GET /{index}/_settings/{name}', 'GET /_settings/{name}'],
    params: `master_timeout flat_settings local include_defaults ${EXPAND}`,
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.put_settings', {
    paths: ['PUT /_settings', 'PUT /{index}/_settings'],
    params: `preserve_existing reopen flat_settings ${ADMIN} ${EXPAND}`,
    body: 'json!',
    writes: indexWrite('indices:admin/settings/update', 'manage,all'),
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.put_alias', {
    // Elasticsearch also takes the index, the alias or both from the body (`{"index": …, "alias": …}`).
    paths: [
      'PUT POST /{index}/_alias/{name}',
      'PUT POST /{index}/_aliases/{name}',
      serverOnly('PUT POST /_alias/{name}'),
      serverOnly('PUT POST /_aliases/{name}'),
      serverOnly('PUT /{index}/_alias'),
      serverOnly('PUT /{index}/_aliases'),
      serverOnly('PUT /_alias'),
    ],
    params: ADMIN,
    body: 'json',
    writes: indexWrite('indices:admin/aliases', 'manage,all'),
    names: { index: 'index', name: 'alias' },
    bodyNames: 'alias-body',
  }),
  api('indices.delete_alias', {
    paths: ['DELETE /{index}/_alias/{name}', 'DELETE /{index}/_aliases/{name}'],
    params: ADMIN,
    writes: indexWrite('indices:admin/aliases', 'manage,all'),
    names: { index: 'index', name: 'alias' },
  }),
  api('indices.get_alias', {
    paths: ['GET /_alias', 'GET /_alias/{name}', 'GET /{index}/_alias/{name}', 'GET /{index}/_alias', serverOnly('GET /_aliases'), serverOnly('GET /{index}/_aliases')],
    params: `local ${EXPAND}`,
    names: { index: 'index', name: 'alias' },
    scopable: true,
  }),
  api('indices.exists_alias', {
    paths: ['HEAD /_alias/{name}', 'HEAD /{index}/_alias/{name}'],
    params: `local ${EXPAND}`,
    names: { index: 'index', name: 'alias' },
    scopable: true,
  }),
  api('indices.update_aliases', {
    paths: ['POST /_aliases'],
    params: ADMIN,
    body: 'json!',
    writes: indexWrite('indices:admin/aliases', 'manage,all'),
    bodyNames: 'alias-actions',
  }),
  api('indices.stats', {
    paths: ['GET /_stats', 'GET /_stats/{metric}', 'GET /{index}/_stats', 'GET /{index}/_stats/{metric}'],
    params: `completion_fields fielddata_fields fields groups level types include_segment_file_sizes include_unloaded_segments forbid_closed_indices expand_wildcards`,
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.segments', {
    paths: ['GET /_segments', 'GET /{index}/_segments'],
    params: `verbose ${EXPAND}`,
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.recovery', {
    paths: ['GET /_recovery', 'GET /{index}/_recovery'],
    params: `detailed active_only ${EXPAND}`,
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.forcemerge', {
    paths: ['POST /_forcemerge', 'POST /{index}/_forcemerge'],
    params: `flush max_num_segments only_expunge_deletes wait_for_completion ${EXPAND}`,
    needs: indexWrite('indices:admin/forcemerge', MAINTENANCE),
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.clear_cache', {
    paths: ['POST /_cache/clear', 'POST /{index}/_cache/clear'],
    params: `fielddata fields query request ${EXPAND}`,
    // IndexPrivilege.MANAGE (`indices:admin/*`); not in MAINTENANCE's list.
    needs: indexWrite('indices:admin/cache/clear', 'manage,all'),
    names: { index: 'index' },
    scopable: true,
  }),
  api('indices.analyze', {
    paths: ['GET POST /_analyze', 'GET POST /{index}/_analyze'],
    params: 'index',
    body: 'json',
    names: { index: 'index' },
    simulated: true,
  }),
  api('indices.validate_query', {
    paths: ['GET POST /_validate/query', 'GET POST /{index}/_validate/query'],
    params: `explain q analyzer analyze_wildcard default_operator df lenient rewrite all_shards ${EXPAND}`,
    body: 'json',
    names: { index: 'index' },
    bodyNames: 'search-body',
    scopable: true,
    simulated: true,
  }),
  api('indices.add_block', {
    paths: [['PUT /{index}/_block/{block}', { requires: 'blockAndResolveApis' }]],
    params: `${ADMIN} ${EXPAND}`,
    writes: indexWrite('indices:admin/block/add', 'manage,all'),
    names: { index: 'index' },
  }),
  api('indices.shrink', {
    paths: ['PUT POST /{index}/_shrink/{target}'],
    params: `copy_settings wait_for_active_shards ${ADMIN}`,
    body: 'json',
    writes: indexWrite('indices:admin/resize', 'manage,all'),
    names: { index: 'index', target: 'index' },
    bodyNames: 'aliases-keys',
  }),
  api('indices.split', {
    paths: [['PUT POST /{index}/_split/{target}', { requires: 'resizeSplit' }]],
    params: `copy_settings wait_for_active_shards ${ADMIN}`,
    body: 'json',
    writes: indexWrite('indices:admin/resize', 'manage,all'),
    names: { index: 'index', target: 'index' },
    bodyNames: 'aliases-keys',
  }),
  api('indices.clone', {
    paths: [['PUT POST /{index}/_clone/{target}', { requires: 'resizeClone' }]],
    params: `wait_for_active_shards ${ADMIN}`,
    body: 'json',
    writes: indexWrite('indices:admin/resize', 'manage,all'),
    names: { index: 'index', target: 'index' },
    bodyNames: 'aliases-keys',
  }),
  api('indices.rollover', {
    paths: ['POST /{alias}/_rollover', 'POST /{alias}/_rollover/{new_index}'],
    params: `include_type_name dry_run wait_for_active_shards lazy ${ADMIN}`,
    body: 'json',
    writes: indexWrite('indices:admin/rollover', 'manage,all'),
    names: { alias: 'alias', new_index: 'index' },
    bodyNames: 'aliases-keys',
  }),
  api('indices.resolve_index', {
    paths: [['GET /_resolve/index/{name}', { requires: 'blockAndResolveApis' }]],
    params: 'expand_wildcards',
    names: { name: 'index' },
  }),
  // core/apis/resolveCluster.ts; the bare `GET /_resolve/cluster` of 8.18 (no index expression: remote clusters only) is not served.
  api('indices.resolve_cluster', {
    paths: [['GET /_resolve/cluster/{name}', { requires: 'resolveClusterApi' }]],
    params: 'allow_no_indices expand_wildcards ignore_throttled ignore_unavailable timeout',
    names: { name: 'index' },
  }),
  api('indices.get_data_stream', {
    paths: [['GET /_data_stream', { requires: 'dataStreams' }], ['GET /_data_stream/{name}', { requires: 'dataStreams' }]],
    params: 'expand_wildcards include_defaults master_timeout verbose',
    names: { name: 'index' },
  }),
  api('indices.create_data_stream', {
    paths: [['PUT /_data_stream/{name}', { requires: 'dataStreams' }]],
    params: ADMIN,
    writes: indexWrite('indices:admin/data_stream/create', 'create_index,manage,all'),
    names: { name: 'index' },
  }),
  api('indices.data_streams_stats', {
    paths: [['GET /_data_stream/_stats', { requires: 'dataStreams' }], ['GET /_data_stream/{name}/_stats', { requires: 'dataStreams' }]],
    params: 'expand_wildcards',
    names: { name: 'index' },
  }),
  api('indices.migrate_to_data_stream', {
    paths: [['POST /_data_stream/_migrate/{name}', { requires: 'dataStreamMigrate' }]],
    params: ADMIN,
    writes: indexWrite('indices:admin/data_stream/migrate', 'manage,all'),
    names: { name: 'alias' },
  }),
  api('indices.modify_data_stream', {
    paths: [['POST /_data_stream/_modify', { requires: 'dataStreamModify' }]],
    params: ADMIN,
    body: 'json!',
    writes: indexWrite('indices:admin/data_stream/modify', 'manage,all'),
    bodyNames: 'stream-actions',
  }),
  api('indices.get_data_stream_settings', {
    paths: [['GET /_data_stream/{name}/_settings', { requires: 'dataStreamSettingsApi' }]],
    params: 'master_timeout',
    names: { name: 'index' },
  }),
  api('indices.put_data_stream_settings', {
    paths: [['PUT /_data_stream/{name}/_settings', { requires: 'dataStreamSettingsApi' }]],
    params: 'dry_run timeout master_timeout',
    body: 'json!',
    writes: indexWrite('indices:admin/data_stream/settings/update', 'manage,all'),
    names: { name: 'index' },
  }),
  api('indices.get_data_stream_mappings', {
    paths: [['GET /_data_stream/{name}/_mappings', { requires: 'dataStreamMappingsApi' }]],
    params: 'master_timeout',
    names: { name: 'index' },
  }),
  api('indices.put_data_stream_mappings', {
    paths: [['PUT /_data_stream/{name}/_mappings', { requires: 'dataStreamMappingsApi' }]],
    params: 'dry_run timeout master_timeout',
    body: 'json!',
    writes: indexWrite('indices:admin/data_stream/mappings/update', 'manage,all'),
    names: { name: 'index' },
  }),
  // Data stream options (8.19, 9.1+: the failure store GA), served where the failure store is.
  api('indices.get_data_stream_options', {
    paths: [['GET /_data_stream/{name}/_options', { requires: 'dataStreamFailureStore' }]],
    params: 'expand_wildcards master_timeout',
    names: { name: 'index' },
  }),
  api('indices.put_data_stream_options', {
    paths: [['PUT /_data_stream/{name}/_options', { requires: 'dataStreamFailureStore' }]],
    params: 'expand_wildcards timeout master_timeout',
    body: 'json!',
    writes: indexWrite('indices:admin/data_stream/options/put', 'manage,all'),
    names: { name: 'index' },
  }),
  api('indices.delete_data_stream_options', {
    paths: [['DELETE /_data_stream/{name}/_options', { requires: 'dataStreamFailureStore' }]],
    params: 'expand_wildcards timeout master_timeout',
    writes: indexWrite('indices:admin/data_stream/options/delete', 'manage,all'),
    names: { name: 'index' },
  }),
  api('indices.promote_data_stream', {
    paths: [['POST /_data_stream/_promote/{name}', { requires: 'dataStreamPromote' }]],
    params: 'master_timeout',
    writes: indexWrite('indices:admin/data_stream/promote', 'manage_follow_index,manage,all'),
    names: { name: 'index' },
  }),
  api('indices.put_data_lifecycle', {
    paths: [['PUT /_data_stream/{name}/_lifecycle', { requires: 'dataStreamLifecycle' }]],
    params: 'expand_wildcards timeout master_timeout',
    body: 'json!',
    writes: indexWrite('indices:admin/data_stream/lifecycle/put', 'manage_data_stream_lifecycle,manage,all'),
    names: { name: 'index' },
  }),
  api('indices.get_data_lifecycle', {
    paths: [['GET /_data_stream/{name}/_lifecycle', { requires: 'dataStreamLifecycle' }]],
    params: 'expand_wildcards include_defaults master_timeout',
    names: { name: 'index' },
  }),
  api('indices.delete_data_lifecycle', {
    paths: [['DELETE /_data_stream/{name}/_lifecycle', { requires: 'dataStreamLifecycle' }]],
    params: 'expand_wildcards timeout master_timeout',
    writes: indexWrite('indices:admin/data_stream/lifecycle/delete', 'manage_data_stream_lifecycle,manage,all'),
    names: { name: 'index' },
  }),
  api('indices.explain_data_lifecycle', {
    paths: [['GET /{index}/_lifecycle/explain', { requires: 'dataStreamLifecycle' }]],
    params: 'include_defaults master_timeout',
    names: { index: 'index' },
  }),
  api('indices.get_data_lifecycle_stats', {
    paths: [['GET /_lifecycle/stats', { requires: 'dataStreamLifecycle' }]],
  }),
  api('indices.delete_data_stream', {
    paths: [['DELETE /_data_stream/{name}', { requires: 'dataStreams' }]],
    params: 'expand_wildcards master_timeout',
    writes: indexWrite('indices:admin/data_stream/delete', 'delete_index,manage,all'),
    names: { name: 'index' },
  }),
];

/** A route of composable and component templates (ES ≥ 7.8, OpenSearch): absent where the profile lacks them. */
const composable = (p: string): PathSpec => [p, { requires: 'composableTemplates' }];

/** Legacy, composable and component templates. */
export const TEMPLATE_APIS: readonly ApiDef[] = [
  api('indices.put_template', {
    paths: ['PUT POST /_template/{name}'],
    params: 'include_type_name order create cause flat_settings timeout master_timeout',
    body: 'json!',
    writes: clusterWrite('indices:admin/template/put', 'manage_index_templates,manage,all'),
    names: { name: 'template' },
    bodyNames: 'legacy-template',
  }),
  api('indices.get_template', {
    paths: ['GET /_template', 'GET /_template/{name}'],
    params: 'include_type_name flat_settings master_timeout local',
    names: { name: 'template' },
  }),
  api('indices.exists_template', {
    paths: ['HEAD /_template/{name}'],
    params: 'flat_settings master_timeout local',
    names: { name: 'template' },
  }),
  api('indices.delete_template', {
    paths: ['DELETE /_template/{name}'],
    params: 'timeout master_timeout',
    writes: clusterWrite('indices:admin/template/delete', 'manage_index_templates,manage,all'),
    names: { name: 'template' },
  }),
  api('indices.put_index_template', {
    paths: [composable('PUT POST /_index_template/{name}')],
    params: 'create cause master_timeout',
    body: 'json!',
    writes: clusterWrite('indices:admin/index_template/put', 'manage_index_templates,manage,all'),
    names: { name: 'template' },
    bodyNames: 'index-template',
  }),
  api('indices.get_index_template', {
    paths: [composable('GET /_index_template'), composable('GET /_index_template/{name}')],
    params: 'flat_settings master_timeout local include_defaults',
    names: { name: 'template' },
  }),
  api('indices.exists_index_template', {
    paths: [composable('HEAD /_index_template/{name}')],
    params: 'flat_settings master_timeout local',
    names: { name: 'template' },
  }),
  api('indices.delete_index_template', {
    paths: [composable('DELETE /_index_template/{name}')],
    params: 'timeout master_timeout',
    writes: clusterWrite('indices:admin/index_template/delete', 'manage_index_templates,manage,all'),
    names: { name: 'template' },
  }),
  api('indices.simulate_index_template', {
    paths: [composable('POST /_index_template/_simulate_index/{name}')],
    params: 'create cause master_timeout include_defaults',
    body: 'json',
    names: { name: 'index' },
    bodyNames: 'index-template',
  }),
  api('indices.simulate_template', {
    paths: [composable('POST /_index_template/_simulate'), composable('POST /_index_template/_simulate/{name}')],
    params: 'create cause master_timeout include_defaults',
    body: 'json',
    names: { name: 'template' },
    bodyNames: 'index-template',
  }),
  api('cluster.put_component_template', {
    paths: [composable('PUT POST /_component_template/{name}')],
    params: 'create cause timeout master_timeout',
    body: 'json!',
    writes: clusterWrite('cluster:admin/component_template/put', 'manage_index_templates,manage,all'),
    names: { name: 'template' },
    bodyNames: 'index-template',
  }),
  api('cluster.get_component_template', {
    paths: [composable('GET /_component_template'), composable('GET /_component_template/{name}')],
    params: 'flat_settings master_timeout local include_defaults',
    names: { name: 'template' },
  }),
  api('cluster.exists_component_template', {
    paths: [composable('HEAD /_component_template/{name}')],
    params: 'master_timeout local',
    names: { name: 'template' },
  }),
  api('cluster.delete_component_template', {
    paths: [composable('DELETE /_component_template/{name}')],
    params: 'timeout master_timeout',
    writes: clusterWrite('cluster:admin/component_template/delete', 'manage_index_templates,manage,all'),
    names: { name: 'template' },
  }),
];
