/** Ingest: which processors and options a version ships. */
import { always, rule, type RulesOf, type Steps } from './timeline.ts';

/** What a profile says about ingest. */
export interface IngestCapabilities {
  /**
   * Ingest: the processor types the version ships (`_nodes/ingest`, PUT-time `No processor type exists`)
   * and the options that came later, named `processor.option` (`set.copy_from`) or `pipeline.option`.
   */
  ingest: readonly string[];
  /**
   * The enrich APIs (`/_enrich/policy`, `/_enrich/_stats`: x-pack's enrich plugin, in the default distribution
   * from 7.5); OpenSearch never had them. Which policy types a version takes is `ingest`'s
   * `enrich.range` (core/enrich/policy.ts).
   */
  enrichApi: boolean;
}

/**
 * When each ingest processor and option arrived (the release notes and ingest-common's factories; `approx.`
 * where the release is inferred from the PR's date). OpenSearch forked at 7.10.2 and added its own later.
 */
const INGEST_BASE = 'append convert date date_index_name fail foreach grok gsub join json kv lowercase remove rename script set sort split trim uppercase dot_expander';
const INGEST_ES: readonly (readonly [string, string])[] = [
  ['5.0.0', INGEST_BASE],
  // ingest-geoip and ingest-user-agent became modules (shipped by default) in 6.0; they were plugins in 5.x.
  ['6.0.0', 'geoip user_agent pipeline.version'],
  ['6.1.0', 'urldecode convert.ip'], // approx.
  ['6.4.0', 'bytes dissect'],
  ['6.5.0', 'pipeline drop'],
  // The enrich processor and its policies shipped in 7.5 (match, geo_match); `range` policies in 7.16 (EnrichPolicy.RANGE_TYPE).
  ['7.5.0', 'enrich'],
  // approx. (html_strip #41888, csv #51492, inference #49052); `circle` is x-pack spatial's CircleProcessor (its
  // docs page is tagged [testenv="basic"]), approx. too.
  ['7.6.0', 'csv html_strip inference circle'],
  ['7.9.0', 'set.ignore_empty_value'],
  ['7.10.0', 'append.allow_duplicates dot_expander.override'],
  ['7.11.0', 'set.copy_from set.media_type'],
  ['7.12.0', 'uri_parts fingerprint community_id'],
  ['7.13.0', 'network_direction registered_domain'],
  // #74248 (7.14): a rename whose templated field renders empty is missing (ignore_missing) or "field path cannot be null nor empty".
  // #73758 (7.14): kv's field and target_field are templates.
  ['7.14.0', 'rename.empty_path kv.template'],
  // #76885 (7.16): grok's ecs_compatibility (`disabled` or `v1`) and the ECS pattern bank, on the processor and GET _ingest/processor/grok.
  // cache_stats in GET /_enrich/_stats: EnrichStatsAction.Response writes it from 7.16 (EnrichCache's counters).
  ['7.16.0', 'grok.ecs_compatibility enrich.range enrich.cache_stats'],
  // bulk.update_item_pipeline: a bulk update item's own `pipeline` reaches its upsert (#87719, backported to
  // 7.17.5 and 8.3; 70_bulk.yml "fixed in 7.17.5"). The timeline only grows, so 8.0-8.3.0 have it too.
  ['7.17.5', 'bulk.update_item_pipeline'],
  ['8.1.0', 'pipeline._meta remove.keep'], // approx.
  // #86853-era (8.3): a script that leaves ctx containing itself fails the write when its source is generated
  // (IngestService: "Failed to generate the source document"), not the script processor (190_script_processor.yml).
  ['8.3.0', 'script.self_reference_at_write'], // approx.
  // Ingest scripts' metadata() (IngestDocMetadata behind org.elasticsearch.script.Metadata) and field(path) (WriteField).
  ['8.4.0', 'script.metadata script.field_api'], // approx.
  ['8.6.0', 'pipeline.if_version'],
  // #93179 (8.7): json reads one value and, unless strict_json_parsing is false, fails on what follows it.
  // #92586 (8.7): a grok field that several groups capture is the list of their matches.
  ['8.7.0', 'json.strict_json_parsing grok.repeated_captures'],
  ['8.8.0', 'reroute'], // first merged as data_stream_router, renamed before 8.8 shipped
  // x-pack's redact processor (RedactProcessor, a platinum feature; its docs page first appears for 8.11). approx.
  ['8.11.0', 'redact'],
  // An enrich policy's elasticsearch_version has no effect and warns (x-pack enrich/10_basic.yml skips below 8.12).
  ['8.12.0', 'enrich.version_deprecated'],
  ['8.13.0', 'rename.override'], // approx.
  // user_agent.regexes_2024: #108906 moved the default user-agent regexes to uap-core@cd529101 (2024-04).
  // Enrich cache stats' times (EnrichStatsAction.CacheStats, TransportVersions.V_8_15_0); their size follows in 8.16
  // (ENRICH_CACHE_STATS_SIZE_ADDED, after 8.15: approx.).
  ['8.15.0', 'pipeline.deprecated user_agent.regexes_2024 enrich.cache_stats.timing'], // approx.
  // #111947 (8.16): PatternBank's one-walk cycle check, "circular reference detected: A->B->A".
  // ip_location: the geoip processor under a second name (GeoIpProcessor.IP_LOCATION_TYPE; approx., its docs page and the
  // ip_location database APIs are 8.16's).
  ['8.16.0', 'terminate grok.cycle_detected_paths enrich.cache_stats.size ip_location'], // #114157
  // The read-only field API in `if` conditions: #131581 (merged 2025-07, after 8.19 branched); Elastic's
  // ingest best-practices page: "Only available in versions 9.2+".
  ['9.2.0', 'condition.field_api'],
];
const INGEST_OS: readonly (readonly [string, string])[] = [
  ['1.0.0', `${INGEST_BASE} geoip user_agent pipeline.version urldecode convert.ip bytes dissect pipeline drop csv html_strip set.ignore_empty_value append.allow_duplicates dot_expander.override`],
  ['2.10.0', 'set.copy_from'], // approx.
  // OpenSearch#9725 and #10066 (2.11): rename and remove treat a templated field that renders empty as missing.
  // OpenSearch#10040: kv's templates, an empty rendered field said as "field path cannot be null nor empty" (kv.empty_path_message).
  ['2.11.0', 'rename.empty_path remove.empty_path kv.template kv.empty_path_message'], // approx. (kv.template)
  // copy and remove_by_pattern: OpenSearch's own (300_copy_processor.yml and 310_remove_by_pattern_processor.yml skip below 2.12).
  // remove.metadata_guard: OpenSearch#10732, its 290_remove_processor.yml "The bug was fixed in 2.12".
  ['2.12.0', 'remove.keep copy remove_by_pattern remove.metadata_guard'], // approx. (remove.keep)
  // OpenSearch's own community_id (CommunityIdProcessor): 320_community_id_processor.yml skips below 2.12.99 ("introduced in 2.13").
  ['2.13.0', 'community_id community_id.opensearch'],
  // bulk.update_item_pipeline: a bulk update item's own `pipeline` reaches its upsert (OpenSearch#12854, 70_bulk.yml "fixed in 2.14.0").
  ['2.14.0', 'bulk.update_item_pipeline'],
  ['2.16.0', 'fingerprint fingerprint.opensearch'], // FingerprintProcessor's hash methods are named @2.16.0
  // OpenSearch#16712 (2.19): an update API call that runs an existing document through a default or final pipeline warns.
  ['2.19.0', 'update.pipeline_warning'],
  // grok's capture_all_matches: a field several groups capture is the list of their matches when set
  // (121_grok_capture_all_matches.yml: "Introduced in 3.3.0").
  ['3.3.0', 'grok.capture_all_matches'],
];

/** A timeline of growing sets from a table of arrivals. */
function cumulative(arrivals: readonly (readonly [string, string])[]): Steps<readonly string[]> {
  const acc: string[] = [];
  return arrivals.map(([v, names]) => {
    acc.push(...names.split(' '));
    return [v, [...acc].sort()] as const;
  });
}

/** Each capability of the area as a timeline per distribution (see ./timeline.ts). */
export const INGEST_RULES: RulesOf<IngestCapabilities> = {
  ingest: rule(cumulative(INGEST_ES), cumulative(INGEST_OS)),
  enrichApi: rule([['5.0.0', false], ['7.5.0', true]], always(false)),
};
