/**
 * Errors of a search request's own parameters (RestSearchAction.parseSearchRequest, SearchRequest's setters,
 * SearchType.fromString) and of metadata fields a query cannot search (SourceFieldMapper.SourceFieldType).
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, indexMeta, plainCause, xContentParse, type EsError } from './base.ts';
import { jacksonOverflowMessage } from './documentParsing.ts';
import { searchPhaseFailure, shardArgumentFailure } from './search.ts';

/**
 * A search parameter below its minimum: SearchRequest.setBatchedReduceSize ("batchedReduceSize must be >= 2"),
 * setPreFilterShardSize ("preFilterShardSize must be >= 1"), setMaxConcurrentShardRequests
 * ("maxConcurrentShardRequests must be >= 1"); thrown while the REST request is parsed, before any index.
 */
export function searchParamBelowMin(setterName: string, min: number): EsError {
  return illegalArgument(`${setterName} must be >= ${min}`);
}

/**
 * A search body's `size` or `from` given as a boolean (ES 8+): parser.intValue() asks Jackson for the int of a
 * VALUE_TRUE, whose JsonParseException (located just after the token, source redacted) JsonXContentParser
 * rethrows as an XContentParseException; no Elasticsearch exception, it is the root cause, with Jackson's
 * as its cause (JsonXContentParser.doIntValue/newXContentParseException, 8.x).
 */
export function searchIntNotNumeric(jsonToken: string, line: number, col: number): EsError {
  const jackson = `Current token (${jsonToken}) not numeric, can not use numeric value accessors\n at [Source: REDACTED (\`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION\` disabled); line: ${line}, column: ${col}]`;
  return xContentParse(line, col, jackson, plainCause('json_parse_exception', jackson));
}

/**
 * A search body's `size` or `from` past Java's int: Jackson's InputCoercionException from parser.intValue(),
 * source redacted, unmapped by OpenSearch before 3.1 (a 500) and a 400 since (profiles/search.ts
 * searchIntOverflow; OpenSearch's search/30_limits.yml).
 */
export function searchIntOverflow(profile: Profile, text: string, line: number, col: number): EsError {
  const reason = jacksonOverflowMessage(text, 'int', 'REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled)', line, col);
  return esError(profile.searchIntOverflow === 'bad-request' ? 400 : 500, 'input_coercion_exception', reason);
}

/** FetchFieldsPhase's refusal of `fields` on a hit of an index that keeps no `_source` (profiles/search.ts fieldsRefusedWithoutSource). */
export function fieldsWithoutSource(profile: Profile, index: string): EsError {
  return shardArgumentFailure(profile, `Unable to retrieve the requested [fields] since _source is disabled in the mappings for index [${index}]`, index);
}

/** A `search_type` other than query_then_fetch and dfs_query_then_fetch (SearchType.fromString). */
export function searchTypeUnknown(type: string): EsError {
  return illegalArgument(`No search type for [${type}]`);
}

/** An exists or term query on `_source` (SourceFieldType.existsQuery/termQuery throw a QueryShardException on the shard). */
export function sourceFieldNotSearchable(index: { name: string; uuid: string }): EsError {
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason: 'The _source field is not searchable', meta: indexMeta(index.name, index.uuid) }, { shard: 0, index: index.name });
}

/** More docvalue_fields (after expanding patterns to mapped fields) than `index.max_docvalue_fields_search` (FetchDocValuesContext). */
export function tooManyDocvalueFields(profile: Profile, max: number, asked: number, index: string): EsError {
  return shardArgumentFailure(profile, `Trying to retrieve too many docvalue_fields. Must be less than or equal to: [${max}] but was [${asked}]. This limit can be set by changing the [index.max_docvalue_fields_search] index level setting.`, index);
}
