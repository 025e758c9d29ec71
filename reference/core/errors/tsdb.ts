/**
 * Errors of time series indices (`index.mode: time_series`, TSDB): IndexMode.TIME_SERIES's settings and
 * mapping checks, TimestampBounds, IndexRouting.ExtractFromSource's refusals and the document checks of
 * DataStreamTimestampFieldMapper, in Elasticsearch's words.
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, plainCause, type EsError } from './base.ts';
import { shardArgumentFailure } from './search.ts';

/** IndexMode.tsdbMode(): how the messages name the mode. */
const TSDB_MODE = '[index.mode=time_series]';

/** A time series setting on a standard index (IndexMode.STANDARD.settingRequiresTimeSeries). */
export function tsdbSettingRequiresMode(key: string): EsError {
  return illegalArgument(`[${key}] requires ${TSDB_MODE}`);
}

/** A setting a time series index may not have (index sorting, a routing partition). */
export function tsdbSettingIncompatible(key: string): EsError {
  return illegalArgument(`${TSDB_MODE} is incompatible with [${key}]`);
}

/** A time series index without `index.routing_path` (8.2+ wording). */
export function tsdbRoutingPathRequired(): EsError {
  return illegalArgument(`${TSDB_MODE} requires a non-empty [index.routing_path]`);
}

/** An empty `index.time_series.start_time|end_time` (JavaDateFormatter.parse). */
export function tsdbEmptyDate(): EsError {
  return illegalArgument('cannot parse empty date');
}

/** A start or end time that is no date (the setting's DateFormatter). */
export function tsdbBadDate(value: string): EsError {
  return illegalArgument(`failed to parse date field [${value}] with format [strict_date_optional_time||epoch_millis]`);
}

/** `index.time_series.end_time` may only grow (TimestampBounds.updateEndTime); both in epoch millis. */
export function tsdbEndTimeNotLarger(current: number, given: number): EsError {
  return illegalArgument(`index.time_series.end_time must be larger than current value [${current}] but was [${given}]`);
}

/** `_routing: {required: true}`, or an alias with routing, on a time series index (IndexMode.routingRequiredBad). */
export function tsdbRoutingForbidden(): EsError {
  return illegalArgument(`routing is forbidden on CRUD operations that target indices in ${TSDB_MODE}`);
}

/** A nested field in a time series index's mapping (IndexMode.TIME_SERIES.validateMapping). */
export function tsdbNestedFields(): EsError {
  return illegalArgument(`cannot have nested fields when index is in ${TSDB_MODE}`);
}

/** A dimension under a nested object (the field mappers' builders). */
export function tsdbNestedDimension(path: string): EsError {
  return illegalArgument(`time_series_dimension can't be configured in nested field [${path}]`);
}

/**
 * A mapped field that `index.routing_path` matches but is no plain dimension (MappedFieldType.validateMatchedRoutingPath):
 * `what` is `was [date]`, `was not a dimension`, `was [object]`, `was a runtime [keyword]`; `flattened` says whether the
 * version's wording names flattened dimensions (8.13+ here, approx.) or only keywords (8.2's).
 */
export function tsdbRoutingPathField(field: string, what: string, flattened: boolean): EsError {
  const rule = flattened
    ? 'must be configured with [time_series_dimension: true] or flattened fields with a list of dimensions in [time_series_dimensions] and without the [script] parameter.'
    : 'must be keywords with [time_series_dimension: true] and without the [script] parameter.';
  return illegalArgument(`All fields that match routing_path ${rule} [${field}] ${what}.`);
}

/** A runtime field named like a dimension or a metric (the `shadow` check of the runtime field parsers). */
export function tsdbShadowedField(field: string, kind: 'time_series_dimension' | 'time_series_metric'): EsError {
  return esError(400, 'mapper_parsing_exception', `Field [${field}] attempted to shadow a ${kind}`);
}

/** An operation a time series index refuses (IndexRouting.ExtractFromSource.error): `specifying routing`, `update`... */
export function tsdbOperationRefused(operation: string, index: string): EsError {
  return illegalArgument(`${operation} is not supported because the destination index [${index}] is in time series mode`);
}

/** A document outside the index's time bounds, or without one timestamp, as a document parsing failure; `where` is `[line:col] `. */
export function tsdbDocumentRefused(where: string, reason: string): EsError {
  return esError(400, 'document_parsing_exception', `${where}failed to parse: ${reason}`, undefined, plainCause('illegal_argument_exception', reason));
}

/** A document whose source holds none of the `routing_path` fields (ExtractFromSource.defaultOnEmpty). */
export function tsdbNoRoutingFields(): EsError {
  return illegalArgument("Error extracting routing: source didn't contain any routing fields");
}

/** A routing_path field holding a value that is no string (ExtractFromSource.Builder.extractItem). */
export function tsdbRoutingValueNotString(reason: string): EsError {
  return illegalArgument(`Error extracting routing: ${reason}`);
}

/** A search's runtime field named by `index.routing_path` (SearchExecutionContext's runtime mappings check). */
export function tsdbRuntimeMatchesRoutingPath(field: string): EsError {
  return illegalArgument(`runtime fields may not match [routing_path] but [${field}] matched`);
}

/** An `_id` given to a time series document that is not the one its dimensions and timestamp make (TsidExtractingIdFieldMapper). */
export function tsdbIdMismatch(where: string, expected: string, given: string, index: string): EsError {
  const reason = `_id must be unset or set to [${expected}] but was [${given}] because [${index}] is in time_series mode`;
  return esError(400, 'document_parsing_exception', `${where}failed to parse: ${reason}`, undefined, plainCause('illegal_argument_exception', reason));
}

/** A term query on `_tsid` (TimeSeriesIdFieldType.termQuery): the shard's IllegalArgumentException. */
export function tsdbTsidNotSearchable(profile: Profile, index: string): EsError {
  return shardArgumentFailure(profile, '[_tsid] is not searchable', index);
}

/** A document of a time series data stream that no backing index's time bounds hold (IndexRequest.getConcreteWriteIndex). */
export function tsdbOutsideStreamRanges(timestamp: string, ranges: readonly string[]): EsError {
  return illegalArgument(`the document timestamp [${timestamp}] is outside of ranges of currently writable indices [${ranges.join(',')}]`);
}
