/**
 * Errors of aggregations: the tree's parse errors (AggregatorFactories.parseAggregators), parameter
 * errors of each builder, values-source errors (a text field without fielddata, a field of the wrong
 * kind), the bucket limit (MultiBucketConsumerService) and pipeline path errors.
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, parseException, parsingException, plainCause, xContentParse, type EsError, type TextPosition } from './base.ts';
import { reduceFailure, searchPhaseFailure } from './search.ts';
import { didYouMean, fieldParseFailed, numberFormatCause } from './input.ts';

const AT0: TextPosition = { line: 1, col: 1 };

/**
 * An aggregation type no plugin registers, in the version's wording. From 7.7 (SuggestingErrorOnUnknown) the
 * registered names close to it are suggested: `candidates`, where the caller knows them.
 */
export function unknownAggregationType(profile: Profile, type: string, at: TextPosition = AT0, suggestion?: string, candidates?: readonly string[]): EsError {
  if (profile.unknownAggWording === 'could-not-find') return parsingException(`Could not find aggregator type [${type}] in [${suggestion ?? ''}]`, at);
  if (profile.unknownAggWording === 'unknown-named-object') return esError(400, 'parsing_exception', `Unknown BaseAggregationBuilder [${type}]`, { line: at.line, col: at.col });
  const did = candidates && profile.objectParserSuggestions ? didYouMean(type, candidates) : suggestion ? ` did you mean [${suggestion}]?` : '';
  return parsingException(`Unknown aggregation type [${type}]${did}`, at, { type: 'named_object_not_found_exception', reason: `[${at.line}:${at.col}] unknown field [${type}]` });
}

/** A problem with the shape of the `aggs` tree (ParsingException at a location). */
export function aggTreeProblem(reason: string, at: TextPosition = AT0): EsError {
  return parsingException(reason, at);
}

/** Two aggregations of one level share a name. */
export function duplicateAggName(name: string): EsError {
  return illegalArgument(`Two sibling aggregations cannot have the same name: [${name}]`);
}

/** An unknown parameter of an aggregation type (ObjectParser's answer, per version). */
export function aggUnknownParam(profile: Profile, type: string, key: string, at: TextPosition = AT0, candidates?: readonly string[]): EsError {
  if (!profile.xContentParseErrors) return parsingException(`[${type}] unknown field [${key}], parser not found`, at);
  // The builder's ObjectParser suggests its close field names (30_sig_terms.yml "did you mean [jlh]?").
  const did = candidates && profile.objectParserSuggestions ? didYouMean(key, candidates) : '';
  return xContentParse(at.line, at.col, `[${type}] unknown field [${key}]${did}`);
}

/**
 * A composite `date_histogram` source's `interval` in ES 8: DateIntervalWrapper declares it for the REST API
 * compatibility with 7 only, so the source's ObjectParser finds no such field (suggesting its close names),
 * and the composite's ObjectParser wraps that as its `sources` field's failure.
 */
export function compositeSourceUnknownField(profile: Profile, key: string, sourcesAt: TextPosition, keyAt: TextPosition, candidates: readonly string[]): EsError {
  return fieldParseFailed(profile, 'composite', 'sources', sourcesAt, aggUnknownParam(profile, 'date_histogram', key, keyAt, candidates).cause);
}

/**
 * moving_avg's model settings that do not parse (MovAvgPipelineAggregationBuilder.parse): a ParsingException
 * `Could not parse settings for model [m].` caused by the model parser's java.text.ParseException.
 */
export function movAvgModelSettings(model: string, at: TextPosition, message: string): EsError {
  return parsingException(`Could not parse settings for model [${model}].`, at, plainCause('parse_exception', message));
}

/** HoltWintersModel.validate: a window shorter than two periods (IllegalArgumentException from the builder's validate). */
export function movAvgHoltWintersWindow(window: number, period: number): EsError {
  return illegalArgument(`Field [window] must be at least twice as large as the period when using Holt-Winters.  Value provided was [${window}], which is less than (2*period) == ${2 * period}`);
}

/** MovingFunctions.holtWintersForecast: fewer values than two periods when predicting. */
export function movAvgHoltWintersTooFew(period: number, n: number): EsError {
  return illegalArgument(`Holt-Winters aggregation requires at least (2 * period == 2 * ${period} == ${2 * period}) data-points to function.  Only [${n}] were provided.`);
}

/** An ElasticsearchParseException from a moving_avg model's settings (Holt-Winters' seasonality type). */
export function movAvgSettingParse(message: string): EsError {
  return parseException(message);
}

/** A parameter of an aggregation with a value of the wrong kind or out of range. */
export function aggBadParam(profile: Profile, type: string, key: string, at: TextPosition = AT0, cause?: string, causeType = 'illegal_argument_exception'): EsError {
  const reason = `[${type}] failed to parse field [${key}]`;
  if (!profile.xContentParseErrors) return parsingException(reason, at, cause ? plainCause(causeType, cause) : undefined);
  return xContentParse(at.line, at.col, reason, cause ? plainCause(causeType, cause) : undefined);
}

/** An aggregation parameter check of the builder (IllegalArgumentException). */
export function aggInvalid(reason: string): EsError {
  return illegalArgument(reason);
}

/** A builder's own validation failure (`Validation Failed: 1: …;`), as ActionRequestValidationException. */
export function aggValidation(messages: string[]): EsError {
  return esError(400, 'action_request_validation_exception', `Validation Failed: ${messages.map((m, i) => `${i + 1}: ${m};`).join('')}`);
}

/** A shard-level aggregation failure (an IllegalArgumentException while building the aggregator). */
export function aggShardFailure(reason: string, index: string, shard = 0): EsError {
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason }, { shard, index });
}

/**
 * A mistake of the request found while the shard collects (a regex include/exclude on a number or ip field,
 * several weights in one document): AggregationExecutionException, a 500, until elastic/elasticsearch#99963
 * ("Aggs error codes part 1", 8.11) made these IllegalArgumentExceptions, 400s (the capability
 * `aggRequestErrors400`; modules/aggregations terms.yml "IP test" and weighted_avg.yml "Multi weight field not
 * allowed" moved from `catch: request`, which excludes 400, to `catch: bad_request` with it).
 */
export function aggRequestMistake(profile: Profile, reason: string, index: string): EsError {
  return profile.aggRequestErrors400 ? aggShardFailure(reason, index) : aggExecutionFailure(profile, reason, index);
}

/** A numeric source's `missing` that is no number (DocValueFormat.RAW.parseDouble's NumberFormatException), failing the shard. */
export function aggMissingNotANumber(text: string, index: string, shard = 0): EsError {
  return searchPhaseFailure(400, numberFormatCause(text), { shard, index });
}

/**
 * An IllegalArgumentException the coordinating node's final reduce throws (InternalMatrixStats' fields
 * missing from some indices): FetchSearchPhase fails with onPhaseFailure(phase, "", e), a
 * SearchPhaseExecutionException with no shard failure, whose status and root cause are the cause's.
 */
export function aggReduceFailure(reason: string): EsError {
  return reduceFailure(reason);
}

/** An aggregation-execution failure on a shard (AggregationExecutionException). */
export function aggExecutionFailure(profile: Profile, reason: string, index: string): EsError {
  const status = profile.aggExecutionStatus;
  return searchPhaseFailure(status, { type: 'aggregation_execution_exception', reason }, { shard: 0, index });
}

/** An invalid bucket order path: AggregationExecutionException.InvalidPath (400) where the profile has it, else the 500 above. */
export function aggOrderPathInvalid(profile: Profile, reason: string, index: string): EsError {
  if (!profile.aggInvalidPath) return aggExecutionFailure(profile, reason, index);
  return searchPhaseFailure(400, { type: 'invalid_path', reason }, { shard: 0, index });
}

/** More buckets than `search.max_buckets` (TooManyBucketsException; 503 until 8.x made it a 400). */
export function tooManyBuckets(profile: Profile, limit: number, count: number, index: string | null): EsError {
  const reason = `Trying to create too many buckets. Must be less than or equal to: [${limit}] but was [${count}]. This limit can be set by changing the [search.max_buckets] cluster level setting.`;
  return searchPhaseFailure(profile.tooManyBucketsStatus, { type: 'too_many_buckets_exception', reason, meta: { max_buckets: limit } }, { shard: 0, index });
}

/** A script source of a type the aggregation cannot read (ValuesSourceConfig.getDescription of a script). */
export function aggScriptNotSupported(valueType: string | undefined, type: string, index: string): EsError {
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason: `Script yielding [${valueType ?? 'unknown type'}] is not supported for aggregation [${type}]` }, { shard: 0, index });
}

/** A value HdrHistogram cannot record (a negative one): the shard's ArrayIndexOutOfBoundsException, a 500. */
export function hdrOutOfBounds(reason: string, index: string, shard = 0): EsError {
  return searchPhaseFailure(500, { type: 'array_index_out_of_bounds_exception', reason }, { shard, index });
}

/**
 * An HDR rank asked for below zero: DoubleHistogram.getPercentileAtOrBelowValue reaches countsArrayIndex, whose
 * ArrayIndexOutOfBoundsException escapes the coordinating node's rendering of the answer.
 */
export function hdrRankNegative(reason: string): EsError {
  return esError(500, 'array_index_out_of_bounds_exception', reason);
}

/** A `buckets_path` that names nothing, or a value that is not a number (AggregationExecutionException). */
export function bucketsPathInvalid(profile: Profile, reason: string): EsError {
  return esError(profile.aggExecutionStatus, 'aggregation_execution_exception', reason);
}

/** Script-based aggregations need Painless, which the simulator lacks. */
export function aggNeedsScripts(type: string): EsError {
  return illegalArgument(`The [${type}] aggregation runs scripts, and scripts are not supported by this simulator`);
}

/** A metric or pipeline aggregation given sub-aggregations (AggregationInitializationException, a 500). */
export function aggCannotHaveSubs(name: string, type: string): EsError {
  return esError(500, 'aggregation_initialization_exception', `Aggregator [${name}] of type [${type}] cannot accept sub-aggregations`);
}

/** A field whose type the aggregation cannot read (ValuesSourceRegistry: numeric metrics on a keyword). */
export function aggFieldNotSupported(field: string, fieldType: string, type: string, index: string): EsError {
  return searchPhaseFailure(400, { type: 'illegal_argument_exception', reason: `Field [${field}] of type [${fieldType}] is not supported for aggregation [${type}]` }, { shard: 0, index });
}

/**
 * A composite date source whose `format` does not read back the key it printed (InternalComposite.formatObject,
 * ES 7.14+): the key (an epoch-millis long) printed with the format and parsed again gives another instant, so
 * the `after_key` could not page. Thrown while the response is written, an IllegalArgumentException (400).
 * `formatter` is DocValueFormat.DateTime's toString: `DocValueFormat.DateTime(format[p] locale[], zone, MILLISECONDS)`.
 */
export function compositeFormatNotReadable(formatter: string, value: number, parsed: number): EsError {
  return illegalArgument(
    `Format [${formatter}] created output it couldn't parse for value [${value}] of type [class java.lang.Long]. parsed value: [${parsed}(class java.lang.Long)]`,
  );
}

/**
 * InternalStats.verifyFormattingStats (ES 8.15+): a `stats` or `extended_stats` with a format prints min, max,
 * avg and sum when it is built on the shard, and a value the format cannot print (a date past the printer's
 * year width) fails the shard with an IllegalArgumentException (400) caused by the DateTimeException.
 */
export function statCannotBeFormatted(stat: string, formatter: string, cause: string, index: string, shard: number): EsError {
  return searchPhaseFailure(
    400,
    { type: 'illegal_argument_exception', reason: `Cannot format stat [${stat}] with format [${formatter}]`, causedBy: { type: 'date_time_exception', reason: cause, es: false } },
    { shard, index },
  );
}

/**
 * ArrayValuesSourceParser (matrix_stats): a key it does not read, or a token its key may not have, is a
 * ParsingException at the value, "Unexpected token T [key] in [name]."; a `script` or `value_type` adds
 * "Multi-field aggregations do not support scripts."
 */
export function multiFieldUnexpectedToken(name: string, key: string, token: string, at: TextPosition, scripts = false): EsError {
  return parsingException(`Unexpected token ${token} [${key}] in [${name}].${scripts ? ' Multi-field aggregations do not support scripts.' : ''}`, at);
}
