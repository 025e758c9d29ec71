/**
 * The columns of the `_cat` tables the simulator serves, as each version's RestXxxAction declares them
 * (name, aliases, description, default, alignment), per generation of statistics (StatsFamily).
 * Written from Elasticsearch's and OpenSearch's cat actions; `h=*` and `help` list exactly these.
 */
import type { StatsFamily } from '../../profiles.ts';
import { col, TIME_COLUMNS, type Column } from './table.ts';

type Fam = readonly StatsFamily[];
const MODERN: Fam = ['elasticsearch-7+', 'opensearch'];
const ES7_ON: Fam = ['elasticsearch-7+'];
const SINCE6: Fam = ['elasticsearch-6', 'elasticsearch-7+', 'opensearch'];

/** A statistic column: name, aliases, description, and the families that have it (all when omitted). */
type Stat = [name: string, aliases: string, desc: string, fams?: Fam];

const STATS: readonly Stat[] = [
  ['completion.size', 'cs,completionSize', 'size of completion'],
  ['fielddata.memory_size', 'fm,fielddataMemory', 'used fielddata cache'],
  ['fielddata.evictions', 'fe,fielddataEvictions', 'fielddata evictions'],
  ['query_cache.memory_size', 'qcm,queryCacheMemory', 'used query cache'],
  ['query_cache.evictions', 'qce,queryCacheEvictions', 'query cache evictions'],
  ['request_cache.memory_size', 'rcm,requestCacheMemory', 'used request cache'],
  ['request_cache.evictions', 'rce,requestCacheEvictions', 'request cache evictions'],
  ['request_cache.hit_count', 'rchc,requestCacheHitCount', 'request cache hit count'],
  ['request_cache.miss_count', 'rcmc,requestCacheMissCount', 'request cache miss count'],
  ['flush.total', 'ft,flushTotal', 'number of flushes'],
  ['flush.total_time', 'ftt,flushTotalTime', 'time spent in flush'],
  ['get.current', 'gc,getCurrent', 'number of current get ops'],
  ['get.time', 'gti,getTime', 'time spent in get'],
  ['get.total', 'gto,getTotal', 'number of get ops'],
  ['get.exists_time', 'geti,getExistsTime', 'time spent in successful gets'],
  ['get.exists_total', 'geto,getExistsTotal', 'number of successful gets'],
  ['get.missing_time', 'gmti,getMissingTime', 'time spent in failed gets'],
  ['get.missing_total', 'gmto,getMissingTotal', 'number of failed gets'],
  ['indexing.delete_current', 'idc,indexingDeleteCurrent', 'number of current deletions'],
  ['indexing.delete_time', 'idti,indexingDeleteTime', 'time spent in deletions'],
  ['indexing.delete_total', 'idto,indexingDeleteTotal', 'number of delete ops'],
  ['indexing.index_current', 'iic,indexingIndexCurrent', 'number of current indexing ops'],
  ['indexing.index_time', 'iiti,indexingIndexTime', 'time spent in indexing'],
  ['indexing.index_total', 'iito,indexingIndexTotal', 'number of indexing ops'],
  ['indexing.index_failed', 'iif,indexingIndexFailed', 'number of failed indexing ops'],
  ['merges.current', 'mc,mergesCurrent', 'number of current merges'],
  ['merges.current_docs', 'mcd,mergesCurrentDocs', 'number of current merging docs'],
  ['merges.current_size', 'mcs,mergesCurrentSize', 'size of current merges'],
  ['merges.total', 'mt,mergesTotal', 'number of completed merge ops'],
  ['merges.total_docs', 'mtd,mergesTotalDocs', 'docs merged'],
  ['merges.total_size', 'mts,mergesTotalSize', 'size merged'],
  ['merges.total_time', 'mtt,mergesTotalTime', 'time spent in merges'],
  ['refresh.total', 'rto,refreshTotal', 'total refreshes'],
  ['refresh.time', 'rti,refreshTime', 'time spent in refreshes'],
  ['refresh.external_total', 'rto,refreshTotal', 'total external refreshes', MODERN],
  ['refresh.external_time', 'rti,refreshTime', 'time spent in external refreshes', MODERN],
  ['refresh.listeners', 'rli,refreshListeners', 'number of pending refresh listeners', SINCE6],
  ['search.fetch_current', 'sfc,searchFetchCurrent', 'current fetch phase ops'],
  ['search.fetch_time', 'sfti,searchFetchTime', 'time spent in fetch phase'],
  ['search.fetch_total', 'sfto,searchFetchTotal', 'total fetch ops'],
  ['search.open_contexts', 'so,searchOpenContexts', 'open search contexts'],
  ['search.query_current', 'sqc,searchQueryCurrent', 'current query phase ops'],
  ['search.query_time', 'sqti,searchQueryTime', 'time spent in query phase'],
  ['search.query_total', 'sqto,searchQueryTotal', 'total query phase ops'],
  ['search.scroll_current', 'scc,searchScrollCurrent', 'open scroll contexts'],
  ['search.scroll_time', 'scti,searchScrollTime', 'time scroll contexts held open'],
  ['search.scroll_total', 'scto,searchScrollTotal', 'completed scroll contexts'],
  ['segments.count', 'sc,segmentsCount', 'number of segments'],
  ['segments.memory', 'sm,segmentsMemory', 'memory used by segments'],
  ['segments.index_writer_memory', 'siwm,segmentsIndexWriterMemory', 'memory used by index writer'],
  ['segments.version_map_memory', 'svmm,segmentsVersionMapMemory', 'memory used by version map'],
  ['segments.fixed_bitset_memory', 'sfbm,fixedBitsetMemory', 'memory used by fixed bit sets for nested object field types and type filters for types referred in _parent fields'],
  ['warmer.current', 'wc,warmerCurrent', 'current warmer ops'],
  ['warmer.total', 'wto,warmerTotal', 'total warmer ops'],
  ['warmer.total_time', 'wtt,warmerTotalTime', 'time spent in warmers'],
  ['suggest.current', 'suc,suggestCurrent', 'number of current suggest ops'],
  ['suggest.time', 'suti,suggestTime', 'time spend in suggest'],
  ['suggest.total', 'suto,suggestTotal', 'number of suggest ops'],
  ['bulk.total_operations', 'bto,bulkTotalOperations', 'number of bulk shard ops', ES7_ON],
  ['bulk.total_time', 'btti,bulkTotalTime', 'time spend in shard bulk', ES7_ON],
  ['bulk.total_size_in_bytes', 'btsi,bulkTotalSizeInBytes', 'total size in bytes of shard bulk', ES7_ON],
  ['bulk.avg_time', 'bati,bulkAvgTime', 'average time spend in shard bulk', ES7_ON],
  ['bulk.avg_size_in_bytes', 'basi,bulkAvgSizeInBytes', 'avg size in bytes of shard bulk', ES7_ON],
];

/** Statistic groups a table does not show (ES's shard and node tables leave some out). */
const NOT_IN_SHARDS = /^(request_cache\.|suggest\.)/;
const NOT_IN_NODES = /^(warmer\.)/;

const has = (fam: StatsFamily, fams?: Fam) => fams === undefined || fams.includes(fam);

function statColumns(fam: StatsFamily, skip: RegExp): Column[] {
  return STATS.filter(([n, , , f]) => has(fam, f) && !skip.test(n)).map(([n, a, d]) => col(n, a, d, 'xr'));
}

/** `_cat/health`; `unassign.pri` from ES 8.16 (RestHealthAction, #112024). */
export function healthColumns(unassignedPrimaries: boolean): Column[] {
  return [
    ...TIME_COLUMNS,
    col('cluster', 'cl', 'cluster name'),
    col('status', 'st', 'health status'),
    col('node.total', 'nt,nodeTotal', 'total number of nodes', 'r'),
    col('node.data', 'nd,nodeData', 'number of nodes that can store data', 'r'),
    col('shards', 't,sh,shards.total,shardsTotal', 'total number of shards', 'r'),
    col('pri', 'p,shards.primary,shardsPrimary', 'number of primary shards', 'r'),
    col('relo', 'r,shards.relocating,shardsRelocating', 'number of relocating nodes', 'r'),
    col('init', 'i,shards.initializing,shardsInitializing', 'number of initializing nodes', 'r'),
    col('unassign', 'u,shards.unassigned,shardsUnassigned', 'number of unassigned shards', 'r'),
    ...(unassignedPrimaries ? [col('unassign.pri', 'up,shards.unassigned.primary,shardsUnassignedPrimary', 'number of unassigned primary shards', 'r')] : []),
    col('pending_tasks', 'pt,pendingTasks', 'number of pending tasks', 'r'),
    col('max_task_wait_time', 'mtwt,maxTaskWaitTime', 'wait time of longest task pending', 'r'),
    col('active_shards_percent', 'asp,activeShardsPercent', 'active number of shards in percent', 'r'),
  ];
}

/** `_cat/count`. */
export function countColumns(): Column[] {
  return [...TIME_COLUMNS, col('count', 'dc,docs.count,docsCount', 'the document count')];
}

/** `_cat/aliases`: `is_write_index` where the version has it. */
export function aliasColumns(writeIndex: boolean): Column[] {
  const cols = [
    col('alias', 'a', 'alias name'),
    col('index', 'i,idx', 'index alias points to'),
    col('filter', 'f,fi', 'filter'),
    col('routing.index', 'ri,routingIndex', 'index routing'),
    col('routing.search', 'rs,routingSearch', 'search routing'),
  ];
  if (writeIndex) cols.push(col('is_write_index', 'w,isWriteIndex', 'write index'));
  return cols;
}

/** `_cat/indices`: the index columns, then each statistic with its `pri.` sibling. */
export function indexColumns(fam: StatsFamily, dataset: boolean): Column[] {
  const cols = [
    col('health', 'h', 'current health status'),
    col('status', 's', 'open/close status'),
    col('index', 'i,idx', 'index name'),
    col('uuid', 'id,uuid', 'index uuid'),
    col('pri', 'p,shards.primary,shardsPrimary', 'number of primary shards', 'r'),
    col('rep', 'r,shards.replica,shardsReplica', 'number of replica shards', 'r'),
    col('docs.count', 'dc,docsCount', 'available docs', 'r'),
    col('docs.deleted', 'dd,docsDeleted', 'deleted docs', 'r'),
    col('creation.date', 'cd', 'index creation date (millisecond value)', 'x'),
    col('creation.date.string', 'cds', 'index creation date (as string)', 'x'),
    col('store.size', 'ss,storeSize', 'store size of primaries & replicas', 'rp'),
    col('pri.store.size', '', 'store size of primaries', 'r'),
  ];
  if (dataset) cols.push(col('dataset.size', '', 'total size of dataset', 'r'));
  for (const s of statColumns(fam, /^$^/)) {
    cols.push({ ...s, priSibling: true }, col(`pri.${s.name}`, '', s.desc, 'xr'));
  }
  cols.push(col('memory.total', 'tm,memoryTotal', 'total used memory', 'xrp'), col('pri.memory.total', '', 'total user memory', 'xr'));
  if (fam !== 'elasticsearch-5') cols.push(col('search.throttled', 'sth', 'indicates if the index is search throttled', 'x'));
  return cols;
}

/** `_cat/shards`. */
export function shardColumns(fam: StatsFamily, dataset: boolean): Column[] {
  const cols = [
    col('index', 'i,idx', 'index name'),
    col('shard', 's,sh', 'shard name'),
    col('prirep', 'p,pr,primaryOrReplica', 'primary or replica'),
    col('state', 'st', 'shard state'),
    col('docs', 'd,dc', 'number of docs in shard', 'r'),
    col('store', 'sto', 'store size of shard (how much disk it uses)', 'r'),
  ];
  if (dataset) cols.push(col('dataset', '', 'total size of dataset', 'r'));
  cols.push(
    col('ip', '', 'ip of node where it lives'),
    col('id', '', 'unique id of node where it lives', 'x'),
    col('node', 'n', 'name of node where it lives'),
    col('sync_id', 'sync_id', 'sync id', 'x'),
    col('unassigned.reason', 'ur', 'reason shard became unassigned', 'x'),
    col('unassigned.at', 'ua', 'time shard became unassigned (UTC)', 'x'),
    col('unassigned.for', 'uf', 'time has been unassigned', 'xr'),
    col('unassigned.details', 'ud', 'additional details as to why the shard became unassigned', 'x'),
    col('recoverysource.type', 'rs', 'recovery source type', 'x'),
  );
  cols.push(...statColumns(fam, NOT_IN_SHARDS));
  if (fam !== 'elasticsearch-5') {
    cols.push(
      col('seq_no.max', 'sqm,maxSeqNo', 'max sequence number', 'xr'),
      col('seq_no.local_checkpoint', 'sql,localCheckpoint', 'local checkpoint', 'xr'),
      col('seq_no.global_checkpoint', 'sqg,globalCheckpoint', 'global checkpoint', 'xr'),
    );
  }
  cols.push(col('path.data', 'pd,dataPath', 'shard data path', 'xr'), col('path.state', 'ps,statsPath', 'shard state path', 'xr'));
  return cols;
}

/** `_cat/nodes`: the node's identity and resources, then its statistics. */
export function nodeColumns(fam: StatsFamily, clusterManagerNames = false): Column[] {
  const cols = [
    col('id', 'id,nodeId', 'unique node id', 'x'),
    col('pid', 'p', 'process id', 'x'),
    col('ip', 'i', 'ip address'),
    col('port', 'po', 'bound transport port', 'x'),
    col('http_address', 'http', 'bound http address', 'x'),
    col('version', 'v', 'es version', 'x'),
  ];
  if (fam === 'elasticsearch-7+' || fam === 'elasticsearch-6') cols.push(col('flavor', 'f', 'es distribution flavor', 'x'), col('type', 't', 'es distribution type', 'x'));
  cols.push(
    col('build', 'b', 'es build hash', 'x'),
    col('jdk', 'j', 'jdk version', 'x'),
    col('disk.total', 'dt,diskTotal', 'total disk space', 'xr'),
    col('disk.used', 'du,diskUsed', 'used disk space', 'xr'),
    col('disk.avail', 'd,da,disk,diskAvail', 'available disk space', 'xr'),
    col('disk.used_percent', 'dup,diskUsedPercent', 'used disk space percentage', 'xr'),
    col('heap.current', 'hc,heapCurrent', 'used heap', 'xr'),
    col('heap.percent', 'hp,heapPercent', 'used heap ratio', 'r'),
    col('heap.max', 'hm,heapMax', 'max configured heap', 'xr'),
    col('ram.current', 'rc,ramCurrent', 'used machine memory', 'xr'),
    col('ram.percent', 'rp,ramPercent', 'used machine memory ratio', 'r'),
    col('ram.max', 'rm,ramMax', 'total machine memory', 'xr'),
    col('file_desc.current', 'fdc,fileDescriptorCurrent', 'used file descriptors', 'xr'),
    col('file_desc.percent', 'fdp,fileDescriptorPercent', 'used file descriptor ratio', 'xr'),
    col('file_desc.max', 'fdm,fileDescriptorMax', 'max file descriptors', 'xr'),
    col('cpu', 'cpu', 'recent cpu usage', 'r'),
    col('load_1m', 'l', '1m load avg', 'r'),
    col('load_5m', 'l', '5m load avg', 'r'),
    col('load_15m', 'l', '15m load avg', 'r'),
    col('uptime', 'u', 'node uptime', 'xr'),
    col('node.role', 'r,role,nodeRole', 'm:master eligible node, d:data node, i:ingest node, -:coordinating node only'),
  );
  if (fam === 'opensearch' && clusterManagerNames) {
    cols.push(
      col('node.roles', 'rs,all roles', 'all roles'),
      col('cluster_manager', 'cm,m', '*:current cluster manager'),
    );
  } else cols.push(col('master', 'm', '*:current master'));
  cols.push(col('name', 'n', 'node name'));
  cols.push(...statColumns(fam, NOT_IN_NODES));
  if (fam !== 'elasticsearch-5') {
    cols.push(
      col('script.compilations', 'scrcc,scriptCompilations', 'script compilations', 'xr'),
      col('script.cache_evictions', 'scrce,scriptCacheEvictions', 'script cache evictions', 'xr'),
    );
  }
  return cols;
}
