/**
 * Errors of the query DSL (`AbstractQueryBuilder.parseInnerQueryBuilder`, the field queries' `fromXContent`,
 * and the shard-level failures of a query whose values do not parse for the field).
 */
import type { Json } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { illegalArgument, indexMeta, parseException, parsingException, plainCause, xContentParse, type EsError, type TextPosition } from './base.ts';
import { searchPhaseFailure } from './search.ts';
import { didYouMean } from './input.ts';

/** A query that does not start with an object (`[_na] query malformed…`). */
export function queryNotAnObject(at: TextPosition): EsError {
  return parsingException('[_na] query malformed, must start with start_object', at);
}

/** `[name] query malformed, no start_object after query name`. */
export function queryBodyNotAnObject(name: string, at: TextPosition): EsError {
  return parsingException(`[${name}] query malformed, no start_object after query name`, at);
}

/** A field query without a field. */
export function queryWithoutField(name: string, at: TextPosition): EsError {
  return parsingException(`[${name}] query malformed, no field specified`, at);
}

/** A field query with two fields. */
export function queryMultipleFields(name: string, first: string, second: string, at: TextPosition): EsError {
  return parsingException(`[${name}] query doesn't support multiple fields, found [${first}] and [${second}]`, at);
}

/** A field query given an array. */
export function queryArrayOfValues(name: string, at: TextPosition): EsError {
  return parsingException(`[${name}] query does not support array of values`, at);
}

/**
 * An `operator` / `default_operator` that is neither `and` nor `or`: Operator.fromString is the enum's valueOf
 * of the upper-cased text, whose IllegalArgumentException escapes the query's fromXContent (400 at the top).
 */
export function operatorUnknown(profile: Profile, value: string): EsError {
  const pkg = profile.distribution === 'opensearch' ? 'org.opensearch' : 'org.elasticsearch';
  return illegalArgument(`No enum constant ${pkg}.index.query.Operator.${value.toUpperCase()}`);
}

/** A `zero_terms_query` other than none / all (MatchQueryBuilder and its siblings' fromXContent, at the value). */
export function zeroTermsQueryUnsupported(value: string, at: TextPosition): EsError {
  return parsingException(`Unsupported zero_terms_query value [${value}]`, at);
}

/** A key the query does not take (`[range] query does not support [x]`). */
export function queryKeyUnsupported(name: string, key: string, at: TextPosition): EsError {
  return parsingException(`[${name}] query does not support [${key}]`, at);
}

/**
 * A key `bool` does not take. ES 8 parses bool with an ObjectParser (elastic/elasticsearch#52880, which also
 * removed `disable_coord`): `[l:c] [bool] unknown field [k]` at the key, with SuggestingErrorOnUnknown's
 * suggestion among every declared name (`mustNot` is must_not's deprecated name); before, the hand-written
 * parser's parsing_exception at the value.
 */
export function boolUnknownField(profile: Profile, key: string, keyAt: TextPosition, valueAt: TextPosition): EsError {
  if (profile.boolDisableCoord !== 'removed') return queryKeyUnsupported('bool', key, valueAt);
  const did = profile.objectParserSuggestions ? didYouMean(key, BOOL_FIELDS) : '';
  return xContentParse(keyAt.line, keyAt.col, `[bool] unknown field [${key}]${did}`);
}

/**
 * A key an ObjectParser-built query (match_all, ids) does not declare. Its fromXContent rethrows ObjectParser's
 * XContentParseException (an IllegalArgumentException) as a ParsingException at the current token, the value,
 * keeping the message, which names the key's own `[l:c]` (MatchAllQueryBuilder.fromXContent, 7.x–8.x; ES 6's
 * ObjectParser said `unknown field [k], parser not found`). The XContentParseException is no Elasticsearch
 * exception, so the parsing_exception is its own root cause.
 */
export function queryObjectParserUnknown(profile: Profile, name: string, key: string, keyAt: TextPosition, valueAt: TextPosition, declared: readonly string[]): EsError {
  if (!profile.xContentParseErrors) return parsingException(`[${name}] unknown field [${key}], parser not found`, keyAt);
  const did = profile.objectParserSuggestions ? didYouMean(key, declared) : '';
  const reason = `[${keyAt.line}:${keyAt.col}] [${name}] unknown field [${key}]${did}`;
  return parsingException(reason, valueAt, plainCause('x_content_parse_exception', reason));
}

const BOOL_FIELDS = ['must', 'should', 'must_not', 'mustNot', 'filter', 'adjust_pure_negative', 'minimum_should_match', '_name', 'boost'];

/** A range query whose field is no object. */
export function rangeWithoutObject(at: TextPosition): EsError {
  return parsingException('[range] query malformed, after field missing start object', at);
}

/** Two queries in one query object. */
export function queryExpectedEnd(first: string, at: TextPosition): EsError {
  return parsingException(`[${first}] malformed query, expected [END_OBJECT] but found [FIELD_NAME]`, at);
}

/** `unexpected token [START_ARRAY]`: a value of a kind ConstantScoreQueryBuilder's loop has no branch for. */
export function queryUnexpectedToken(token: string, at: TextPosition): EsError {
  return parsingException(`unexpected token [${token}]`, at);
}

/** `constant_score` without `filter`. */
export function constantScoreWithoutFilter(at: TextPosition): EsError {
  return parsingException("[constant_score] requires a 'filter' element", at);
}

/** A `type` query whose value is no string. */
export function typeQueryValue(at: TextPosition): EsError {
  return parsingException("[type] filter doesn't support [value]", at);
}

/** An `exists` query without a field. */
export function existsWithoutField(at: TextPosition): EsError {
  return parsingException('[exists] must be provided with a [field]', at);
}

/** An unknown query name: ES 5/6 `no [query] registered`, later `unknown query` caused by the parser's miss. */
export function unknownQuery(profile: Profile, name: string, at: TextPosition): EsError {
  if (profile.unknownQueryError === 'no-query-registered') return parsingException(`no [query] registered for [${name}]`, at);
  // AbstractQueryBuilder.parseInnerQueryBuilder adds SuggestingErrorOnUnknown's suggestion to both messages.
  // The registry of a version that does not know the name cannot suggest the name itself.
  const did = didYouMean(name, QUERY_NAMES.filter((n) => n !== name));
  return parsingException(`unknown query [${name}]${did}`, at, plainCause('named_object_not_found_exception', `[${at.line}:${at.col}] unknown field [${name}]${did}`));
}

/** Query names SearchModule registers (the candidates of an unknown query's suggestion). */
const QUERY_NAMES = [
  'match', 'match_phrase', 'match_phrase_prefix', 'multi_match', 'combined_fields', 'nested', 'dis_max', 'ids', 'match_all', 'query_string', 'boosting', 'bool', 'term', 'terms', 'fuzzy',
  'regexp', 'range', 'prefix', 'wildcard', 'constant_score', 'function_score', 'script_score', 'simple_query_string', 'terms_set', 'script', 'geo_distance', 'geo_bounding_box', 'geo_polygon',
  'geo_shape', 'exists', 'match_none', 'span_term', 'span_not', 'span_first', 'span_or', 'span_near', 'span_containing', 'span_within', 'span_multi', 'span_field_masking', 'field_masking_span',
  'more_like_this', 'wrapper', 'distance_feature', 'match_bool_prefix', 'intervals', 'pinned', 'rank_feature', 'has_child', 'has_parent', 'parent_id', 'percolate', 'knn', 'shape',
  'geo_grid',
];

/** A date in a query that does not parse for the field's format (Joda's failure in ES 5/6, java.time's after). */
export function queryDateUnparsable(profile: Profile, value: string, format: string, query: Json, index: { name: string; uuid: string }): EsError {
  const msg = `failed to parse date field [${value}] with format [${format}]`;
  if (profile.dateParser === 'joda') {
    return searchPhaseFailure(400, {
      type: 'query_shard_exception',
      reason: `failed to create query: ${JSON.stringify(query)}`,
      meta: indexMeta(index.name, index.uuid),
      causedBy: { type: 'parse_exception', reason: msg, causedBy: plainCause('illegal_argument_exception', `Invalid format: "${value}"`) },
    }, { shard: 0, index: index.name });
  }
  return searchPhaseFailure(400, {
    type: 'parse_exception',
    reason: `${msg}: [${msg}]`,
    causedBy: plainCause('illegal_argument_exception', msg, plainCause('date_time_parse_exception', 'Failed to parse with all enclosed parsers')),
  }, { shard: 0, index: index.name });
}

/** A query a shard could not create (QueryShardException "failed to create query"), caused by `causeType`. */
function createQueryFailure(causeType: string, reason: string, index: { name: string; uuid: string }): EsError {
  return searchPhaseFailure(400, {
    type: 'query_shard_exception',
    reason: `failed to create query: ${reason}`,
    meta: indexMeta(index.name, index.uuid),
    causedBy: plainCause(causeType, reason),
  }, { shard: 0, index: index.name });
}

/** A span query's body ES's span builders refuse (`span_near must include [clauses]`, a nested clause's boost…). */
export function spanQueryMalformed(reason: string, at: TextPosition): EsError {
  return parsingException(reason, at);
}

/** A span query's argument its builder's constructor refuses (`inner clause [big] cannot be null.`, `value cannot be null`). */
export function spanArgumentInvalid(reason: string): EsError {
  return illegalArgument(reason);
}

/** A more_like_this body its builder refuses (`more_like_this requires 'like' to be specified`, an item without id or doc). */
export function mltMalformed(reason: string, at: TextPosition): EsError {
  return parsingException(reason, at);
}

/** A more_like_this field that is neither text nor keyword (MoreLikeThisQueryBuilder.removeUnsupportedFields), failed on the shard. */
export function mltUnsupportedField(field: string, index: { name: string; uuid: string }): EsError {
  return createQueryFailure('illegal_argument_exception', `more_like_this only supports text/keyword fields: [${field}]`, index);
}

/** A `wrapper` query its builder refuses (no `query`, another key, a payload that is no query). */
export function wrapperMalformed(reason: string, at: TextPosition): EsError {
  return parsingException(reason, at);
}

/** A combined_fields option its parser's setter refuses (`[combined_fields] requires field boosts to be >= 1.0`): `failed to parse field`, caused by the IllegalArgumentException. */
export function combinedFieldsOptionInvalid(at: TextPosition, field: string, reason: string): EsError {
  return xContentParse(at.line, at.col, `[combined_fields] failed to parse field [${field}]`, { ...plainCause('illegal_argument_exception', reason), es: false });
}

/** A query Lucene refuses to build on the shard (an IllegalArgumentException of its constructor): "failed to create query". */
export function queryCreateFailure(causeType: string, reason: string, index: { name: string; uuid: string }): EsError {
  return createQueryFailure(causeType, reason, index);
}

/**
 * A query on a field mapped `index: false` (MappedFieldType.failIfNotIndexed, or, where the version searches
 * doc values instead, failIfNotIndexedNorDocValuesFallback), failed on the shard.
 */
export function fieldNotIndexed(field: string, docValuesFallback: boolean, index: { name: string; uuid: string }): EsError {
  const reason = `Cannot search on field [${field}] since it is not indexed${docValuesFallback ? ' nor has doc values' : ''}.`;
  return createQueryFailure('illegal_argument_exception', reason, index);
}

/** A phrase over a text field indexed without positions (checkForPositions), failed on the shard. */
export function phraseWithoutPositions(causeType: string, field: string, multi: boolean, index: { name: string; uuid: string }): EsError {
  return createQueryFailure(causeType, `field:[${field}] was indexed without position data; cannot run ${multi ? 'MultiPhraseQuery' : 'PhraseQuery'}`, index);
}

/** A span_term on a field indexed without positions (SpanTermQueryBuilder.doToQuery, hasPositions), failed on the shard. */
export function spanTermWithoutPositions(field: string, index: { name: string; uuid: string }): EsError {
  return createQueryFailure('illegal_argument_exception', `Span term query requires position data, but field ${field} was indexed without position data`, index);
}

/** A `terms` query with more values than `index.max_terms_count` (TermsQueryBuilder.doToQuery), failed on the shard. */
export function tooManyTerms(count: number, max: number, index: { name: string; uuid: string }): EsError {
  const reason = `The number of terms [${count}] used in the Terms Query request has exceeded the allowed maximum of [${max}]. This maximum can be set by changing the [index.max_terms_count] index level setting.`;
  return createQueryFailure('illegal_argument_exception', reason, index);
}

/** A number in a query that does not parse for a numeric field. */
export function queryNumberUnparsable(text: string, index: { name: string; uuid: string }): EsError {
  const reason = `For input string: "${text}"`;
  return createQueryFailure('number_format_exception', reason, index);
}

/** A `regexp` query's pattern longer than `index.max_regex_length` (RegexpQueryBuilder.doToQuery), failed on the shard. */
export function regexTooLong(length: number, max: number, index: { name: string; uuid: string }): EsError {
  const reason = `The length of regex [${length}] used in the Regexp Query request has exceeded the allowed maximum of [${max}]. This maximum can be set by changing the [index.max_regex_length] index level setting.`;
  return createQueryFailure('illegal_argument_exception', reason, index);
}

/** A `regexp` query's pattern Lucene's RegExp does not parse (its IllegalArgumentException), failed on the shard. */
export function regexInvalid(message: string, index: { name: string; uuid: string }): EsError {
  return createQueryFailure('illegal_argument_exception', message, index);
}

/** A compound query's clause list that is missing (`[dis_max] requires 'queries' field with at least one clause`). */
export function compoundQueryMissing(reason: string, at: TextPosition): EsError {
  return parsingException(reason, at);
}

/** A value where an object or array was expected, or the reverse (`[multi_match] unknown token [START_OBJECT] after [x]`). */
export function queryUnknownToken(name: string, token: string, key: string, at: TextPosition): EsError {
  return parsingException(`[${name}] unknown token [${token}] after [${key}]`, at);
}

/** A multi_match without `query`. */
export function multiMatchNoText(at: TextPosition): EsError {
  return parsingException('No text specified for multi_match query', at);
}

/** A multi_match `type` ES does not know (MultiMatchQueryBuilder.Type.parse, an ElasticsearchParseException). */
export function multiMatchUnknownType(type: string): EsError {
  return parseException(`failed to parse [multi_match] query type [${type}]. unknown type.`);
}

/** An option a multi_match type refuses (`Fuzziness not allowed for type [phrase]`, `[slop] not allowed for type [bool_prefix]`). */
export function multiMatchOptionNotAllowed(reason: string, at: TextPosition): EsError {
  return parsingException(reason, at);
}

/**
 * A query string Lucene's classic parser refuses (QueryStringQueryBuilder.doToQuery: QueryShardException
 * "Failed to parse query [...]" caused by ParseException "Cannot parse '...': ..." caused by the grammar's
 * ParseException or the token manager's TokenMgrError).
 */
export function queryStringUnparsable(query: string, message: string, causeType: 'parse_exception' | 'token_mgr_error', index: { name: string; uuid: string }): EsError {
  return searchPhaseFailure(400, {
    type: 'query_shard_exception',
    reason: `Failed to parse query [${query}]`,
    meta: indexMeta(index.name, index.uuid),
    causedBy: plainCause('parse_exception', `Cannot parse '${query}': ${message}`, plainCause(causeType, message)),
  }, { shard: 0, index: index.name });
}

/** `fields` and `default_field` together (QueryStringQueryBuilder.doToQuery's validation error, on the shard). */
export function queryStringFieldsAndDefaultField(index: { name: string; uuid: string }): EsError {
  return searchPhaseFailure(400, {
    type: 'query_validation_exception',
    reason: 'Validation Failed: 1: cannot use [fields] parameter in conjunction with [default_field];',
    meta: indexMeta(index.name, index.uuid),
  }, { shard: 0, index: index.name });
}

/** `[query_string] must be provided with a [query]` and the like (the builder's ParsingException). */
export function queryStringMalformed(reason: string, at: TextPosition): EsError {
  return parsingException(reason, at);
}

/** A `simple_query_string` flag that SimpleQueryStringFlag does not name. */
export function simpleQueryStringUnknownFlag(flag: string): EsError {
  return illegalArgument(`Unknown simple_query_string flag [${flag}]`);
}

/** An `intervals` query ES's IntervalQueryBuilder or IntervalsSourceProvider refuses to parse (`Unknown interval type [x], …`, `Missing intervals from interval query definition`). */
export function intervalsMalformed(reason: string, at: TextPosition): EsError {
  return parsingException(reason, at);
}

/**
 * A multi-term `intervals` rule expanding past its limit on a shard (Lucene's MultiTermIntervalsSource: an
 * IllegalStateException while the shard builds its iterators, so a 500 shard failure).
 */
export function intervalsTooManyTerms(pattern: string, limit: number, index: string, shard = 0): EsError {
  return searchPhaseFailure(500, { type: 'illegal_state_exception', reason: `Automaton [${pattern}] expanded to too many terms (limit ${limit})` }, { shard, index });
}

/** An `intervals` rule's argument its constructor refuses (Range: `Either [gte] or [gt], one of them must be provided`; an unknown OpenSearch `mode`). */
export function intervalsArgumentInvalid(reason: string): EsError {
  return illegalArgument(reason);
}

/** A `common` query's argument CommonTermsQueryBuilder refuses (`text cannot be null`, `field name is null or empty`, an unknown operator). */
export function commonArgumentInvalid(reason: string): EsError {
  return illegalArgument(reason);
}

/**
 * A query naming an analyzer the index does not have: the QueryShardException of CommonTermsQueryBuilder and
 * MatchQueryBuilder.doToQuery (`[match] analyzer [x] not found`, likewise `match_phrase`).
 */
export function queryAnalyzerNotFound(query: string, analyzer: string, index: { name: string; uuid: string }): EsError {
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason: `[${query}] analyzer [${analyzer}] not found`, meta: indexMeta(index.name, index.uuid) }, { shard: 0, index: index.name });
}

/** A `common` query naming an analyzer the index does not have. */
export function commonAnalyzerNotFound(analyzer: string, index: { name: string; uuid: string }): EsError {
  return queryAnalyzerNotFound('common', analyzer, index);
}

/**
 * A regexp Lucene refuses to determinize (TooComplexToDeterminizeException, wrapped by RegExp.toAutomaton with
 * the pattern): "failed to create query" on the shard. `unit` is Lucene 8's `states` or Lucene 9's `effort`.
 */
export function regexTooComplex(pattern: string, count: number, unit: 'states' | 'effort', index: { name: string; uuid: string }): EsError {
  const reason = unit === 'states' ? `Determinizing ${pattern} would result in more than ${count} states.` : `Determinizing ${pattern} would require more than ${count} effort.`;
  return createQueryFailure('too_complex_to_determinize_exception', reason, index);
}

/** A bitmap terms query on a numeric field other than `integer` (NumberType.bitmapQuery names the type twice). */
export function bitmapQueryUnsupported(type: string, index: { name: string; uuid: string }): EsError {
  return createQueryFailure('illegal_argument_exception', `Field [${type}] of type [${type}] does not support bitmap queries`, index);
}

/** A bitmap that RoaringBitmap.deserialize cannot read (NumberType.INTEGER.bitmapQuery). */
export function bitmapUnreadable(index: { name: string; uuid: string }): EsError {
  return createQueryFailure('illegal_argument_exception', 'Failed to deserialize the bitmap.', index);
}

/** A sparse_vector query with neither a query_vector nor an inference endpoint (SparseVectorQueryBuilder's constructor). */
export function sparseVectorQueryNoInput(): EsError {
  return illegalArgument('[sparse_vector] requires one of [query_vector] or [inference_id]');
}
