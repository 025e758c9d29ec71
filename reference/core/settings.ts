/**
 * Index settings: normalising request bodies to flat `index.*` keys, validating known settings, and
 * rendering them back nested or flat, as ES does.
 */
import { isObject, type Json, type JsonObject } from './json.ts';
import { isListedIndexSetting } from './indexDefaults.ts';
import { booleanExpected, settingAboveMaximum, settingBelowMinimum, settingNotANumber, settingNotATimeValue, settingsNotAnObject, unknownSetting, type EsError } from './errors/index.ts';

type Flat = Record<string, string | string[] | null>;

interface SettingRule {
  dynamic: boolean;
  /** Integer bounds, for numeric settings. */
  min?: number;
  max?: number;
  kind?: 'int' | 'bool' | 'time' | 'string';
}

const RULES: Record<string, SettingRule> = {
  'index.number_of_shards': { dynamic: false, kind: 'int', min: 1, max: 1024 },
  'index.number_of_routing_shards': { dynamic: false, kind: 'int', min: 1, max: 1024 },
  'index.number_of_replicas': { dynamic: true, kind: 'int', min: 0 },
  'index.auto_expand_replicas': { dynamic: true, kind: 'string' },
  'index.refresh_interval': { dynamic: true, kind: 'time' },
  'index.max_result_window': { dynamic: true, kind: 'int', min: 1 },
  'index.max_slices_per_scroll': { dynamic: true, kind: 'int', min: 1 },
  'index.mapping.total_fields.limit': { dynamic: true, kind: 'int', min: 0 },
  'index.mapping.depth.limit': { dynamic: true, kind: 'int', min: 1 },
  'index.mapping.nested_fields.limit': { dynamic: true, kind: 'int', min: 0 },
  'index.mapping.nested_objects.limit': { dynamic: true, kind: 'int', min: 0 },
  'index.mapping.ignore_malformed': { dynamic: false, kind: 'bool' },
  // 8.16+ only: buildIndex refuses it as unknown for earlier versions (profile indexIgnoreAbove).
  'index.mapping.ignore_above': { dynamic: false, kind: 'int', min: 0 },
  'index.mapping.coerce': { dynamic: false, kind: 'bool' },
  'index.blocks.read_only': { dynamic: true, kind: 'bool' },
  'index.blocks.read_only_allow_delete': { dynamic: true, kind: 'bool' },
  'index.blocks.read': { dynamic: true, kind: 'bool' },
  'index.blocks.write': { dynamic: true, kind: 'bool' },
  'index.blocks.metadata': { dynamic: true, kind: 'bool' },
  'index.codec': { dynamic: false, kind: 'string' },
  // IndexSortConfig's settings: Final (a sorted index's segments cannot be re-sorted).
  'index.sort.field': { dynamic: false },
  'index.sort.order': { dynamic: false },
  'index.sort.mode': { dynamic: false },
  'index.sort.missing': { dynamic: false },
  'index.routing_partition_size': { dynamic: false, kind: 'int', min: 1 },
  'index.hidden': { dynamic: true, kind: 'bool' },
  'index.max_inner_result_window': { dynamic: true, kind: 'int', min: 1 },
  // x-pack analytics' TopMetricsAggregationBuilder.MAX_BUCKET_SIZE (ES 7.7).
  'index.top_metrics_max_size': { dynamic: true, kind: 'int', min: 1 },
  'index.max_refresh_listeners': { dynamic: true, kind: 'int', min: 0 },
  'index.translog.durability': { dynamic: true, kind: 'string' },
  'index.translog.sync_interval': { dynamic: false, kind: 'time' },
  'index.write.wait_for_active_shards': { dynamic: true, kind: 'string' },
  'index.priority': { dynamic: true, kind: 'int', min: 0 },
  'index.query.default_field': { dynamic: true, kind: 'string' },
  'index.search.slowlog.threshold.query.warn': { dynamic: true, kind: 'time' },
  'index.gc_deletes': { dynamic: true, kind: 'time' },
  'index.shard.check_on_startup': { dynamic: false, kind: 'string' },
  'index.soft_deletes.enabled': { dynamic: false, kind: 'bool' },
  'index.format': { dynamic: false, kind: 'int', min: 0 },
  'index.max_docvalue_fields_search': { dynamic: true, kind: 'int', min: 0 },
  'index.max_script_fields': { dynamic: true, kind: 'int', min: 0 },
  'index.max_rescore_window': { dynamic: true, kind: 'int', min: 1 },
  'index.max_regex_length': { dynamic: true, kind: 'int', min: 1 },
  'index.max_terms_count': { dynamic: true, kind: 'int', min: 1 },
  'index.max_ngram_diff': { dynamic: true, kind: 'int', min: 0 },
  'index.max_shingle_diff': { dynamic: true, kind: 'int', min: 0 },
  // IndexSettings.MAX_ANALYZED_OFFSET_SETTING: the longest value the highlighters analyse (search/highlight/).
  'index.highlight.max_analyzed_offset': { dynamic: true, kind: 'int', min: 1 },
  'index.analyze.max_token_count': { dynamic: true, kind: 'int', min: 1 },
  'index.query_string.lenient': { dynamic: true, kind: 'bool' },
  'index.load_fixed_bitset_filters_eagerly': { dynamic: false, kind: 'bool' },
  // Ingest: the pipeline an index or create runs when it names none, and the one it always runs last.
  'index.default_pipeline': { dynamic: true, kind: 'string' },
  'index.final_pipeline': { dynamic: true, kind: 'string' },
  // DataStreamFailureStoreDefinition.FAILURE_STORE_DEFINITION_VERSION_SETTING: on a stream's failure indices.
  'index.failure_store.version': { dynamic: false, kind: 'int', min: 0 },
};

/** Prefixes whose keys are accepted as given (analysis chains, routing allocation, similarity...). */
const OPEN_PREFIXES = ['index.analysis.', 'index.routing.allocation.', 'index.similarity.', 'index.merge.', 'index.search.', 'index.indexing.slowlog.', 'index.store.', 'index.unassigned.', 'index.lifecycle.', 'index.plugins.', 'index.knn', 'index.sort.', 'index.version.', 'index.translog.'];

/** Settings the server writes and which a client may not set. */
const PRIVATE = new Set(['index.uuid', 'index.creation_date', 'index.provided_name', 'index.version.created', 'index.version.upgraded']);

function flatten(prefix: string, v: Json, out: Flat): void {
  if (isObject(v)) {
    for (const [k, x] of Object.entries(v)) flatten(prefix ? `${prefix}.${k}` : k, x as Json, out);
  } else if (Array.isArray(v)) {
    out[prefix] = v.map((x) => String(x));
  } else {
    out[prefix] = v === null ? null : String(v);
  }
}

/** Flattens a settings body (`{"index":{"number_of_shards":1}}` or `{"number_of_shards":1}`) to `index.*` keys. */
export function normaliseSettings(body: Json | undefined): Flat | EsError {
  if (body === undefined || body === null) return {};
  if (!isObject(body)) return settingsNotAnObject(body);
  const flat: Flat = {};
  flatten('', body, flat);
  const out: Flat = {};
  for (const [k, v] of Object.entries(flat)) out[k.startsWith('index.') ? k : `index.${k}`] = v;
  return out;
}

/** Validates one setting's key and value, returning the error ES would give. */
export function validateSetting(key: string, value: string | string[] | null, creating: boolean): EsError | undefined {
  if (PRIVATE.has(key) && !(creating && key === 'index.version.created')) {
    return unknownSetting(key);
  }
  const rule = RULES[key];
  if (!rule) {
    if (OPEN_PREFIXES.some((p) => key.startsWith(p)) || isListedIndexSetting(key)) return undefined;
    return unknownSetting(key);
  }
  if (value === null) return undefined;
  const v = Array.isArray(value) ? value.join(',') : value;
  if (rule.kind === 'int') {
    if (!/^-?\d+$/.test(v)) {
      return settingNotANumber(key, v);
    }
    const n = Number(v);
    if (rule.min !== undefined && n < rule.min) return settingBelowMinimum(key, v, rule.min);
    if (rule.max !== undefined && n > rule.max) return settingAboveMaximum(key, v, rule.max);
  }
  if (rule.kind === 'bool' && v !== 'true' && v !== 'false') {
    return booleanExpected(v);
  }
  if (rule.kind === 'time' && !/^(-1|0|\d+(\.\d+)?(nanos|micros|ms|s|m|h|d))$/.test(v)) {
    return settingNotATimeValue(key, v);
  }
  return undefined;
}

/** Whether a setting may change on an open index. */
export function isDynamicSetting(key: string): boolean {
  const rule = RULES[key];
  if (rule) return rule.dynamic;
  return !key.startsWith('index.analysis.');
}

/**
 * Flat settings as ES nests them (Settings.getAsStructuredMap, keys in order): each dot opens an object,
 * but where a key already holds a value (`index.merge.policy: default` beside `index.merge.policy.floor_segment`)
 * the longer keys stay dotted beside it (`policy.floor_segment`), and a value that arrives after an object
 * of the same name takes its place, the object's keys moving up dotted.
 */
export function nestSettings(flat: Record<string, string | string[]>): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(flat).sort()) placeSetting(out, '', key, flat[key]!);
  return out;
}

/** Settings.processSetting: one setting into a (sub)map, under a prefix of keys that fell back to dots. */
function placeSetting(map: JsonObject, prefix: string, setting: string, value: string | string[]): void {
  const dot = setting.indexOf('.');
  if (dot === -1) {
    const inner = map[prefix + setting];
    if (isObject(inner)) for (const [k, v] of Object.entries(inner)) map[`${prefix}${setting}.${k}`] = v;
    map[prefix + setting] = value;
    return;
  }
  const key = setting.slice(0, dot);
  const rest = setting.slice(dot + 1);
  const existing = map[prefix + key];
  if (existing === undefined) {
    const fresh: JsonObject = {};
    placeSetting(fresh, '', rest, value);
    map[prefix + key] = fresh;
  } else if (isObject(existing)) {
    placeSetting(existing, '', rest, value);
  } else {
    placeSetting(map, `${prefix}${key}.`, rest, value);
  }
}

/** Integer value of a setting, with a default. */
export function intSetting(flat: Record<string, string | string[]>, key: string, dflt: number): number {
  const v = flat[key];
  if (v === undefined || Array.isArray(v)) return dflt;
  const n = Number(v);
  return Number.isFinite(n) ? n : dflt;
}

/** Replicas an index asks for (none are ever assigned on one node). */
export function replicasOf(settings: Record<string, string | string[]>): number {
  if (settings['index.auto_expand_replicas'] !== undefined && String(settings['index.auto_expand_replicas']).startsWith('0-')) return 0;
  const n = Number(settings['index.number_of_replicas'] ?? 1);
  return Number.isFinite(n) ? n : 1;
}
