/**
 * The core's one entry point: dispatch a routed request to its API handler. Pure: state, request and
 * environment in; the state is changed in place only by a handler that succeeds, and a result out.
 */
import { isEsError, noHandlerRegistered, type EsError } from './errors/index.ts';
import { queryWarnings } from './deprecations.ts';
import { mapSteps } from './search/resumable/steps.ts';
import { renamedTimeout } from './params.ts';
import type { ClusterState } from './state.ts';
import type { ApiRequest, ApiResult, Env, Handler } from './handler.ts';
import { closeIndex, createIndex, deleteIndex, getIndex, indexExists, openIndex, refresh } from './apis/indices.ts';
import { getMapping, putMapping } from './apis/mappings.ts';
import { getFieldMapping } from './apis/fieldMapping.ts';
import { getSettings, putSettings } from './apis/settings.ts';
import { aliasExistsApi, deleteAlias, getAlias, putAlias, updateAliases } from './apis/aliases.ts';
import { createDoc, deleteDoc, docExists, getDoc, getSource, indexDoc, updateDoc } from './apis/documents.ts';
import { bulk } from './apis/bulk.ts';
import { mget } from './apis/mget.ts';
import { search } from './apis/search.ts';
import { explain } from './apis/explain.ts';
import { clearScroll, expireScrolls, scroll } from './apis/scroll.ts';
import { count } from './apis/count.ts';
import { termsEnum } from './apis/termsEnum.ts';
import { knnSearchApi } from './apis/knnSearchApi.ts';
import { catAliases, catCount, catHealth, catHelp, catIndices, catMaster, catNodes, catShards } from './apis/cat.ts';
import { getClusterSettings, health, info, putClusterSettings } from './apis/cluster.ts';
import { createDataStream, dataStreamsStats, deleteDataStream, getDataStream, promoteDataStream } from './apis/dataStreams.ts';
import { getDataStreamMappings, putDataStreamMappings } from './apis/dataStreamMappings.ts';
import { streamsStatus, toggleStreams } from './apis/streams.ts';
import { getDataStreamSettings, putDataStreamSettings } from './apis/dataStreamSettings.ts';
import { deleteDataStreamOptions, getDataStreamOptions, putDataStreamOptions } from './apis/dataStreamOptions.ts';
import { migrateToDataStream, modifyDataStream } from './apis/dataStreamChanges.ts';
import { dataLifecycleStats, deleteDataLifecycle, explainDataLifecycle, getDataLifecycle, putDataLifecycle } from './apis/dataStreamLifecycle.ts';
import { clusterState } from './apis/clusterState.ts';
import { clusterReroute } from './apis/clusterReroute.ts';
import { nodesInfo } from './apis/nodes.ts';
import { nodesStats } from './apis/nodesStats.ts';
import { clusterInfo } from './apis/clusterInfo.ts';
import { indicesStats } from './apis/indicesStats.ts';
import { flush, flushSynced } from './apis/flush.ts';
import { clearCache } from './apis/clearCache.ts';
import { reindex } from './apis/reindex.ts';
import { deleteByQuery, updateByQuery } from './apis/byQuery.ts';
import { getTask } from './apis/tasks.ts';
import { msearch } from './apis/msearch.ts';
import { resolveRequestNames } from './dateMath/requestNames.ts';
import { deleteTemplate, getTemplate, putTemplate, templateExistsApi } from './apis/legacyTemplates.ts';
import { deleteIndexTemplate, getIndexTemplate, indexTemplateExists, putIndexTemplate } from './apis/indexTemplates.ts';
import { componentTemplateExists, deleteComponentTemplate, getComponentTemplate, putComponentTemplate } from './apis/componentTemplates.ts';
import { simulateIndexTemplate, simulateTemplate } from './apis/simulateTemplates.ts';
import { catTemplates } from './apis/catTemplates.ts';
import { catComponentTemplates } from './apis/catComponentTemplates.ts';
import { forceMerge } from './apis/forceMerge.ts';
import { addBlock } from './apis/addBlock.ts';
import { resolveIndex } from './apis/resolveIndex.ts';
import { resolveCluster } from './apis/resolveCluster.ts';
import { listTasks } from './apis/listTasks.ts';
import { cancelTasks, rethrottle } from './apis/taskActions.ts';
import { fieldCaps } from './apis/fieldCaps.ts';
import { rollover } from './apis/rollover.ts';
import { cloneIndex, shrinkIndex, splitIndex } from './apis/resize.ts';
import { capabilities } from './apis/capabilities.ts';
import { getRepository, missingRepository } from './apis/snapshots.ts';
import { analyze } from './apis/analyze.ts';
import { deleteScript, getScript, putScript } from './apis/storedScripts.ts';
import { deleteSynonymRule, deleteSynonymsSet, getSynonymRule, getSynonymsSet, listSynonymsSets, putSynonymRule, putSynonymsSet, reloadSearchAnalyzers } from './apis/synonyms.ts';
import { painlessExecute } from './apis/painlessExecute.ts';
import { getScriptContext, getScriptLanguages } from './apis/scriptContexts.ts';
import { deletePipeline, getPipeline, grokPatterns, putPipeline } from './ingest/apis.ts';
import { deleteSearchPipeline, getSearchPipeline, putSearchPipeline } from './searchPipeline/apis.ts';
import { simulatePipeline } from './ingest/simulate.ts';
import { deleteEnrichPolicy, enrichStats, executeEnrichPolicy, getEnrichPolicy, putEnrichPolicy } from './enrich/apis.ts';
import { runEnrichMaintenance } from './enrich/maintenance.ts';
import { validateQuery } from './apis/validateQuery.ts';
import { searchShards } from './apis/searchShards.ts';
import { mtermvectors, termvectors } from './apis/termvectors.ts';
import { msearchTemplate, renderSearchTemplate, searchTemplate } from './apis/searchTemplate.ts';
import { rankEval } from './apis/rankEval.ts';
import { closePointInTime, createPit, deleteAllPits, deletePits, getAllPits, openPointInTime } from './apis/pit.ts';
import { expirePits } from './search/pit/pitContext.ts';
import { deleteLifecycle, explainLifecycle, getLifecycle, ilmStartStop, ilmStatus, moveToStep, putLifecycle, removePolicy, retryLifecycle } from './apis/ilm.ts';
import { basicStatus, deleteLicense, getLicense, startBasic, startTrial, trialStatus } from './apis/license.ts';
import { xpackInfo, xpackUsage } from './apis/xpack.ts';
import { INFO_HANDLERS } from './apis/infoHandlers.ts';
import { countRestAction } from './stats/restUsage.ts';
import { asyncSearchStatus, deleteAsyncSearch, expireAsyncSearches, getAsyncSearch, submitAsyncSearch } from './apis/asyncSearch.ts';

/** API name (the ES API spec's) → handler. */
export const HANDLERS: Record<string, Handler> = {
  info,
  put_script: putScript,
  get_script: getScript,
  delete_script: deleteScript,
  scripts_painless_execute: painlessExecute,
  get_script_context: getScriptContext,
  get_script_languages: getScriptLanguages,
  // HEAD / answers as GET / does, without the body.
  ping: info,
  'indices.create': createIndex,
  'indices.get': getIndex,
  'indices.exists': indexExists,
  'indices.delete': deleteIndex,
  'indices.close': closeIndex,
  'indices.open': openIndex,
  'indices.refresh': refresh,
  'indices.get_mapping': getMapping,
  'indices.get_field_mapping': getFieldMapping,
  'indices.put_mapping': putMapping,
  'indices.get_settings': getSettings,
  'indices.put_settings': putSettings,
  'indices.put_alias': putAlias,
  'indices.delete_alias': deleteAlias,
  'indices.get_alias': getAlias,
  'indices.exists_alias': aliasExistsApi,
  'indices.update_aliases': updateAliases,
  index: indexDoc,
  create: createDoc,
  get: getDoc,
  exists: docExists,
  delete: deleteDoc,
  update: updateDoc,
  get_source: getSource,
  exists_source: getSource,
  mget,
  bulk,
  reindex,
  delete_by_query: deleteByQuery,
  update_by_query: updateByQuery,
  'tasks.get': getTask,
  'tasks.list': listTasks,
  'tasks.cancel': cancelTasks,
  reindex_rethrottle: rethrottle,
  update_by_query_rethrottle: rethrottle,
  delete_by_query_rethrottle: rethrottle,
  field_caps: fieldCaps,
  search,
  msearch,
  scroll,
  clear_scroll: clearScroll,
  count,
  terms_enum: termsEnum,
  knn_search: knnSearchApi,
  explain,
  'cat.indices': catIndices,
  'cat.aliases': catAliases,
  'cat.help': catHelp,
  'cat.health': catHealth,
  'cat.count': catCount,
  'cat.nodes': catNodes,
  'cat.master': catMaster,
  'cat.cluster_manager': catMaster,
  'cat.shards': catShards,
  'cat.templates': catTemplates,
  'cat.component_templates': catComponentTemplates,
  'indices.put_template': putTemplate,
  'indices.get_template': getTemplate,
  'indices.exists_template': templateExistsApi,
  'indices.delete_template': deleteTemplate,
  'indices.put_index_template': putIndexTemplate,
  'indices.get_index_template': getIndexTemplate,
  'indices.exists_index_template': indexTemplateExists,
  'indices.delete_index_template': deleteIndexTemplate,
  'indices.simulate_index_template': simulateIndexTemplate,
  'indices.simulate_template': simulateTemplate,
  'cluster.put_component_template': putComponentTemplate,
  'cluster.get_component_template': getComponentTemplate,
  'cluster.exists_component_template': componentTemplateExists,
  'cluster.delete_component_template': deleteComponentTemplate,
  'cluster.health': health,
  'cluster.get_settings': getClusterSettings,
  'cluster.put_settings': putClusterSettings,
  'indices.get_data_stream': getDataStream,
  'indices.delete_data_stream': deleteDataStream,
  'indices.create_data_stream': createDataStream,
  'indices.data_streams_stats': dataStreamsStats,
  'indices.migrate_to_data_stream': migrateToDataStream,
  'indices.modify_data_stream': modifyDataStream,
  'indices.promote_data_stream': promoteDataStream,
  'indices.get_data_stream_settings': getDataStreamSettings,
  'indices.put_data_stream_settings': putDataStreamSettings,
  'indices.get_data_stream_mappings': getDataStreamMappings,
  'indices.put_data_stream_mappings': putDataStreamMappings,
  'streams.logs_enable': toggleStreams,
  'streams.logs_disable': toggleStreams,
  'streams.status': streamsStatus,
  'indices.get_data_stream_options': getDataStreamOptions,
  'indices.put_data_stream_options': putDataStreamOptions,
  'indices.delete_data_stream_options': deleteDataStreamOptions,
  'indices.put_data_lifecycle': putDataLifecycle,
  'indices.get_data_lifecycle': getDataLifecycle,
  'indices.delete_data_lifecycle': deleteDataLifecycle,
  'indices.explain_data_lifecycle': explainDataLifecycle,
  'indices.get_data_lifecycle_stats': dataLifecycleStats,
  'cluster.state': clusterState,
  'cluster.reroute': clusterReroute,
  'nodes.info': nodesInfo,
  'nodes.stats': nodesStats,
  'cluster.info': clusterInfo,
  'indices.stats': indicesStats,
  'indices.flush': flush,
  'indices.clear_cache': clearCache,
  'indices.flush_synced': flushSynced,
  'indices.forcemerge': forceMerge,
  'indices.add_block': addBlock,
  'indices.resolve_index': resolveIndex,
  'indices.resolve_cluster': resolveCluster,
  'indices.rollover': rollover,
  'indices.shrink': shrinkIndex,
  'indices.split': splitIndex,
  'indices.clone': cloneIndex,
  capabilities,
  'snapshot.get_repository': getRepository,
  'snapshot.delete_repository': missingRepository,
  'snapshot.get': missingRepository,
  'snapshot.create': missingRepository,
  'snapshot.delete': missingRepository,
  'snapshot.restore': missingRepository,
  'snapshot.status': missingRepository,
  'indices.analyze': analyze,
  'ingest.put_pipeline': putPipeline,
  'ingest.get_pipeline': getPipeline,
  'ingest.delete_pipeline': deletePipeline,
  'ingest.simulate': simulatePipeline,
  'ingest.processor_grok': grokPatterns,
  'enrich.put_policy': putEnrichPolicy,
  'enrich.get_policy': getEnrichPolicy,
  'enrich.delete_policy': deleteEnrichPolicy,
  'enrich.execute_policy': executeEnrichPolicy,
  'enrich.stats': enrichStats,
  'search_pipeline.put': putSearchPipeline,
  'search_pipeline.get': getSearchPipeline,
  'search_pipeline.delete': deleteSearchPipeline,
  search_template: searchTemplate,
  render_search_template: renderSearchTemplate,
  msearch_template: msearchTemplate,
  rank_eval: rankEval,
  'indices.validate_query': validateQuery,
  search_shards: searchShards,
  termvectors,
  mtermvectors,
  open_point_in_time: openPointInTime,
  close_point_in_time: closePointInTime,
  create_pit: createPit,
  get_all_pits: getAllPits,
  delete_pit: deletePits,
  delete_all_pits: deleteAllPits,
  'async_search.submit': submitAsyncSearch,
  'async_search.get': getAsyncSearch,
  'async_search.status': asyncSearchStatus,
  'async_search.delete': deleteAsyncSearch,
  'synonyms.put_synonym': putSynonymsSet,
  'synonyms.get_synonym': getSynonymsSet,
  'synonyms.delete_synonym': deleteSynonymsSet,
  'synonyms.get_synonyms_sets': listSynonymsSets,
  'synonyms.put_synonym_rule': putSynonymRule,
  'synonyms.get_synonym_rule': getSynonymRule,
  'synonyms.delete_synonym_rule': deleteSynonymRule,
  'indices.reload_search_analyzers': reloadSearchAnalyzers,
  'license.get': getLicense,
  'license.delete': deleteLicense,
  'license.get_basic_status': basicStatus,
  'license.get_trial_status': trialStatus,
  'license.post_start_trial': startTrial,
  'license.post_start_basic': startBasic,
  'xpack.info': xpackInfo,
  'xpack.usage': xpackUsage,
  'ilm.get_lifecycle': getLifecycle,
  'ilm.put_lifecycle': putLifecycle,
  'ilm.delete_lifecycle': deleteLifecycle,
  'ilm.get_status': ilmStatus,
  'ilm.start': ilmStartStop,
  'ilm.stop': ilmStartStop,
  'ilm.explain_lifecycle': explainLifecycle,
  'ilm.remove_policy': removePolicy,
  'ilm.retry': retryLifecycle,
  'ilm.move_to_step': moveToStep,
  ...INFO_HANDLERS,
};

/** Applies one request to the state. Scroll contexts past their keep-alive are dropped first. */
export function step(state: ClusterState, req: ApiRequest, env: Env): ApiResult | EsError {
  expireScrolls(state, env.now);
  expirePits(state, env.now);
  expireAsyncSearches(state, env.now);
  runEnrichMaintenance(state, env.now);
  const handler = HANDLERS[req.api];
  if (!handler) return noHandlerRegistered(req.api);
  // `_nodes/usage` counts every request a handler took, as ES's UsageService counts before the handler runs.
  countRestAction(state, req.api, env.now);
  const named = resolveRequestNames(req, env);
  if (isEsError(named)) return named;
  const renamed = renamedTimeout(env.profile, req.query);
  if (isEsError(renamed)) return renamed;
  const result = handler(state, named, env);
  const extra = [...queryWarnings(env.profile, req.api, req.query), ...renamed];
  if (extra.length === 0 || isEsError(result)) return result;
  // A resumable answer gets its warnings when it ends.
  if (result.resume) return { ...result, resume: mapSteps(result.resume, (r) => (isEsError(r) ? r : { ...r, warnings: [...(r.warnings ?? []), ...extra] })) };
  return { ...result, warnings: [...(result.warnings ?? []), ...extra] };
}
