/**
 * APIs of features the simulator does not have (snapshots, point in time, security,
 * scripts…), catalogued without a handler (but for the snapshot APIs, which answer as
 * a cluster with no repository does: core/apis/snapshots.ts; registering one stays unmodelled; and the ingest APIs, served
 * by core/ingest). The
 * router then answers them as a server without that feature does, with the version's "no handler
 * found" (or the 405 of the paths it does have), instead of taking `GET /_snapshot` for an index named `_snapshot`; and the harness's safety layer knows
 * what they touch. Paths from Elasticsearch's and OpenSearch's route tables.
 */
import { api, clusterWrite, indexWrite } from './define.ts';
import type { ApiDef } from './types.ts';

const clusterAdmin = clusterWrite('cluster:admin/*', 'manage,all');
const unmodelled = { simulated: false } as const;

export const OTHER_APIS: readonly ApiDef[] = [
  api('snapshot.get_repository', { paths: ['GET /_snapshot', 'GET /_snapshot/{repository}'], params: 'master_timeout local' }),
  api('snapshot.create_repository', { paths: ['PUT POST /_snapshot/{repository}'], params: 'master_timeout timeout verify', body: 'json!', writes: clusterAdmin, ...unmodelled }),
  api('snapshot.delete_repository', { paths: ['DELETE /_snapshot/{repository}'], params: 'master_timeout timeout', writes: clusterAdmin }),
  api('snapshot.get', { paths: ['GET /_snapshot/{repository}/{snapshot}'], params: 'master_timeout ignore_unavailable verbose' }),
  api('snapshot.create', { paths: ['PUT POST /_snapshot/{repository}/{snapshot}'], params: 'master_timeout wait_for_completion', body: 'json', writes: clusterAdmin }),
  api('snapshot.delete', { paths: ['DELETE /_snapshot/{repository}/{snapshot}'], params: 'master_timeout', writes: clusterAdmin }),
  api('snapshot.restore', {
    paths: ['POST /_snapshot/{repository}/{snapshot}/_restore'],
    params: 'master_timeout wait_for_completion',
    body: 'json',
    writes: clusterAdmin,
  }),
  api('snapshot.status', { paths: ['GET /_snapshot/_status', 'GET /_snapshot/{repository}/_status', 'GET /_snapshot/{repository}/{snapshot}/_status'], params: 'master_timeout ignore_unavailable' }),
  api('ingest.get_pipeline', { paths: ['GET /_ingest/pipeline', 'GET /_ingest/pipeline/{id}'], params: 'master_timeout summary' }),
  api('ingest.put_pipeline', { paths: ['PUT /_ingest/pipeline/{id}'], params: 'master_timeout timeout if_version', body: 'json!', writes: clusterWrite('cluster:admin/ingest/pipeline/put', 'manage_pipeline,manage,all') }),
  api('ingest.delete_pipeline', { paths: ['DELETE /_ingest/pipeline/{id}'], params: 'master_timeout timeout', writes: clusterWrite('cluster:admin/ingest/pipeline/delete', 'manage_pipeline,manage,all') }),
  api('ingest.simulate', { paths: ['GET POST /_ingest/pipeline/_simulate', 'GET POST /_ingest/pipeline/{id}/_simulate'], params: 'verbose', body: 'json!' }),
  // OpenSearch's search pipelines (core/searchPipeline/): 2.9+.
  api('search_pipeline.put', { paths: [['PUT /_search/pipeline/{id}', { requires: 'searchPipelineApi' }]], params: 'cluster_manager_timeout timeout', body: 'json!', writes: clusterWrite('cluster:admin/search/pipeline/put', 'manage,all') }),
  api('search_pipeline.get', { paths: [['GET /_search/pipeline', { requires: 'searchPipelineApi' }], ['GET /_search/pipeline/{id}', { requires: 'searchPipelineApi' }]], params: 'cluster_manager_timeout' }),
  api('search_pipeline.delete', { paths: [['DELETE /_search/pipeline/{id}', { requires: 'searchPipelineApi' }]], params: 'cluster_manager_timeout timeout', writes: clusterWrite('cluster:admin/search/pipeline/delete', 'manage,all') }),
  api('ingest.processor_grok', { paths: ['GET /_ingest/processor/grok'], params: 's ecs_compatibility' }),
  // Points in time (core/apis/pit.ts): Elasticsearch's from 7.10, OpenSearch's own paths from 2.4.
  api('open_point_in_time', { paths: [['POST /{index}/_pit', { requires: 'pitApi' }]], params: 'keep_alive preference routing ignore_unavailable expand_wildcards allow_partial_search_results max_concurrent_shard_requests', body: 'json', names: { index: 'index' } }),
  api('close_point_in_time', { paths: [['DELETE /_pit', { requires: 'pitApi' }]], body: 'json!' }),
  api('create_pit', { paths: [['POST /{index}/_search/point_in_time', { requires: 'openSearchPitApi' }]], params: 'keep_alive preference routing expand_wildcards allow_partial_pit_creation', names: { index: 'index' } }),
  api('get_all_pits', { paths: [['GET /_search/point_in_time/_all', { requires: 'openSearchPitApi' }]] }),
  api('delete_pit', { paths: [['DELETE /_search/point_in_time', { requires: 'openSearchPitApi' }]], body: 'json' }),
  api('delete_all_pits', { paths: [['DELETE /_search/point_in_time/_all', { requires: 'openSearchPitApi' }]] }),
  api('get_script', { paths: ['GET /_scripts/{id}'], params: 'master_timeout' }),
  api('put_script', { paths: ['PUT POST /_scripts/{id}', 'PUT POST /_scripts/{id}/{context}'], params: 'master_timeout timeout context', body: 'json!', writes: clusterAdmin }),
  api('delete_script', { paths: ['DELETE /_scripts/{id}'], params: 'master_timeout timeout', writes: clusterAdmin }),
  // The Painless execute API: 6.3 (experimental), its literal path taking precedence over put_script's {id}/{context}.
  api('scripts_painless_execute', { paths: [['GET POST /_scripts/painless/_execute', { requires: 'painlessExecuteApi' }]], body: 'json', bodyNames: 'painless-execute' }),
  // The script context and language APIs: ES 7.6 (#48602/#49140 approx.), in OpenSearch's fork.
  api('get_script_context', { paths: [['GET /_script_context', { requires: 'scriptContextApi' }]] }),
  api('get_script_languages', { paths: [['GET /_script_language', { requires: 'scriptContextApi' }]] }),
  api('search_template', {
    paths: ['GET POST /_search/template', 'GET POST /{index}/_search/template'],
    params: 'ignore_unavailable ignore_throttled allow_no_indices expand_wildcards preference routing scroll search_type explain profile rest_total_hits_as_int typed_keys ccs_minimize_roundtrips',
    body: 'json!',
    names: { index: 'index' },
    scopable: true,
  }),
  api('render_search_template', { paths: ['GET POST /_render/template', 'GET POST /_render/template/{id}'], body: 'json' }),
  api('msearch_template', { paths: ['GET POST /_msearch/template', 'GET POST /{index}/_msearch/template'], params: 'search_type typed_keys max_concurrent_searches rest_total_hits_as_int ccs_minimize_roundtrips', body: 'ndjson!', names: { index: 'index' }, bodyNames: 'msearch' }),
  api('explain', { paths: ['GET POST /{index}/_explain/{id}', ['GET POST /{index}/{type}/{id}/_explain', { typed: true }]], params: 'analyzer analyze_wildcard default_operator df lenient preference q routing stored_fields _source _source_excludes _source_includes', body: 'json', names: { index: 'index' }, bodyNames: 'search-body' }),
  api('termvectors', { paths: ['GET POST /{index}/_termvectors', 'GET POST /{index}/_termvectors/{id}'], params: 'fields field_statistics offsets payloads positions preference realtime routing term_statistics version version_type', body: 'json', names: { index: 'index' } }),
  api('mtermvectors', { paths: ['GET POST /_mtermvectors', 'GET POST /{index}/_mtermvectors'], params: 'ids fields field_statistics offsets payloads positions preference realtime routing term_statistics version version_type', body: 'json', names: { index: 'index' }, bodyNames: 'mget' }),
  api('search_shards', { paths: ['GET POST /_search_shards', 'GET POST /{index}/_search_shards'], params: 'preference routing local ignore_unavailable allow_no_indices expand_wildcards master_timeout', names: { index: 'index' }, scopable: true }),
  // The ranking evaluation API (core/rankEval/): the rank-eval module of ES 6.2+, in every OpenSearch.
  api('rank_eval', {
    paths: [['GET POST /_rank_eval', { requires: 'rankEvalApi' }], ['GET POST /{index}/_rank_eval', { requires: 'rankEvalApi' }]],
    params: 'ignore_unavailable allow_no_indices expand_wildcards search_type',
    body: 'json!',
    names: { index: 'index' },
    bodyNames: 'rank-eval',
    scopable: true,
  }),
  api('cluster.pending_tasks', { paths: ['GET /_cluster/pending_tasks'], params: 'local master_timeout' }),
  api('cluster.allocation_explain', { paths: ['GET POST /_cluster/allocation/explain'], params: 'include_disk_info include_yes_decisions', body: 'json', ...unmodelled }),
  api('cluster.reroute', { paths: ['POST /_cluster/reroute'], params: 'dry_run explain metric retry_failed master_timeout timeout', body: 'json', writes: clusterAdmin }),
  api('cluster.remote_info', { paths: ['GET /_remote/info'] }),
  // Node operations with nothing to report on the simulated node (core/apis/nodesAdmin.ts).
  api('nodes.hot_threads', { paths: ['GET /_nodes/hot_threads', 'GET /_nodes/{node_id}/hot_threads'], params: 'ignore_idle_threads interval snapshots threads timeout type' }),
  api('nodes.reload_secure_settings', {
    paths: [['POST /_nodes/reload_secure_settings', { requires: 'reloadSecureSettingsApi' }], ['POST /_nodes/{node_id}/reload_secure_settings', { requires: 'reloadSecureSettingsApi' }]],
    params: 'timeout',
    body: 'json',
  }),
  api('nodes.get_repositories_metering_info', { paths: [['GET /_nodes/{node_id}/_repositories_metering', { requires: 'repositoriesMeteringApi' }]] }),
  api('nodes.clear_repositories_metering_archive', {
    paths: [['DELETE /_nodes/{node_id}/_repositories_metering/{max_archive_version}', { requires: 'repositoriesMeteringApi' }]],
    writes: clusterWrite('cluster:monitor/xpack/repositories_metering/clear_metering_archive', 'monitor,manage,all'),
  }),
  api('nodes.usage', {
    paths: [['GET /_nodes/usage', { requires: 'nodesUsageApi' }], ['GET /_nodes/{node_id}/usage', { requires: 'nodesUsageApi' }], ['GET /_nodes/usage/{metric}', { requires: 'nodesUsageApi' }], ['GET /_nodes/{node_id}/usage/{metric}', { requires: 'nodesUsageApi' }]],
    params: 'timeout',
  }),
  api('cat.recovery', { paths: ['GET /_cat/recovery', 'GET /_cat/recovery/{index}'], params: 'format h help s v bytes time active_only detailed', names: { index: 'index' }, scopable: true }),
  api('cat.segments', { paths: ['GET /_cat/segments', 'GET /_cat/segments/{index}'], params: 'format h help s v bytes', names: { index: 'index' }, scopable: true }),
  api('cat.allocation', { paths: ['GET /_cat/allocation', 'GET /_cat/allocation/{node_id}'], params: 'format h help s v bytes local master_timeout' }),
  api('cat.thread_pool', { paths: ['GET /_cat/thread_pool', 'GET /_cat/thread_pool/{thread_pool_patterns}'], params: 'format h help s v local master_timeout' }),
  api('cat.plugins', { paths: ['GET /_cat/plugins'], params: 'format h help s v local master_timeout' }),
  api('cat.pending_tasks', { paths: ['GET /_cat/pending_tasks'], params: 'format h help s v local master_timeout time' }),
  api('cat.fielddata', { paths: ['GET /_cat/fielddata', 'GET /_cat/fielddata/{fields}'], params: 'format h help s v bytes fields' }),
  api('cat.nodeattrs', { paths: ['GET /_cat/nodeattrs'], params: 'format h help s v local master_timeout' }),
  api('cat.repositories', { paths: ['GET /_cat/repositories'], params: 'format h help s v local master_timeout' }),
  api('cat.snapshots', { paths: ['GET /_cat/snapshots', 'GET /_cat/snapshots/{repository}'], params: 'format h help s v ignore_unavailable master_timeout time' }),
  api('cat.circuit_breaker', {
    paths: [['GET /_cat/circuit_breaker', { requires: 'catCircuitBreakerApi' }], ['GET /_cat/circuit_breaker/{circuit_breaker_patterns}', { requires: 'catCircuitBreakerApi' }]],
    params: 'format h help s v bytes time local master_timeout',
  }),
  api('cat.tasks', { paths: ['GET /_cat/tasks'], params: 'format h help s v actions detailed nodes parent_task_id time' }),
  // The features API (core/apis/features.ts): ES 7.12 lists the feature states, 7.13 resets them.
  api('features.get_features', { paths: [['GET /_features', { requires: 'featuresApi' }]], params: 'master_timeout' }),
  api('features.reset_features', { paths: [['POST /_features/_reset', { requires: 'featuresResetApi' }]], params: 'master_timeout', writes: clusterAdmin }),
  // The dangling indices APIs (core/apis/danglingIndices.ts): ES 7.9+, OpenSearch.
  api('dangling_indices.list_dangling_indices', { paths: [['GET /_dangling', { requires: 'danglingIndicesApi' }]] }),
  api('dangling_indices.import_dangling_index', { paths: [['POST /_dangling/{index_uuid}', { requires: 'danglingIndicesApi' }]], params: 'accept_data_loss timeout master_timeout', writes: clusterAdmin }),
  api('dangling_indices.delete_dangling_index', { paths: [['DELETE /_dangling/{index_uuid}', { requires: 'danglingIndicesApi' }]], params: 'accept_data_loss timeout master_timeout', writes: clusterAdmin }),
  // The health report (core/apis/healthReport.ts): ES 8.7+.
  api('health_report', { paths: [['GET /_health_report', { requires: 'healthReportApi' }], ['GET /_health_report/{feature}', { requires: 'healthReportApi' }]], params: 'size timeout verbose' }),
  api('indices.shard_stores', { paths: ['GET /_shard_stores', 'GET /{index}/_shard_stores'], params: 'status ignore_unavailable allow_no_indices expand_wildcards', names: { index: 'index' }, scopable: true }),
  api('indices.unfreeze', { paths: ['POST /{index}/_unfreeze'], params: 'timeout master_timeout ignore_unavailable allow_no_indices expand_wildcards wait_for_active_shards', writes: indexWrite('indices:admin/freeze', 'manage,all'), names: { index: 'index' }, ...unmodelled }),
  api('security.authenticate', { paths: ['GET /_security/_authenticate'], ...unmodelled }),
  // The security statistics (RestSecurityStatsAction, 9.x; clients 9.4 tests/security/150_stats.yml): catalogued so a case reaching it is "not simulated", not a runner error.
  api('security.get_stats', { paths: ['GET /_security/stats'], ...unmodelled }),
  // The synonyms API (core/synonyms/): ES 8.10+; `refresh` (no reload of the analyzers) is ES 9's.
  api('synonyms.put_synonym', { paths: [['PUT /_synonyms/{id}', { requires: 'synonymsApi' }]], params: 'refresh', body: 'json!', writes: clusterWrite('cluster:admin/synonyms/put', 'manage_search_synonyms,manage,all') }),
  api('synonyms.get_synonym', { paths: [['GET /_synonyms/{id}', { requires: 'synonymsApi' }]], params: 'from size' }),
  api('synonyms.delete_synonym', { paths: [['DELETE /_synonyms/{id}', { requires: 'synonymsApi' }]], writes: clusterWrite('cluster:admin/synonyms/delete', 'manage_search_synonyms,manage,all') }),
  api('synonyms.get_synonyms_sets', { paths: [['GET /_synonyms', { requires: 'synonymsApi' }]], params: 'from size' }),
  api('synonyms.put_synonym_rule', { paths: [['PUT /_synonyms/{set_id}/{rule_id}', { requires: 'synonymsApi' }]], params: 'refresh', body: 'json!', writes: clusterWrite('cluster:admin/synonym_rules/put', 'manage_search_synonyms,manage,all') }),
  api('synonyms.get_synonym_rule', { paths: [['GET /_synonyms/{set_id}/{rule_id}', { requires: 'synonymsApi' }]] }),
  api('synonyms.delete_synonym_rule', { paths: [['DELETE /_synonyms/{set_id}/{rule_id}', { requires: 'synonymsApi' }]], params: 'refresh', writes: clusterWrite('cluster:admin/synonym_rules/delete', 'manage_search_synonyms,manage,all') }),
  // Reloads the analyzers with `updateable` filters (core/synonyms/reload.ts): ES 7.3+ (x-pack), not OpenSearch.
  api('indices.reload_search_analyzers', {
    paths: [['GET POST /{index}/_reload_search_analyzers', { requires: 'reloadSearchAnalyzersApi' }]],
    params: 'ignore_unavailable allow_no_indices expand_wildcards resource',
    writes: indexWrite('indices:admin/reload_analyzers', 'manage,all'),
    names: { index: 'index' },
  }),
  // The enrich APIs (core/enrich/): ES 7.5+ (x-pack's enrich plugin), never OpenSearch. POST of _execute is a
  // route of RestExecuteEnrichPolicyAction the REST spec does not list.
  api('enrich.put_policy', { paths: [['PUT /_enrich/policy/{name}', { requires: 'enrichApi' }]], params: 'master_timeout', body: 'json!', writes: clusterWrite('cluster:admin/xpack/enrich/put', 'manage_enrich,manage,all') }),
  api('enrich.get_policy', { paths: [['GET /_enrich/policy/{name}', { requires: 'enrichApi' }], ['GET /_enrich/policy', { requires: 'enrichApi' }]], params: 'master_timeout' }),
  api('enrich.delete_policy', { paths: [['DELETE /_enrich/policy/{name}', { requires: 'enrichApi' }]], params: 'master_timeout', writes: clusterWrite('cluster:admin/xpack/enrich/delete', 'manage_enrich,manage,all') }),
  api('enrich.execute_policy', {
    paths: [['PUT /_enrich/policy/{name}/_execute', { requires: 'enrichApi' }], ['POST /_enrich/policy/{name}/_execute', { requires: 'enrichApi', serverOnly: true }]],
    params: 'wait_for_completion master_timeout',
    writes: clusterWrite('cluster:admin/xpack/enrich/execute', 'manage_enrich,manage,all'),
  }),
  api('enrich.stats', { paths: [['GET /_enrich/_stats', { requires: 'enrichApi' }]], params: 'master_timeout' }),
];
