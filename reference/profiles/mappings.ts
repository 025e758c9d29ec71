/** Mappings: field types, dynamic mapping and templates, merge conflicts, document parsing, field capabilities. */
import { always, rule, type RulesOf } from './timeline.ts';

const RUNTIME_SCALARS = ['boolean', 'date', 'double', 'geo_point', 'ip', 'keyword', 'long'];
/** The metadata fields every field caps from ES 7.0 and OpenSearch 1.0 lists (fieldCapsMetadataFields). */
const META_7 = ['_ignored', '_id', '_routing', '_index', '_source', '_version', '_seq_no', '_field_names', '_feature'];

/** What a profile says about mappings. */
export interface MappingsCapabilities {
  /** `string` in mappings: ES5 upgrades it to text/keyword, ES6+ reject it, the spec's service keeps it. */
  stringType: 'upgrade' | 'reject' | 'keep';
  /** ES5 tries a string as a date only when it has more than one separator. */
  dateDetection: 'separators' | 'not-a-number';
  /** A field's type change on merge: ES 5/6 `mapper [f] of different type…`, later `mapper [f] cannot be changed from type…`. */
  typeChange: 'different-type' | 'cannot-be-changed';
  /**
   * How a document that does not parse is reported: the wording of a value that does not fit its mapped
   * field (`failed to parse [f]` in ES 5; ES 6 also names the field's type and the document; ES 7 and
   * OpenSearch add a preview of the value), and the exception (`document-parsing-exception`, ES ≥ 8.8:
   * `document_parsing_exception` with a `[line:col]` prefix; before it, `mapper_parsing_exception`).
   */
  docParseError: 'failed-to-parse' | 'names-document' | 'previews-value' | 'document-parsing-exception';
  /**
   * A document field named only with dots (`"."`, `".."`), where DocumentParser splits the name into no
   * parts: `ambiguous` (the simulator's answer for Elasticsearch, see CAPABILITY_RULES), `out-of-bounds`
   * (OpenSearch before 2.17: the split's empty array indexed at -1), `only-the-character` (OpenSearch ≥ 2.17).
   */
  dotOnlyFieldName: 'ambiguous' | 'out-of-bounds' | 'only-the-character';
  /** The values `dynamic` takes besides booleans (ES: `strict`; ES 7.11+: `runtime`; OpenSearch 2.16+: `strict_allow_templates`). */
  dynamicValues: readonly string[];
  /** ES 5.x reads mapping booleans leniently (`"no"`, `"off"`, `"0"` are false, anything else true), with a warning. */
  lenientMappingBooleans: boolean;
  /**
   * Dynamic templates, as each generation reads them: `drops-unknown-types` (ES 5: an unknown
   * `match_mapping_type` is a warning and the template is dropped), `rejects-unknown-types` (ES 6: it is an
   * error), `warns-on-bad-content` (ES 7, OpenSearch: ES 7.10's reader, regex patterns and the template's
   * content checked, bad content a warning only), `rejects-bad-content` (ES 8+: bad content an error, and the
   * 8.x reader's pattern lists, `unmatch_mapping_type` and `runtime` templates).
   */
  dynamicTemplates: 'drops-unknown-types' | 'rejects-unknown-types' | 'warns-on-bad-content' | 'rejects-bad-content';
  /** Put mapping with `dynamic_templates`: ES 5/6 merge by name (replace in place, append new); ES 7+ replace the list. */
  dynamicTemplatesMerge: 'by-name' | 'replace';
  /** Runtime fields (`runtime` section, `dynamic: runtime`, runtime templates; ES 7.11+). */
  runtimeFields: boolean;
  /**
   * How a leaf field's parameters its type does not take are refused (leafParams.ts): `leftover` (ES < 7.10:
   * DocumentMapperParser.checkNoRemainingFields, every leftover listed), `lenient-7x` (ES 7.10–7.17's
   * ParametrizedFieldMapper: `unknown parameter [x] on mapper [f] of type [t]`, but the parameters the old
   * parseField always took pass with a deprecation, and a dynamic template's unknown ones are dropped),
   * `strict` (ES 8+: every undeclared parameter refused, `boost` in its own words), `opensearch` (its
   * ParametrizedFieldMapper: the old parseField's parameters and `boost` pass on every type).
   */
  leafParamCheck: 'leftover' | 'lenient-7x' | 'strict' | 'opensearch';
  /** Every field mapper takes `meta` (ES 7.6, #51110; OpenSearch from the fork). */
  fieldMeta: boolean;
  /** `time_series_dimension` (ES 7.16 as a tech preview) and `time_series_metric` (ES 8.0) on the field types that take them. */
  timeSeriesFieldParams: 'none' | 'dimension' | 'both';
  /** The runtime field types (RuntimeField parsers): 7.11 the scalar ones, `composite` 8.1, `lookup` 8.2. */
  runtimeFieldTypes: readonly string[];
  /** Put mapping parse errors are wrapped as `Failed to parse mapping: …` (ES 8's MapperService). */
  putMappingParseWrap: boolean;
  /** A JSON integer beyond long is mapped dynamically as `long` (ES 7.3+), or fails (`No matching token for number_type [BIG_INTEGER]`). */
  dynamicBigInteger: 'long' | 'reject';
  /** The mapping depth error names the index (`in index [x]`, ES 5/6). */
  mappingLimitNamesIndex: boolean;
  /** A mapping's root may declare `derived` fields (OpenSearch ≥ 2.15); elsewhere it is an unsupported parameter. */
  derivedFields: boolean;
  /**
   * When dynamic mapping meets `index.mapping.total_fields.limit`: ES ≥ 8.13 while parsing, as each new
   * field is added (DocumentParserContext.addDynamicMapper), so the document stops at the first field past
   * the limit; ES 5–7 and OpenSearch once the document is parsed (MapperService's merge check).
   */
  totalFieldsCheck: 'while-parsing' | 'after-parsing';
  /** Create-index mapping errors name the type (`Failed to parse mapping [_doc]: …`); ES 8, typeless, says `Failed to parse mapping: …`. */
  createMappingErrorNamesType: boolean;
  /**
   * What `_field_caps` prints: ES 5/6 `classic` (per type: type, searchable, aggregatable); `indices` (also
   * the top-level `indices` list, ES 7.2); OpenSearch `indices-meta` (also field `meta`, ES 7.6); ES 8
   * `metadata-flag` (also `metadata_field` on every type, ES 7.13).
   */
  fieldCapsShape: 'classic' | 'indices' | 'indices-meta' | 'metadata-flag';
  /**
   * The metadata fields `_field_caps` lists for a standard index (every MetadataFieldMapper of
   * IndicesModule.getMetadataMappers and the default distribution's plugins; FieldCapabilitiesFetcher walks them
   * with the mapped fields); a time series index adds `_tsid` (and `_ts_routing_hash`, 8.13). Their flags:
   * core/apis/fieldCapsMetadata.ts. ES 5/6 (`_uid`, `_all`, `_parent`, ...) are not modelled: none listed.
   */
  fieldCapsMetadataFields: readonly string[];
  /** `_version` is aggregatable: 8.x's VersionFieldType builds field data from its doc values; 7.10's (OpenSearch's) has no fielddataBuilder. */
  versionFieldAggregatable: boolean;
  /** Field caps take a body `index_filter`: indices none of whose shards can match it are left out (ES 7.9, field_caps/30_index_filter.yml; OpenSearch forked from 7.10). */
  fieldCapsIndexFilter: boolean;
  /** Numeric, date, keyword, ip and boolean fields with doc values are searchable with `index: false` (ES ≥ 8.1, #82409). */
  docValuesSearchable: boolean;
  /** `index.mapping.ignore_above`: the default `ignore_above` of keyword, flattened and wildcard fields that set none (elastic/elasticsearch#113121, 8.16; OpenSearch has none). */
  indexIgnoreAbove: boolean;
  /** The `alias` field type (field aliases, ES 6.4, elastic/elasticsearch#32172); before, `No handler for type [alias]`. */
  fieldAliasType: boolean;
  /**
   * Field types the version does not have ("No handler for type [t] declared on field [f]"): Elasticsearch's
   * arrive with join 6.0, date_nanos, rank_feature(s) and dense_vector 7.0, search_as_you_type 7.2, flattened
   * 7.3, x-pack analytics' pre-aggregated histogram 7.6 (#48580), constant_keyword 7.7, wildcard 7.9, version
   * 7.10, match_only_text 7.14; OpenSearch never took x-pack's flattened, histogram, constant_keyword, version
   * and dense_vector (it has flat_object, knn_vector), and wrote
   * its own match_only_text (2.12) and wildcard (2.15).
   */
  absentFieldTypes: readonly string[];
  /** `fields` under an aggregate_metric_double warn that they have no effect (ES 8.14, x-pack aggregate-metrics/10_basic.yml). */
  aggregateMetricMultiFieldsWarning: boolean;
  /**
   * The `unsigned_long` field type: ES's x-pack UnsignedLongFieldMapper (default distribution, 7.10, #60050),
   * OpenSearch's NumberType.UNSIGNED_LONG (2.8, opensearch-project/OpenSearch#6237), each with its own
   * parse messages; before, `No handler for type [unsigned_long]`.
   */
  unsignedLongType: 'none' | 'xpack' | 'opensearch';
  /**
   * Which parser reads a geo_point value that is an object (mapping/geoPointParse.ts): `legacy` (GeoUtils of ES 7
   * and OpenSearch before 2.4: lat/lon or geohash), `generic` (ES 8's GenericPointParser: lon/lat or GeoJSON),
   * `opensearch` (OpenSearch 2.4's parseGeoPointObject: lon/lat, GeoJSON or geohash).
   */
  geoPointParser: 'legacy' | 'generic' | 'opensearch';
  /**
   * A field's own `ignore_malformed: false` overrides `index.mapping.ignore_malformed: true`; OpenSearch before
   * 3.2 let the index setting win (search/200_ignore_malformed.yml: "Versions pre-3.2.0 are affected by the bug").
   */
  fieldIgnoreMalformedWins: boolean;
  /**
   * A date or ip `null_value` the type cannot parse: `reject` (ES ≥ 8.0: the mapping fails, `Error parsing
   * [null_value] on field [f]: …`), `warn` (ES 7.10+ and OpenSearch: a deprecation warning, the null_value
   * ignored), `ignore` (earlier: not checked by the simulator).
   */
  badNullValue: 'reject' | 'warn' | 'ignore';
  /**
   * boolean fields take `ignore_malformed` (and so the index's default): elastic/elasticsearch#93239 (merged
   * early 2023, taken here as 8.8; #107811 names #94121 as where boolean support landed).
   */
  booleanIgnoreMalformed: boolean;
  /**
   * A negative `ignore_above` on keyword, flattened and wildcard fields is refused (`[ignore_above] must be positive,
   * got [-2]`, the mappers' Parameter validators) from ES 8.16, with the index-level setting (elastic/elasticsearch#113121,
   * cluster feature mapper.ignore_above_index_level_setting); earlier releases are not modelled (accepted).
   */
  negativeIgnoreAboveRefused: boolean;
  /**
   * How an index asks for a synthetic `_source` (SourceFieldMapper, mapping/syntheticSource/): `none` (ES < 8.4,
   * OpenSearch: `_source` takes no `mode`), `mapping` (8.4: `_source.mode`), `setting` (8.17: the index setting
   * `index.mapping.source.mode` wins, `_source.mode` still honoured with a deprecation warning, #116689 / #117106),
   * `setting-only` (9.0: `_source.mode` a no-op for new indices, still warned about, #119072).
   */
  syntheticSource: 'none' | 'mapping' | 'setting' | 'setting-only';
  /**
   * `_ignored_source` (IgnoredSourceFieldMapper, 8.15): what a field cannot rebuild (unmapped fields, disabled
   * objects, types without a synthetic loader) is kept as it was sent, and `synthetic_source_keep` exists;
   * before, such mappings are refused (`field [f] of type [t] doesn't support synthetic source ...`) and unmapped
   * values are lost.
   */
  ignoredSource: boolean;
  /**
   * Object mappings given under `subobjects: false` are flattened into dotted leaf names before they are
   * stored (ObjectMapper auto-flattening, elastic/elasticsearch#103542, documented from 8.14); before, they
   * are kept as given.
   */
  subobjectsAutoFlatten: boolean;
  /**
   * The `_source` a time series index may have: `only-synthetic` (8.7 - 8.16: IndexMode.TIME_SERIES refuses a
   * stored or disabled `_source`, "time series indices only support synthetic source"), `default-synthetic`
   * (8.17: synthetic is the mode's default, only disabling is refused); `none` before 8.7 (stored source).
   */
  timeSeriesSource: 'none' | 'only-synthetic' | 'default-synthetic';
  /** `index.mode: logsdb` (IndexMode.LOGSDB, 8.15 as technical preview, GA 8.17): synthetic source by default. */
  logsdbIndexMode: boolean;
  /**
   * A new backing index of a `logs-*-*` data stream whose template names no `index.mode` is a logsdb index
   * while `cluster.logsdb.enabled` is true (LogsdbIndexModeSettingsProvider): the setting is true by default
   * on a cluster created by 9.0+ (logsdb by default, 9.0 release notes), false on 8.x.
   */
  logsdbByDefault: boolean;
}

/** Each capability of the area as a timeline per distribution (see ./timeline.ts). */
export const MAPPINGS_RULES: RulesOf<MappingsCapabilities> = {
  stringType: rule([['5.0.0', 'upgrade'], ['6.0.0', 'reject']], always('reject')),
  dateDetection: rule([['5.0.0', 'separators'], ['6.0.0', 'not-a-number']], always('not-a-number')),
  typeChange: rule([['5.0.0', 'different-type'], ['7.0.0', 'cannot-be-changed']], always('cannot-be-changed')),
  // DocumentParsingException (with `[line:col]`) replaced MapperParsingException for documents in 8.8 (#92646, 8.8.0 release notes).
  docParseError: rule([['5.0.0', 'failed-to-parse'], ['6.0.0', 'names-document'], ['7.0.0', 'previews-value'], ['8.8.0', 'document-parsing-exception']], always('previews-value')),
  // A field named only with dots. OpenSearch answered array_index_out_of_bounds_exception "Index -1 out of
  // bounds for length 0" (opensearch-project/OpenSearch#14911, on 2.15 and earlier) until #15126 (labelled
  // v2.17.0) made splitAndValidatePath refuse it: "field name cannot contain only the character [.]" (the
  // 3.x YAML test index/120_field_name.yml). Elasticsearch also answered an out-of-bounds error (#21862)
  // until #70972 (2021) said "field name cannot contain only dots"; the release that took it is not
  // checked, so Elasticsearch keeps the simulator's earlier answer, the one for `.a` and `a..b`.
  dotOnlyFieldName: rule(always('ambiguous'), [['1.0.0', 'out-of-bounds'], ['2.17.0', 'only-the-character']]),
  // `dynamic: runtime`: 7.11 (#65489); `strict_allow_templates`: OpenSearch 2.16 (#14292); `false_allow_templates`: 3.3 (#19065).
  dynamicValues: rule(
    [['5.0.0', ['strict']], ['7.11.0', ['strict', 'runtime']]],
    [['1.0.0', ['strict']], ['2.16.0', ['strict', 'strict_allow_templates']], ['3.3.0', ['strict', 'strict_allow_templates', 'false_allow_templates']]],
  ),
  lenientMappingBooleans: rule([['5.0.0', true], ['6.0.0', false]], always(false)),
  dynamicTemplates: rule([['5.0.0', 'drops-unknown-types'], ['6.0.0', 'rejects-unknown-types'], ['7.0.0', 'warns-on-bad-content'], ['8.0.0', 'rejects-bad-content']], always('warns-on-bad-content')),
  dynamicTemplatesMerge: rule([['5.0.0', 'by-name'], ['7.0.0', 'replace']], always('replace')),
  // Runtime fields: 7.11; bulk `dynamic_templates`: 7.13 (#69948).
  runtimeFields: rule([['5.0.0', false], ['7.11.0', true]], always(false)),
  // FieldMapper.Builder.parse (8.x), ParametrizedFieldMapper.Builder.parse (7.10+; OpenSearch's own copy).
  leafParamCheck: rule([['5.0.0', 'leftover'], ['7.10.0', 'lenient-7x'], ['8.0.0', 'strict']], always('opensearch')),
  fieldMeta: rule([['5.0.0', false], ['7.6.0', true]], always(true)),
  // approx.: time_series_dimension arrived with 7.16's TSDB preview, time_series_metric with 8.0.
  timeSeriesFieldParams: rule([['5.0.0', 'none'], ['7.16.0', 'dimension'], ['8.0.0', 'both']], always('none')),
  runtimeFieldTypes: rule(
    [['5.0.0', []], ['7.11.0', RUNTIME_SCALARS], ['8.1.0', [...RUNTIME_SCALARS, 'composite']], ['8.2.0', [...RUNTIME_SCALARS, 'composite', 'lookup']]],
    always([]),
  ),
  putMappingParseWrap: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  // A big integer maps as `long` from 7.3: #42827 ("Allow big integers and decimals to be mapped dynamically",
  // merged mid-June 2019, after 7.2 branched; 7.2.0 shipped 2019-06-25), closing #37846.
  dynamicBigInteger: rule([['5.0.0', 'reject'], ['7.3.0', 'long']], always('long')),
  mappingLimitNamesIndex: rule([['5.0.0', true], ['7.0.0', false]], always(false)),
  derivedFields: rule(always(false), [['1.0.0', false], ['2.15.0', true]]),
  // The total-fields limit checked as each dynamic field is added: 8.13 (DocumentParserContext.addDynamicMapper).
  totalFieldsCheck: rule([['5.0.0', 'after-parsing'], ['8.13.0', 'while-parsing']], always('after-parsing')),
  createMappingErrorNamesType: rule([['5.0.0', true], ['8.0.0', false]], always(true)),
  // Field caps: `indices` 7.2 (#42116), `meta` 7.6 (#49419, backported to 7.x as #50333 on 2019-12-18, after
  // 7.5.0 shipped on 2019-12-02), `metadata_field` 7.13 (#69977, backported to 7.x as #71047 a week after 7.12
  // shipped).
  fieldCapsIndexFilter: rule([['5.0.0', false], ['7.9.0', true]], always(true)),
  fieldCapsShape: rule([['5.0.0', 'classic'], ['7.2.0', 'indices'], ['7.6.0', 'indices-meta'], ['7.13.0', 'metadata-flag']], always('indices-meta')),
  // ES 7.0: IndicesModule's built-ins plus mapper-extras' _feature; x-pack's _data_stream_timestamp 7.9 (server
  // from 8.0), _doc_count 7.11 (#64594), x-pack's _tier 7.13 (#71379); 8.0 indexes nested paths in
  // _nested_path instead of _type (NestedPathFieldMapper.name(Version)); _ignored_source 8.15 (as ignoredSource);
  // _index_mode 8.16 (#110676, merged 2024-07-10 after 8.15's feature freeze; approx.). OpenSearch (7.10's list):
  // 2.0 drops _type for _nested_path, 2.2 adds _doc_count (opensearch-project/OpenSearch#3985); no _tier.
  fieldCapsMetadataFields: rule(
    [
      ['5.0.0', []],
      ['7.0.0', [...META_7, '_type']],
      ['7.9.0', [...META_7, '_type', '_data_stream_timestamp']],
      ['7.11.0', [...META_7, '_type', '_data_stream_timestamp', '_doc_count']],
      ['7.13.0', [...META_7, '_type', '_data_stream_timestamp', '_doc_count', '_tier']],
      ['8.0.0', [...META_7, '_nested_path', '_data_stream_timestamp', '_doc_count', '_tier']],
      ['8.15.0', [...META_7, '_nested_path', '_data_stream_timestamp', '_doc_count', '_tier', '_ignored_source']],
      ['8.16.0', [...META_7, '_nested_path', '_data_stream_timestamp', '_doc_count', '_tier', '_ignored_source', '_index_mode']],
    ],
    [
      ['1.0.0', [...META_7, '_type', '_data_stream_timestamp']],
      ['2.0.0', [...META_7, '_nested_path', '_data_stream_timestamp']],
      ['2.2.0', [...META_7, '_nested_path', '_data_stream_timestamp', '_doc_count']],
    ],
  ),
  // VersionFieldType.fielddataBuilder: in the 8.x source (with the scripting fields API's VersionDocValuesField,
  // #80286, 8.1) and not in OpenSearch's 7.10 copy; 8.0 is approx.
  versionFieldAggregatable: rule([['5.0.0', false], ['8.0.0', true]], always(false)),
  docValuesSearchable: rule([['5.0.0', false], ['8.1.0', true]], always(false)),
  indexIgnoreAbove: rule([['5.0.0', false], ['8.16.0', true]], always(false)),
  aggregateMetricMultiFieldsWarning: rule([['5.0.0', false], ['8.14.0', true]], always(false)),
  fieldAliasType: rule([['5.0.0', false], ['6.4.0', true]], always(true)),
  absentFieldTypes: rule(
    [
      ['5.0.0', ['join', 'date_nanos', 'rank_feature', 'rank_features', 'dense_vector', 'search_as_you_type', 'flattened', 'histogram', 'constant_keyword', 'wildcard', 'version', 'match_only_text', 'aggregate_metric_double', 'shape', 'point']],
      ['6.0.0', ['date_nanos', 'rank_feature', 'rank_features', 'dense_vector', 'search_as_you_type', 'flattened', 'histogram', 'constant_keyword', 'wildcard', 'version', 'match_only_text', 'aggregate_metric_double', 'shape', 'point']],
      ['7.0.0', ['search_as_you_type', 'flattened', 'histogram', 'constant_keyword', 'wildcard', 'version', 'match_only_text', 'aggregate_metric_double', 'shape', 'point']],
      ['7.2.0', ['flattened', 'histogram', 'constant_keyword', 'wildcard', 'version', 'match_only_text', 'aggregate_metric_double', 'shape', 'point']],
      ['7.3.0', ['histogram', 'constant_keyword', 'wildcard', 'version', 'match_only_text', 'aggregate_metric_double', 'shape', 'point']],
      // shape: x-pack spatial, 7.4; point (cartesian): 7.8 (#53804, backported as #54879).
      ['7.4.0', ['histogram', 'constant_keyword', 'wildcard', 'version', 'match_only_text', 'aggregate_metric_double', 'point']],
      ['7.6.0', ['constant_keyword', 'wildcard', 'version', 'match_only_text', 'aggregate_metric_double', 'point']],
      ['7.7.0', ['wildcard', 'version', 'match_only_text', 'aggregate_metric_double', 'point']],
      ['7.8.0', ['wildcard', 'version', 'match_only_text', 'aggregate_metric_double']],
      ['7.9.0', ['version', 'match_only_text', 'aggregate_metric_double']],
      ['7.10.0', ['match_only_text', 'aggregate_metric_double']],
      // aggregate_metric_double: x-pack mapper-aggregate-metric, 7.11 (its YAML tests require gte_v7.11.0).
      ['7.11.0', ['match_only_text']],
      ['7.14.0', []],
    ],
    [
      ['1.0.0', ['flattened', 'histogram', 'constant_keyword', 'version', 'dense_vector', 'match_only_text', 'wildcard', 'aggregate_metric_double', 'shape', 'point']],
      ['2.12.0', ['flattened', 'histogram', 'constant_keyword', 'version', 'dense_vector', 'wildcard', 'aggregate_metric_double', 'shape', 'point']],
      ['2.15.0', ['flattened', 'histogram', 'constant_keyword', 'version', 'dense_vector', 'aggregate_metric_double', 'shape', 'point']],
    ],
  ),
  unsignedLongType: rule([['5.0.0', 'none'], ['7.10.0', 'xpack']], [['1.0.0', 'none'], ['2.8.0', 'opensearch']]),
  // GeoJSON geo_point objects: ES 8.2 (the 8.x geo_point docs' six forms; GenericPointParser); OpenSearch 2.4
  // (index/80_geo_point.yml: "geojson format is supported in 2.4 and above").
  geoPointParser: rule([['5.0.0', 'legacy'], ['8.2.0', 'generic']], [['1.0.0', 'legacy'], ['2.4.0', 'opensearch']]),
  fieldIgnoreMalformedWins: rule(always(true), [['1.0.0', false], ['3.2.0', true]]),
  // DateFieldMapper/IpFieldMapper.Builder.parseNullValue: indexCreatedVersion.onOrAfter(V_8_0_0) throws, else warns (7.10's builders).
  badNullValue: rule([['5.0.0', 'ignore'], ['7.10.0', 'warn'], ['8.0.0', 'reject']], always('warn')),
  booleanIgnoreMalformed: rule([['5.0.0', false], ['8.8.0', true]], always(false)),
  negativeIgnoreAboveRefused: rule([['5.0.0', false], ['8.16.0', true]], always(false)),
  // OpenSearch has no synthetic _source (its own derived source is an index setting of 3.x, not modelled).
  syntheticSource: rule([['5.0.0', 'none'], ['8.4.0', 'mapping'], ['8.17.0', 'setting'], ['9.0.0', 'setting-only']], always('none')),
  ignoredSource: rule([['5.0.0', false], ['8.15.0', true]], always(false)),
  subobjectsAutoFlatten: rule([['5.0.0', false], ['8.14.0', true]], always(false)),
  timeSeriesSource: rule([['5.0.0', 'none'], ['8.7.0', 'only-synthetic'], ['8.17.0', 'default-synthetic']], always('none')),
  logsdbIndexMode: rule([['5.0.0', false], ['8.15.0', true]], always(false)),
  logsdbByDefault: rule([['5.0.0', false], ['9.0.0', true]], always(false)),
};
