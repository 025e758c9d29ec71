/**
 * Errors of searches, counts and scrolls: the `search_phase_execution_exception` envelope around shard
 * failures, body and parameter checks, queries, sorts, slices, time values and scroll contexts
 * (`SearchRequest.validate`, `AbstractQueryBuilder`, `SliceBuilder`, `SearchService`).
 */
import type { Json, JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { NODE_ID } from '../search/scrollId.ts';
import { esError, illegalArgument, indexMeta, parseException, parsingException, plainCause, validationFailed, type EsCause, type EsError, type TextPosition } from './base.ts';
import { fieldParseFailed } from './input.ts';

/** An exception as ES prints it inside `failed_shards[].reason`, `caused_by` and a task's `error`. */
export function causeJson(c: EsCause): JsonObject {
  const out: JsonObject = { type: c.type, reason: c.reason };
  if (c.meta) for (const [k, v] of Object.entries(c.meta)) out[k] = v;
  if (c.causedBy) out.caused_by = causeJson(c.causedBy);
  return out;
}

/** The root cause of a shard failure: down the chain while the cause is an ES exception. */
function rootOf(c: EsCause): EsCause {
  let cur = c;
  while (cur.causedBy && cur.causedBy.es !== false) cur = cur.causedBy;
  return cur;
}

/** Where a shard failure happened. */
export interface ShardWhere {
  /** Shard number; -1 when the failing shard is unknown (a missing scroll context). */
  shard: number;
  index: string | null;
}

/**
 * Every shard a search targets is unassigned (its primaries failed to start): each answers
 * NoShardAvailableActionException, which AbstractSearchAsyncAction does not record as a shard failure, so the
 * search fails "all shards failed" with no failed shard and no root cause, 503 (SERVICE_UNAVAILABLE).
 */
export function noShardAvailable(): EsError {
  const err = esError(503, 'search_phase_execution_exception', 'all shards failed');
  err.cause.extra = { phase: 'query', grouped: true, failed_shards: [], root_cause_override: [] };
  return err;
}

/**
 * An IllegalArgumentException the coordinating node's final reduce throws (after every shard answered):
 * FetchSearchPhase fails with onPhaseFailure(phase, "", e), a SearchPhaseExecutionException with no shard
 * failure, whose status and root cause are the cause's.
 */
export function reduceFailure(reason: string): EsError {
  const err = esError(400, 'search_phase_execution_exception', '', undefined, { type: 'illegal_argument_exception', reason, es: false });
  err.cause.extra = { phase: 'fetch', grouped: true, failed_shards: [], root_cause_override: [{ type: 'illegal_argument_exception', reason }] };
  return err;
}

/**
 * SearchPhaseController.validateMergeSortValueFormats: shards whose sort on one field formats as
 * unsigned_long (DocValueFormat.UNSIGNED_LONG_SHIFTED) and shards that format it otherwise cannot merge.
 */
export function unsignedSortAcrossIndices(): EsError {
  return reduceFailure("Can't do sort across indices, as a field has [unsigned_long] type in one index, and different type in another index!");
}

/**
 * `search_phase_execution_exception` "all shards failed" around one shard failure, as ES renders it:
 * `phase`, `grouped`, `failed_shards`, and `caused_by` the failure itself. The root cause is the
 * failure's own root (a non-ES cause such as an IllegalArgumentException is its own root).
 */
export function searchPhaseFailure(status: number, reason: EsCause, where: ShardWhere, phase = 'query'): EsError {
  const shard: JsonObject = { shard: where.shard, index: where.index };
  if (where.shard >= 0) shard.node = NODE_ID;
  shard.reason = causeJson(reason);
  const root = rootOf(reason);
  const rootJson: JsonObject = { type: root.type, reason: root.reason };
  if (root.meta) for (const [k, v] of Object.entries(root.meta)) rootJson[k] = v;
  const err = esError(status, 'search_phase_execution_exception', 'all shards failed', undefined, { ...reason, es: true });
  err.cause.extra = { phase, grouped: true, failed_shards: [shard] as Json[], root_cause_override: [rootJson] };
  return err;
}

/**
 * Some shards failed and `allow_partial_search_results` is false: SearchPhaseExecutionException "Partial
 * shards failure" with the failures; its status is the first failure's, or a later one's that is 5xx.
 */
export function partialShardsFailure(errors: readonly EsError[], failedShards: JsonObject[]): EsError {
  let status = errors[0]!.status;
  for (const e of errors.slice(1)) if (e.status >= 500) status = e.status;
  const first = errors[0]!;
  // The exception has no cause of its own (onPhaseFailure(phase, "Partial shards failure", null)).
  const err = esError(status, 'search_phase_execution_exception', 'Partial shards failure');
  err.cause.extra = { ...first.cause.extra, failed_shards: failedShards };
  return err;
}

/** A shard-level illegal argument, as the profile's `shardArgumentFailure` wraps it for the search phase. */
export function shardArgumentFailure(profile: Profile, reason: string, index: string): EsError {
  if (profile.shardArgumentFailure === 'query-phase-500') return searchPhaseFailure(500, { type: 'query_phase_execution_exception', reason }, { shard: 0, index });
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason }, { shard: 0, index });
}

/** TermsEnumRequest.validate's failures (`field cannot be null`, `Timeout cannot be > 1 minute`, a prefix too long). */
export function termsEnumValidation(messages: string[]): EsError {
  return validationFailed(messages);
}

/** 400 for a request feature the simulator does not implement, with a reason that says so. */
export function notSupportedBySimulator(what: string): EsError {
  return illegalArgument(`${what} is not supported by this simulator`);
}

/**
 * A script in a request: Elasticsearch would run it with painless; the simulator runs no scripts, so it
 * says so plainly (400, nothing changed).
 */
export function scriptUnsupported(api: string): EsError {
  return illegalArgument(`[script] in a ${api} request is not supported by this simulator: it does not run scripts`);
}

// ---- body and parameters ------------------------------------------------------------------------

/** A count body key other than `query` (`RestActions.getQueryContent`). */
export function countKeyUnsupported(key: string): EsError {
  return parsingException(`request does not support [${key}]`, { line: 1, col: 1 });
}

/** A `track_total_hits` that is neither a boolean nor (ES ≥ 7) an integer. */
export function trackTotalHitsInvalid(raw: string): EsError {
  return illegalArgument(`Failed to parse value [${raw}] for [track_total_hits]`);
}

/** A `track_total_hits` below -1. */
export function trackTotalHitsNegative(n: number): EsError {
  return illegalArgument(`[track_total_hits] parameter must be positive or equals to -1, got ${n}`);
}

/** `rest_total_hits_as_int` with a tracking threshold (`RestSearchAction.checkRestTotalHits`). */
export function restTotalHitsInaccurate(track: number): EsError {
  return illegalArgument(`[rest_total_hits_as_int] cannot be used if the tracking of total hits is not accurate, got ${track}`);
}

/** A negative `size` or `from`. */
export function negativeParameter(name: 'size' | 'from', value: number): EsError {
  return illegalArgument(`[${name}] parameter cannot be negative, found [${value}]`);
}

/** The messages of `SearchRequest.validate`, reported together as one validation failure. */
export const SEARCH_PROBLEMS = {
  fromInScroll: 'using [from] is not allowed in a scroll context',
  sizeZeroInScroll: '[size] cannot be [0] in a scroll context',
  trackTotalHitsInScroll: 'disabling [track_total_hits] is not allowed in a scroll context',
  requestCacheInScroll: '[request_cache] cannot be used in a scroll context',
  sliceWithoutScroll: '[slice] can only be used with [scroll] or [point-in-time] requests',
  searchAfterInScroll: '[search_after] cannot be used in a scroll context',
  shardDocWithoutPit: '[_shard_doc] sort field cannot be used without [point in time]',
  // OpenSearch 3.3's SearchRequest.validate (ShardDocSortBuilder, #18924), in its order.
  shardDocInScrollOs: '_shard_doc cannot be used with scroll. Use PIT + search_after instead.',
  shardDocWithoutPitOs: '_shard_doc is only supported with point-in-time (PIT). Add a PIT or remove _shard_doc.',
  shardDocTwiceOs: 'duplicate _shard_doc sort detected. Specify it at most once.',
} as const;

/** A search request's validation problems (`SEARCH_PROBLEMS`). */
export function searchInvalid(problems: string[]): EsError {
  return validationFailed(problems);
}

// ---- sorts and slices -----------------------------------------------------------------------------

/** A sort element that is neither an object nor a string. */
export function malformedSort(): EsError {
  return illegalArgument('malformed sort format, within the sort array, an object, or an actual string are allowed');
}

/** A sort order other than asc and desc. */
export function unknownSortOrder(order: string): EsError {
  return illegalArgument(`Unknown SortOrder [${order}]`);
}

/** Sorting on a text field without fielddata, in the profile's wording. */
export function fielddataDisabled(profile: Profile, field: string, index: string): EsError {
  const wording = profile.fielddataError;
  const reason =
    wording === 'on-text-fields'
      ? `Fielddata is disabled on text fields by default. Set fielddata=true on [${field}] in order to load fielddata in memory by uninverting the inverted index. Note that this can however use significant memory. Alternatively use a keyword field instead.`
      : `${wording === 'on-field-in-index' ? `Fielddata is disabled on [${field}] in [${index}]. ` : ''}Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default. Please use a keyword field instead. Alternatively, set fielddata=true on [${field}] in order to load field data by uninverting the inverted index. Note that this can use significantly more memory.`;
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason }, { shard: 0, index });
}

/**
 * A sort, aggregation or docvalue field on a field mapped `doc_values: false` (MappedFieldType.failIfNoDocValues,
 * through its fielddataBuilder), failed on the shard.
 */
export function docValuesDisabled(field: string, type: string, index: string): EsError {
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason: docValuesDisabledMessage(field, type) }, { shard: 0, index });
}

/** MappedFieldType.failIfNoDocValues's message (also what a script's `doc['f']` throws on such a field). */
export function docValuesDisabledMessage(field: string, type: string): string {
  return `Can't load fielddata on [${field}] because fielddata is unsupported on fields of type [${type}]. Use doc values instead.`;
}

/** A sort, aggregation or docvalue field on match_only_text (MatchOnlyTextFieldType.fielddataBuilder), failed on the shard. */
export function matchOnlyTextNoFielddata(index: string): EsError {
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason: 'match_only_text fields do not support sorting and aggregations' }, { shard: 0, index });
}

/** Either error of a field without field data: match_only_text's own, or a text field's. */
export function noFielddata(profile: Profile, field: string, index: string, type: unknown): EsError {
  return type === 'match_only_text' ? matchOnlyTextNoFielddata(index) : fielddataDisabled(profile, field, index);
}

/**
 * IdFieldType.fielddataBuilder while `indices.id_field_data.enabled` is false (ES 8.0's default): sorting on
 * `_id` fails the shard.
 */
export function idFielddataDisallowed(index: string): EsError {
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason: ID_FIELDDATA_DISALLOWED }, { shard: 0, index });
}

/** IdFieldMapper's refusal text (also the cause of a random_score seeded by `_id`). */
export const ID_FIELDDATA_DISALLOWED = 'Fielddata access on the _id field is disallowed, you can re-enable it by updating the dynamic cluster setting: indices.id_field_data.enabled';

/** Sorting on an unmapped field without `unmapped_type`. */
export function noMappingToSortOn(field: string, index: { name: string; uuid: string }): EsError {
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason: `No mapping found for [${field}] in order to sort on`, meta: indexMeta(index.name, index.uuid) }, { shard: 0, index: index.name });
}

/** A field under a nested path sorted outside a nested context (FieldSortBuilder.validateMissingNestedPath, ES 8). */
export function nestedSortContextMissing(field: string, index: { name: string; uuid: string }): EsError {
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason: `it is mandatory to set the [nested] context on the nested sort field: [${field}].`, meta: indexMeta(index.name, index.uuid) }, { shard: 0, index: index.name });
}

/**
 * A field sort's `nested_path`/`nested_filter` in ES 8: FieldSortBuilder's parser throws a ParsingException from the
 * field's own parser, which ObjectParser wraps (`[field_sort] failed to parse field [nested_path]`).
 */
export function sortNestedOptionRemoved(profile: Profile, option: 'nested_path' | 'nested_filter', at: TextPosition): EsError {
  return fieldParseFailed(profile, 'field_sort', option, at, parsingException(`[${option}] has been removed in favour of the [nested] parameter`, at).cause);
}

/** A `slice` that is not an object. */
export function sliceNotAnObject(): EsError {
  return parsingException('[slice] failed to parse, expected an object');
}

/** The messages SliceBuilder's setters raise (the cause of a `[slice] failed to parse field` error). */
export const SLICE_PROBLEMS = {
  notAnInteger: (key: string) => `[${key}] must be an integer`,
  idNegative: 'id must be greater than or equal to 0',
  maxNotAboveId: 'max must be greater than id',
  maxTooSmall: 'max must be greater than 1',
  fieldNotAString: '[field] must be a string',
} as const;

/** A `SLICE_PROBLEMS` message as the IllegalArgumentException under `[slice] failed to parse field`. */
export function sliceProblem(message: string): EsCause {
  return plainCause('illegal_argument_exception', message);
}

/** A slice missing `id` or `max` (`SliceBuilder`'s constructor checks). */
export function sliceIncomplete(idMissing: boolean): EsError {
  return illegalArgument(idMissing ? SLICE_PROBLEMS.idNegative : SLICE_PROBLEMS.maxTooSmall);
}

/** A slice on a field without numeric doc values. */
export function sliceFieldNotNumeric(field: string): EsError {
  return illegalArgument(`cannot load numeric doc values on ${field}`);
}

/** More slices than `index.max_slices_per_scroll`. */
export function tooManySlices(profile: Profile, max: number, limit: number, index: string): EsError {
  return shardArgumentFailure(profile, `The number of slices [${max}] is too large. It must be less than [${limit}]. This limit can be set by changing the [index.max_slices_per_scroll] index level setting.`, index);
}

// ---- msearch --------------------------------------------------------------------------------------

/** An msearch header key ES does not take. */
export function msearchHeaderKeyUnsupported(key: string): EsError {
  return illegalArgument(`key [${key}] is not supported in the metadata section`);
}

/** A term vectors request naming neither a document nor an artificial one (TermVectorsRequest.validate). */
export function termvectorsMissingDoc(): EsError {
  return validationFailed(['id or doc is missing']);
}

/** A term vectors body key TermVectorsRequest.parseRequest does not know (ElasticsearchParseException). */
export function termvectorsUnknownField(field: string): EsError {
  return parseException(`failed to parse term vectors request. unknown field [${field}]`);
}

/** A term vectors body whose `fields` is not an array (TermVectorsRequest.parseRequest). */
export function termvectorsFieldsNotArray(): EsError {
  return parseException('failed to parse term vectors request. field [fields] must be an array');
}

/** A term vectors `filter` key TermVectorsRequest.readFilterSettings does not know (ElasticsearchParseException). */
export function termvectorsFilterUnknownField(field: string): EsError {
  return parseException(`failed to parse term vectors request. the field [${field}] is not valid for filter parameter for term vector request`);
}

/** A term vectors body asking for `dfs`, removed in ES 5 (TermVectorsRequest.parseRequest). */
export function termvectorsDfsRemoved(): EsError {
  return illegalArgument('distributed frequencies is not supported anymore for term vectors');
}

/** A `_field_caps` filter FieldCapabilitiesFetcher.buildFilter does not know. */
export function fieldCapsFilterUnknown(filter: string): EsError {
  return illegalArgument(`Unknown field caps filter [${filter}]`);
}

/** `_field_caps` without `fields` (FieldCapabilitiesRequest.validate). */
export function noFieldsSpecified(): EsError {
  return validationFailed(['no fields specified']);
}

/** `_field_caps` with `fields` both in the body and as a parameter (RestFieldCapabilitiesAction). */
export function fieldsInBodyAndParam(): EsError {
  return illegalArgument("can't specify a request body and [fields] request parameter, either specify a request body or the [fields] request parameter");
}

/** `_explain` without a query (ExplainRequest.validate). */
export function explainQueryMissing(): EsError {
  return validationFailed(['query is missing']);
}

// ---- search_after (SearchAfterBuilder, SearchService.parseSource) ----------------------------------

/** `search_after` that is not an array, or holds an object or array (SearchAfterBuilder.fromXContent). */
export function searchAfterMalformed(found: 'START_OBJECT' | 'START_ARRAY' | 'VALUE_STRING', inside: boolean): EsError {
  if (!inside) return parsingException(`Unknown key for a ${found} in [search_after].`, { line: 1, col: 1 });
  return parsingException(`Expected [VALUE_STRING] or [VALUE_NUMBER] or [VALUE_BOOLEAN] or [VALUE_NULL] but found [${found}] inside search_after.`, { line: 1, col: 1 });
}

/** The shard-level failures of `search_after`: no sort, a count unlike the sort's, an unreadable value, `from` > 0. */
export const SEARCH_AFTER_PROBLEMS = {
  noSort: 'Sort must contain at least one field.',
  count: (values: number, sorts: number) => `search_after has ${values} value(s) but sort has ${sorts}.`,
  unparsable: (field: string) => `Failed to parse search_after value for field [${field}].`,
  from: '`from` parameter must be set to 0 when `search_after` is used.',
  scroll: '`search_after` cannot be used in a scroll context.',
} as const;

/**
 * A `search_after` date its sort's format cannot read (DocValueFormat.DateTime.parseLong): JavaDateMathParser's
 * ElasticsearchParseException around the formatter's IllegalArgumentException, failing the shard (400).
 */
export function searchAfterDateUnparsable(value: string, format: string, index: string): EsError {
  const inner = `failed to parse date field [${value}] with format [${format}]`;
  return searchPhaseFailure(400, { type: 'parse_exception', reason: `${inner}: [${inner}]`, causedBy: { type: 'illegal_argument_exception', reason: inner, es: false } }, { shard: 0, index });
}

/** SearchService.parseSource's SearchException for `search_after` (with `from`, in a scroll): 500 per shard. */
export function searchAfterShardFailure(reason: string, index: string): EsError {
  return searchPhaseFailure(500, { type: 'search_exception', reason }, { shard: 0, index });
}
