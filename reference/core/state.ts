/**
 * The cluster state the core steps over: indexes (settings, mappings, aliases, documents) and scroll
 * contexts. Handlers validate everything first and mutate only once a request is known to succeed,
 * so a rejected request leaves the state exactly as it was.
 */
import type { ConfigReader, ConfigSnapshot } from './analysis/configFiles.ts';
import type { Json, JsonObject, RawJson } from './json.ts';
import type { EsError } from './errors/index.ts';
import type { Doc, ScrollHit } from './doc.ts';
import type { AliasMeta } from './aliasMeta.ts';
import type { JobAnswer, RunningJob } from './byScroll/runningJob.ts';
import type { TypeMapping } from './mapping/types.ts';
import type { HitList } from './search/hitList.ts';
import type { Profile } from '../profiles.ts';
import { emptyTemplates, type TemplateStore } from './templates/types.ts';
import type { StoredScript } from './script/storedScript.ts';
import type { DataStream } from './dataStreams/types.ts';
import type { IngestStatsState } from './ingest/counters.ts';
import type { PitShard } from './search/pit/pitId.ts';
import type { EnrichPolicy, EnrichStatsState } from './enrich/policy.ts';
import type { IlmState } from './ilm/types.ts';
import type { LicenseState } from './license/types.ts';

export interface IndexState {
  name: string;
  uuid: string;
  creationDate: number;
  /** Flat settings with the `index.` prefix, values as strings (as ES renders them). */
  settings: Record<string, string | string[]>;
  /** Mapping per type name; a typeless index holds at most one type, `_doc`. */
  mappings: Map<string, TypeMapping>;
  aliases: Map<string, AliasMeta>;
  docs: Map<string, Doc>;
  /** Last assigned sequence number (-1 before the first write). */
  seqNo: number;
  /** Counter for `Doc.order`. */
  docCounter: number;
  /** Versions of deleted documents, kept for `index.gc_deletes` (ES: 60s) so versions keep counting up. */
  tombstones?: Map<string, { version: number; at: number }>;
  closed: boolean;
  /**
   * The routing shard count (IndexMetadata.routingNumShards) when it is not what the settings give: a shrunk,
   * split or cloned index keeps its source's (MetadataCreateIndexService.getIndexNumberOfRoutingShards), so
   * every document stays on the shard its routing names. Undefined for an index made by create.
   */
  routingNumShards?: number;
  /**
   * The rules of each synonyms set the index's `synonyms_set` filters name, as its analyzers loaded them
   * (when the index was made or opened, and at each reload: core/synonyms/reload.ts), by set id; a set it
   * names that did not exist is absent. Undefined for an index whose analysis names no set.
   */
  synonymRules?: Readonly<Record<string, readonly string[]>>;
  /**
   * The config files (`synonyms_path`, `stopwords_path`, hunspell dictionaries, ...) its analyzers read when its
   * shards last started or reloaded (analysis/configFiles.ts), kept with the index so its analysis rebuilds the
   * same until the next start; undefined for an index whose analysis reads none.
   */
  configFiles?: ConfigSnapshot;
  /**
   * Why the index's shards failed to start (synonyms/shardStart.ts): an analyzer that cannot build from the
   * synonyms sets it loads, as a strict filter's shard does in ES (the index exists, its primaries stay
   * unassigned: red, no stats, searches refused). Undefined while its shards are started.
   */
  shardsFailed?: string;
  /**
   * With `--refresh explicit`: the documents as the last refresh left them, which searches, counts and
   * aggregations see (a GET by id is real-time and reads `docs`). Undefined when every document is visible
   * (the default mode, or nothing written since the last refresh). Never persisted: a restart recovers and
   * refreshes, as a node does.
   */
  visible?: Map<string, Doc>;
  /**
   * With `visible`: the shards written since `visible` was taken. A write's `refresh=true` refreshes only the
   * shard it wrote to, as on a cluster; `visible` is dropped once no shard is left behind. Never persisted.
   */
  dirtyShards?: Set<number>;
}

/** A point-in-time cursor: the matching documents captured when the scroll began. */
export interface ScrollContext {
  id: string;
  /** Numeric context id, as ES prints it in "No search context found for id [n]". */
  num: number;
  hits: HitList;
  position: number;
  size: number;
  total: number;
  keepAliveMs: number;
  expiresAt: number;
  /** Render options captured from the initial search. */
  render: JsonObject;
  /** The principal that opened it (Env.caller); only that caller may continue it. Absent without authentication. */
  owner?: string;
}

/** Cluster settings in force when nothing was set: the service's configuration. */
export interface ClusterDefaults {
  /** The spec's rule 3: on for the spec's service; ES5–7's own default was off. */
  destructiveRequiresName: boolean;
  /**
   * When writes become visible to search: `immediate` (default: at once, as if every write refreshed) or
   * `explicit` (only after a refresh: `refresh=true|wait_for`, `POST /_refresh`, as a real cluster between
   * its periodic refreshes).
   */
  refresh?: 'immediate' | 'explicit';
}

/**
 * A finished task whose result was stored (ES's `.tasks` index): a by-scroll job run with
 * `wait_for_completion=false`. The simulator is synchronous, so a task is complete when it is stored.
 */
export interface TaskRecord {
  /** The task number after `<node>:`. */
  id: number;
  action: string;
  description: string;
  startMillis: number;
  /** The job's status when it finished (BulkByScrollTask.Status); none for tasks without one (force merge). */
  status?: JsonObject;
  headers: Record<string, string>;
  /** The job's answer, or the failure that ended it. */
  response?: JsonObject;
  error?: JsonObject;
}

export interface ClusterState {
  defaults: ClusterDefaults;
  /**
   * The node's config directory as the runner gave it (the HTTP server's `--config`, an embedder's files), read
   * when an index starts or reloads its analyzers; undefined: an empty one. Not state: never saved.
   */
  config?: ConfigReader;
  indices: Map<string, IndexState>;
  scrolls: Map<string, ScrollContext>;
  /** Open points in time by id (search/pit/); in memory only, as scroll contexts. Optional for states made before them. */
  pits?: Map<string, PitContext>;
  /** Async searches kept by `keep_on_completion`, by id (apis/asyncSearch.ts); in memory only. Optional for older states. */
  asyncSearches?: Map<string, AsyncSearchRecord>;
  clusterSettings: { persistent: Record<string, Json>; transient: Record<string, Json> };
  /** Stored task results by task number. */
  tasks: Map<number, TaskRecord>;
  /** By-scroll jobs still running (`wait_for_completion=false`), by task number, in turn order (backgroundJobs.ts). */
  jobs: Map<number, RunningJob>;
  /** Answers of jobs whose caller waited in the background (`Env.deferJobWaits`), until collected. */
  jobAnswers: Map<number, JobAnswer>;
  /** Legacy, composable and component index templates. */
  templates: TemplateStore;
  /** Stored scripts by id (`PUT /_scripts/<id>`). */
  storedScripts: Map<string, StoredScript>;
  /** Synonyms sets by id (`PUT /_synonyms/<id>`, ES 8.10+), each its rules' text by rule id; made on first use. */
  synonymSets?: Map<string, Map<string, string>>;
  /** Enrich policies by name (`PUT /_enrich/policy/<name>`, ES 7.5+: core/enrich/); immutable once stored. Made on first use. */
  enrichPolicies?: Map<string, EnrichPolicy>;
  /** The enrich coordinator's and cache's counters (core/enrich/lookup.ts). Not durable, as ES keeps them in the node's memory. */
  enrichStats?: EnrichStatsState;
  /** Data streams by name, in creation order (their backing indices are in `indices`). */
  dataStreams: Map<string, DataStream>;
  /** Ingest pipelines by id: the configuration as it was stored (core/ingest/store.ts compiles it on use). */
  pipelines: Map<string, JsonObject>;
  /** OpenSearch's search pipelines by id: the configuration as stored (core/searchPipeline/ compiles it on use). */
  searchPipelines?: Map<string, JsonObject>;
  /** The cluster's license (license/license.ts): a self-generated basic one from the start, where X-Pack exists. */
  license?: LicenseState;
  /** ILM's policies and operation mode (ilm/store.ts; ES ≥ 6.6), made on first use. */
  ilm?: IlmState;
  /** The streams toggles by stream type (`StreamsMetadata`, ES 9.1+: `logs`; later `logs.otel`, `logs.ecs`). */
  streams?: Record<string, boolean>;
  /** Monotonic counters that make ids deterministic. */
  counters: { scroll: number; uuid: number; autoId: number; task: number };
  /**
   * Flush requests that reached each index, by index uuid (`_stats` flush.total counts them per shard).
   * Not durable, never snapshotted: ES's shard counters start again when the node does, and a flush is
   * not recorded.
   */
  flushes: Map<string, number>;
  /**
   * The shard request cache of each index, by index uuid (search/requestCache.ts); made on first use. Not
   * durable, as ES's cache lives in the node's memory.
   */
  requestCache?: Map<string, ShardRequestCache[]>;
  /** The search counters of each shard and the shards each scroll holds (search/searchStats.ts). Not durable. */
  searchStats?: SearchStatsState;
  /**
   * Counters reads leave on shards (stats/readStats.ts): realtime GETs (`get` stats) and the global ordinals a
   * search built (`fielddata` memory). Not durable and never journaled, as ES keeps them in the node's memory.
   */
  readStats?: ReadStatsState;
  /** The node's ingest counters (ingest/stats.ts). Not durable, as ES keeps them in the node's memory. */
  ingestStats?: IngestStatsState;
  /** The analytics aggregations' usage counters by name (search/aggs/analyticsUsage.ts). Not durable, as ES keeps them in the node's memory. */
  analyticsUsage?: Map<string, number>;
}

/** GETs counted per shard of each index (by uuid), and the global ordinals built per shard: the reader they were built on and each field's bytes. */
export interface ReadStatsState {
  gets: Map<string, { exists: number; missing: number }[]>;
  globalOrdinals: Map<string, Map<number, { reader: string; fields: Map<string, number> }>>;
  /** Each field's largest global ordinals value count built, by index uuid (kept across readers, as ES's counters). */
  valueCounts: Map<string, Map<string, number>>;
}

/** One shard's search counters (ShardSearchStats): phases that completed; scroll contexts freed and their lifetime (ms). */
export interface ShardSearchCounters {
  query: number;
  fetch: number;
  suggest: number;
  scroll: number;
  scrollMs: number;
  /** Point-in-time contexts freed on the shard and their lifetimes (OpenSearch's point_in_time_total/_time_in_millis). */
  pit?: number;
  pitMs?: number;
  /** The same phase counts for each `stats` group the searches named (SearchSourceBuilder.stats). */
  groups?: Record<string, { query: number; fetch: number; suggest: number }>;
}

/** Search counters by index uuid, and the shard contexts of each open scroll (by scroll id) with its start time. */
export interface SearchStatsState {
  shards: Map<string, ShardSearchCounters[]>;
  scrolls: Map<string, { at: number; shards: { uuid: string; shard: number }[] }>;
  /** The shard contexts of each open point in time (by id) with its start time, counted when freed as scrolls are. */
  pits?: Map<string, { at: number; shards: { uuid: string; shard: number }[] }>;
}

/** An empty cluster. */
export function emptyState(defaults: ClusterDefaults = { destructiveRequiresName: true }): ClusterState {
  return {
    defaults,
    indices: new Map(),
    scrolls: new Map(),
    pits: new Map(),
    clusterSettings: { persistent: {}, transient: {} },
    tasks: new Map(),
    jobs: new Map(),
    jobAnswers: new Map(),
    flushes: new Map(),
    counters: { scroll: 0, uuid: 0, autoId: 0, task: 0 },
    templates: emptyTemplates(),
    storedScripts: new Map(),
    dataStreams: new Map(),
    pipelines: new Map(),
  };
}

/**
 * The key of a document in `IndexState.docs`: its id, or its type and id where an index may hold several
 * types (ES5's `_uid`, and the spec's typed form), so `/i/a/1` and `/i/b/1` are two documents.
 */
export function docKey(profile: Profile, type: string, id: string): string {
  return profile.typesPerIndex === 'many' ? typedDocKey(type, id) : id;
}

/**
 * The key of a typed document: `type#id`, except that a `_doc` document whose id holds no `#` is keyed by
 * its id alone. A type name never holds `#` (MapperService refuses it), so a key with a `#` splits at its
 * first one and a key without is a `_doc` id: no two documents share a key. The usual document of a typed
 * index is a `_doc`, and a key of its own cost each one a second string (32 bytes of a 1,000,000-document
 * load's ~450 per document).
 */
export function typedDocKey(type: string, id: string): string {
  return type === '_doc' && !id.includes('#') ? id : `${type}#${id}`;
}

/** The aliases of the cluster: alias name → index names holding it, in index creation order. */
export function aliasTable(state: ClusterState): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const idx of state.indices.values()) {
    for (const alias of idx.aliases.keys()) {
      const list = table.get(alias);
      if (list) list.push(idx.name);
      else table.set(alias, [idx.name]);
    }
  }
  return table;
}

/** Whether any index holds this alias. */
export function aliasExists(state: ClusterState, name: string): boolean {
  for (const idx of state.indices.values()) if (idx.aliases.has(name)) return true;
  return false;
}

/** One open point in time (search/pit/pitContext.ts keeps them). */
export interface PitContext {
  /** The id as handed out (the key of `state.pits`). */
  id: string;
  /** Per shard: its index, shard number and reader context number, in the order the id lists them. */
  shards: PitShard[];
  /** The indices frozen when it opened, by name. */
  indices: IndexState[];
  /** The index expression it was opened with (its aliases' filters apply to every search through it). */
  expr: string;
  keepAliveMs: number;
  /** The keep-alive it was opened with (OpenSearch lists it, whatever later searches renewed it by). */
  openKeepAliveMs: number;
  expiresAt: number;
  /** When it opened (OpenSearch prints it as `creation_time`). */
  createdAt: number;
  /** The principal that opened it (Env.caller), absent without authentication. */
  owner?: string;
}

/** One shard's cache: its counters, and its entries (request key → estimated bytes) over its current reader. */
export interface ShardRequestCache {
  hits: number;
  misses: number;
  evictions: number;
  memory: number;
  reader: string;
  entries: Map<string, number>;
}

/** A finished async search kept for `GET /_async_search/{id}` (AsyncSearchResponse's parts). */
export interface AsyncSearchRecord {
  id: string;
  startTime: number;
  expirationTime: number;
  /** The HTTP status of the answer: the search's, or its failure's. */
  status: number;
  /** The search's answer body, when it succeeded. */
  response?: JsonObject | RawJson;
  /** The search's failure, when it failed once running. */
  error?: EsError;
}
