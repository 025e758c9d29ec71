/**
 * The parameters each leaf field type takes, and the refusal of the others, per version:
 * - ES 8+ (FieldMapper.Builder.parse): a parameter the type's Builder does not declare (getParameters) is
 *   `unknown parameter [x] on mapper [f] of type [t]`; `boost` has its own words (removed in 8.0).
 * - ES 7.10–7.17 (ParametrizedFieldMapper.Builder.parse): the same, except that the parameters the old
 *   TypeParsers.parseField took on every type (DEPRECATED_PARAMS: store, meta, index, doc_values,
 *   index_options, similarity) and `boost` pass with a deprecation, and a dynamic template's unknown
 *   parameters are dropped when a document applies it ("Until 7.x it was possible to use unknown parameters").
 * - OpenSearch (its ParametrizedFieldMapper, forked from 7.10.2): DEPRECATED_PARAMS plus `boost` pass on every
 *   type, in templates too; nothing else.
 * - ES < 7.10 (DocumentMapperParser.checkNoRemainingFields): what no parser consumed, all listed:
 *   `Mapping definition for [f] has unsupported parameters:  [x : 1]`.
 * The mapper's name in the message is the leaf name (the Builder's name), `type` as the definition gave it.
 * Types the table does not list (plugin types such as knn_vector, the 5.x `string`) are not checked.
 */
import type { Json, JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { javaToString } from './javaString.ts';
import { mapperBoostRemoved, mapperUnknownParameter, unsupportedParameters, type EsError } from '../errors/index.ts';

/** Marks a parameter that only some versions declare (see `gated`). */
type Gate = 'script' | 'dim' | 'metric' | 'boolMalformed';
type Params = readonly (string | readonly [string, Gate])[];

const SCRIPT: Params = [['script', 'script'], ['on_script_error', 'script']];
const NUMBER: Params = ['index', 'doc_values', 'store', 'ignore_malformed', 'coerce', 'null_value', ...SCRIPT, ['time_series_dimension', 'dim'], ['time_series_metric', 'metric']];
const RANGE: Params = ['index', 'doc_values', 'store', 'coerce', 'format', 'locale'];
const DATE: Params = ['index', 'doc_values', 'store', 'format', 'locale', 'null_value', 'ignore_malformed', ...SCRIPT];
/** AbstractShapeGeometryFieldMapper's, with LegacyGeoShapeFieldMapper's prefix-tree parameters (still read for 7.x indices). */
const SHAPE: Params = ['index', 'doc_values', 'store', 'ignore_malformed', 'ignore_z_value', 'coerce', 'orientation', 'tree', 'strategy', 'precision', 'tree_levels', 'distance_error_pct', 'points_only', ...SCRIPT];
const TEXT: Params = [
  'index', 'store', 'index_phrases', 'index_prefixes', 'norms', 'term_vector', 'fielddata', 'fielddata_frequency_filter',
  'eager_global_ordinals', 'index_options', 'position_increment_gap', 'analyzer', 'search_analyzer', 'search_quote_analyzer', 'similarity',
];

/**
 * Each type's own parameters (its Builder's getParameters besides `meta`), as 8.19 declares them; a gated one
 * only where the version has it. `fields`, `copy_to`, `meta` and `synthetic_source_keep` are every mapper's.
 */
const TYPE_PARAMS: Readonly<Record<string, Params>> = {
  keyword: [
    'index', 'doc_values', 'store', 'null_value', 'eager_global_ordinals', 'ignore_above', 'index_options', 'norms', 'similarity',
    'normalizer', 'split_queries_on_whitespace', ...SCRIPT, ['time_series_dimension', 'dim'],
  ],
  text: TEXT,
  // MatchOnlyTextFieldMapper.Builder: `meta` only (positions and norms are what it leaves out).
  match_only_text: [],
  long: NUMBER, integer: NUMBER, short: NUMBER, byte: NUMBER, double: NUMBER, float: NUMBER, half_float: NUMBER,
  scaled_float: ['index', 'doc_values', 'store', 'ignore_malformed', 'coerce', 'null_value', 'scaling_factor', ['time_series_dimension', 'dim'], ['time_series_metric', 'metric']],
  unsigned_long: ['index', 'doc_values', 'store', 'ignore_malformed', 'null_value', ['time_series_dimension', 'dim'], ['time_series_metric', 'metric']],
  date: DATE, date_nanos: DATE,
  boolean: ['index', 'doc_values', 'store', 'null_value', ...SCRIPT, ['ignore_malformed', 'boolMalformed'], ['time_series_dimension', 'dim']],
  binary: ['doc_values', 'store'],
  ip: ['index', 'doc_values', 'store', 'ignore_malformed', 'null_value', ...SCRIPT, ['time_series_dimension', 'dim']],
  geo_point: ['index', 'doc_values', 'store', 'ignore_malformed', 'ignore_z_value', 'null_value', ...SCRIPT, ['time_series_metric', 'metric']],
  geo_shape: SHAPE, shape: SHAPE,
  point: ['index', 'doc_values', 'store', 'ignore_malformed', 'ignore_z_value', 'null_value'],
  completion: ['analyzer', 'search_analyzer', 'preserve_separators', 'preserve_position_increments', 'contexts', 'max_input_length', 'max_input_len'],
  token_count: ['index', 'doc_values', 'store', 'analyzer', 'null_value', 'enable_position_increments'],
  wildcard: ['ignore_above', 'null_value'],
  constant_keyword: ['value'],
  flattened: [
    'index', 'doc_values', 'depth_limit', 'null_value', 'eager_global_ordinals', 'ignore_above', 'index_options', 'similarity',
    'split_queries_on_whitespace', ['time_series_dimensions', 'dim'],
  ],
  search_as_you_type: ['index', 'store', 'index_options', 'norms', 'term_vector', 'analyzer', 'search_analyzer', 'search_quote_analyzer', 'similarity', 'max_shingle_size'],
  integer_range: RANGE, long_range: RANGE, float_range: RANGE, double_range: RANGE, date_range: RANGE, ip_range: RANGE,
  version: [],
  murmur3: ['store'],
  percolator: [],
  join: ['eager_global_ordinals', 'relations'],
  rank_feature: ['positive_score_impact', 'null_value'],
  rank_features: ['positive_score_impact'],
  sparse_vector: ['store', 'index_options'],
  histogram: ['ignore_malformed'],
  aggregate_metric_double: ['metrics', 'default_metric', ['time_series_metric', 'metric']],
};

/** What OpenSearch's mappers declare beyond the table (its own parameters on the shared types). */
const OPENSEARCH_EXTRA: Readonly<Record<string, Params>> = {
  // OpenSearch's wildcard (2.15) takes a normalizer and doc values; its match_only_text is a trimmed text mapper.
  wildcard: ['normalizer', 'doc_values'],
  match_only_text: TEXT,
  // NumberFieldMapper.Builder's doc-values skip list (OpenSearch 3.x; approx. which release).
  ...Object.fromEntries(['long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'unsigned_long'].map((t) => [t, ['skip_list']])),
};

/** The parameters the old TypeParsers.parseField read on every type (and ES 5's `include_in_all`). */
const OLD_COMMON = ['store', 'index', 'doc_values', 'boost', 'index_options', 'similarity', 'norms', 'include_in_all'];
/** FieldMapper.Builder's DEPRECATED_PARAMS: a 7.x index (and OpenSearch, which adds `boost`) takes them on any type. */
const DEPRECATED_PARAMS = new Set(['store', 'meta', 'index', 'doc_values', 'index_options', 'similarity', 'boost']);

function gated(gate: Gate, profile: Profile): boolean {
  switch (gate) {
    case 'script': return profile.runtimeFields;
    case 'dim': return profile.timeSeriesFieldParams !== 'none';
    case 'metric': return profile.timeSeriesFieldParams === 'both';
    case 'boolMalformed': return profile.booleanIgnoreMalformed;
  }
}

/** Whether the profile's mapper of `type` takes `param` (every mapper's `fields`/`copy_to`/`meta` included). */
export function takesParam(type: string, param: string, profile: Profile): boolean {
  if (param === 'type' || param === 'fields' || param === 'copy_to') return true;
  if (param === 'meta') return profile.fieldMeta;
  if (param === 'synthetic_source_keep') return profile.ignoredSource;
  const own = [...(TYPE_PARAMS[type] ?? []), ...(profile.distribution === 'opensearch' ? OPENSEARCH_EXTRA[type] ?? [] : [])];
  return own.some((p) => (typeof p === 'string' ? p === param : p[0] === param && gated(p[1], profile)));
}

/** Whether the table knows the type (others are not checked). */
export function checksParams(type: string): boolean {
  return Object.prototype.hasOwnProperty.call(TYPE_PARAMS, type);
}

/**
 * The names a refusal gives: the Builder's (`leaf`, the last segment), and the key ES < 7.10 reports leftovers
 * under (the `properties` key as written, dotted or not; `fields` for a multi-field: TypeParsers.parseMultiField
 * calls checkNoRemainingFields(propName, …)).
 */
export interface FieldNames {
  leaf: string;
  leftoverOwner: string;
}

/**
 * Why a leaf definition is refused for a parameter its type does not take, or undefined; `params` receives
 * the definition without what the version silently drops (7.x template leftovers). `fromTemplate`: the
 * definition is a dynamic template's, applied to a document; `untyped`: a template's mapping without `type`.
 */
export function leafParamProblem(names: FieldNames, def: JsonObject, profile: Profile, fromTemplate: boolean, untyped = false): { error?: EsError; dropped: string[] } {
  const type = String(def.type);
  const shownType = untyped ? 'null' : type;
  const leaf = names.leaf;
  const dropped: string[] = [];
  if (!checksParams(type)) return { dropped };
  const mode = profile.leafParamCheck;
  const leftover: [string, Json][] = [];
  for (const [k, v] of Object.entries(def)) {
    if (takesParam(type, k, profile)) continue;
    if (mode === 'leftover') {
      if (!OLD_COMMON.includes(k) || (k === 'include_in_all' && profile.stringType !== 'upgrade')) leftover.push([k, v as Json]);
      continue;
    }
    if (mode === 'strict' && k === 'boost') return { error: mapperBoostRemoved(leaf), dropped };
    if ((mode === 'lenient-7x' || mode === 'opensearch') && DEPRECATED_PARAMS.has(k)) continue;
    if (mode === 'lenient-7x' && fromTemplate) {
      dropped.push(k);
      continue;
    }
    return { error: mapperUnknownParameter(k, leaf, shownType), dropped };
  }
  if (leftover.length > 0) {
    return { error: unsupportedParameters(`Mapping definition for [${names.leftoverOwner}]`, leftover.map(([k, v]) => `${k} : ${javaToString(v)}`)), dropped };
  }
  return { dropped };
}
