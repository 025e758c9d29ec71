/**
 * Where a query that needs the coordinating node's fetch (a `terms` lookup) meets a context that cannot run
 * it: Rewriteable.rewrite(…, assertNoAsyncTasks=true) throws IllegalStateException "async actions are left
 * after rewrite" when a rewrite registered a fetch it will never run.
 */
import { illegalArgument, indexMeta, plainCause, esError, type EsError } from './base.ts';

const ASYNC_LEFT = 'async actions are left after rewrite';

/**
 * An alias filter holding a terms lookup: AliasValidator.validateAliasFilter rewrites it without fetching,
 * and wraps the IllegalStateException in "failed to parse filter for alias [name]".
 */
export function aliasFilterNeedsFetch(alias: string): EsError {
  return illegalArgument(`failed to parse filter for alias [${alias}]`, undefined, plainCause('illegal_state_exception', ASYNC_LEFT));
}

/**
 * A terms lookup in `_explain` before the coordinating rewrite came to it (ES < 8.3, elastic/elasticsearch#87013;
 * OpenSearch < 3.0, opensearch-project/OpenSearch#17286): the shard's toQuery fails, a QueryShardException
 * "failed to create query: …" that the single-shard action answers as it is.
 */
export function explainLookupUnrewritten(index: { name: string; uuid: string }): EsError {
  return esError(400, 'query_shard_exception', `failed to create query: ${ASYNC_LEFT}`, indexMeta(index.name, index.uuid), plainCause('illegal_state_exception', ASYNC_LEFT));
}

/** A terms query's `value_type` that is neither `default` nor `bitmap` (TermsQueryBuilder.ValueType.fromString, OpenSearch 2.17+). */
export function termsValueTypeInvalid(value: string): EsError {
  return illegalArgument(`${value} is not valid value_type`);
}

/** `value_type: bitmap` without one base64 string and without a lookup (TermsQueryBuilder.fromXContent, OpenSearch 2.17+). */
export function bitmapValueNotSingle(): EsError {
  return illegalArgument('Invalid value for bitmap type: Expected a single-element array with a base64 encoded serialized bitmap.');
}

/** A bitmap lookup from a stored field that holds no value or several (TermsQueryBuilder.fetch, OpenSearch 2.17+). */
export function bitmapLookupNotSingle(): EsError {
  return illegalArgument('Invalid value for bitmap type: Expected a single base64 encoded serialized bitmap.');
}

/** java.util.Base64.Decoder's refusal of a bitmap's text: an illegal character (its code in hex) or a short last unit. */
export function base64Invalid(reason: string): EsError {
  return illegalArgument(reason);
}

/** A geo_shape `indexed_shape` whose document does not exist: AbstractGeometryQueryBuilder.fetch's IllegalArgumentException. */
export function indexedShapeNotFound(id: string): EsError {
  return illegalArgument(`Shape with ID [${id}] not found`);
}

/** A geo_shape `indexed_shape` whose document has nothing at `path`: AbstractGeometryQueryBuilder.fetch's IllegalStateException. */
export function indexedShapeMissingPath(id: string, path: string): EsError {
  return esError(500, 'illegal_state_exception', `Shape with name [${id}] found but missing ${path} field`);
}
