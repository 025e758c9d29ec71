/**
 * Errors of the structure queries and of nested documents: `nested` (NestedQueryBuilder), and the
 * nested-document limit of DocumentParserContext.addDoc.
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, indexMeta, mapperParsing, plainCause, type EsError } from './base.ts';
import { searchPhaseFailure } from './search.ts';

/** A `nested` query whose path maps no nested field (NestedQueryBuilder.doToQuery's IllegalStateException), failed on the shard. */
export function nestedPathNotFound(path: string, index: { name: string; uuid: string }): EsError {
  const reason = `[nested] failed to find nested object under path [${path}]`;
  return searchPhaseFailure(400, {
    type: 'query_shard_exception',
    reason: `failed to create query: ${reason}`,
    meta: indexMeta(index.name, index.uuid),
    causedBy: plainCause('illegal_state_exception', reason),
  }, { shard: 0, index: index.name });
}

/** A `score_mode` NestedQueryBuilder.parseScoreMode does not know. */
export function nestedScoreModeUnknown(mode: string): EsError {
  return illegalArgument(`No score mode for child query [${mode}] found`);
}

/** A `nested` query without `query` or `path` (the builder's requireValue). */
export function nestedRequires(field: 'query' | 'path'): EsError {
  return illegalArgument(`[nested] requires '${field}' field`);
}

/** Two inner_hits under one name (InnerHitContextBuilder.extractInnerHits). */
export function innerHitsDuplicateName(name: string): EsError {
  return illegalArgument(`[inner_hits] already contains an entry for key [${name}]`);
}

/**
 * A document with more nested objects than `index.mapping.nested_objects.limit` allows: a
 * mapper_parsing_exception until ES 8 made it a document_parsing_exception at the value's position.
 */
export function nestedDocsLimit(profile: Profile, where: string, limit: number): EsError {
  const reason = `The number of nested documents has exceeded the allowed limit of [${limit}]. This limit can be set by changing the [index.mapping.nested_objects.limit] index level setting.`;
  return profile.docParseError === 'document-parsing-exception' ? esError(400, 'document_parsing_exception', where + reason) : mapperParsing(reason);
}

/** More nested fields than `index.mapping.nested_fields.limit` (MapperService/MappingLookup.checkNestedLimit); ES 5/6 name the index. */
export function nestedFieldsExceeded(profile: Profile, limit: number, index: string): EsError {
  const where = profile.mappingLimitNamesIndex ? ` in index [${index}]` : '';
  return illegalArgument(`Limit of nested fields [${limit}]${where} has been exceeded`);
}
