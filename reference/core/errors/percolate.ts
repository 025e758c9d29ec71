/**
 * Errors of the percolator (modules/percolator): the `percolate` query's parse errors
 * (PercolateQueryBuilder's ConstructingObjectParser), its shard errors (doToQuery's QueryShardExceptions)
 * and the lookup of an indexed document (doRewrite's ResourceNotFoundException).
 */
import type { Profile } from '../../profiles.ts';
import { esError, illegalArgument, indexMeta, type EsCause, type EsError } from './base.ts';
import { searchPhaseFailure } from './search.ts';

type IndexRef = { name: string; uuid: string };

function shardFailure(reason: string, index: IndexRef): EsError {
  return searchPhaseFailure(400, { type: 'query_shard_exception', reason, meta: indexMeta(index.name, index.uuid) }, { shard: 0, index: index.name });
}

/** `field` names no mapped field (doToQuery: "field [x] does not exist"). */
export function percolateFieldMissing(field: string, index: IndexRef): EsError {
  return shardFailure(`field [${field}] does not exist`, index);
}

/** `field` is mapped but not as a percolator. */
export function percolateFieldNotPercolator(field: string, type: string, index: IndexRef): EsError {
  return shardFailure(`expected field [${field}] to be of type [percolator], but is of type [${type}]`, index);
}

/** None of `document`, `documents`, `id` (ObjectParser's declareRequiredFieldSet). */
export function percolateNoDocument(): EsError {
  return illegalArgument('Required one of fields [document, documents, id], but none were specified.');
}

/** More than one of `document`, `documents`, `id` (ObjectParser's declareExclusiveFieldSet). */
export function percolateExclusiveFields(given: string[]): EsError {
  return illegalArgument(`The following fields are not allowed together: [${given.join(', ')}]`);
}

/** `index` and `id` name no document (doRewrite's GET found none). */
export function percolateIndexedDocumentMissing(index: string, id: string): EsError {
  return esError(404, 'resource_not_found_exception', `indexed document [${index}/${id}] couldn't be found`);
}

/** A required argument of the indexed-document form is missing (PercolateQueryBuilder's constructor). */
export function percolateArgumentRequired(name: string): EsError {
  return illegalArgument(`[${name}] is a required argument`);
}

/** `index` + `id` name a document whose index keeps no `_source` (doRewrite: isSourceEmpty). */
export function percolateSourceDisabled(index: string, id: string): EsError {
  return illegalArgument(`indexed document [${index}/${id}] source disabled`);
}

/**
 * A percolator field's query refused when its document is indexed (PercolatorFieldMapper.parse): ES 8
 * wraps the cause as DocumentParser.wrapInDocumentParsingException does ("failed to parse: <cause>"),
 * earlier versions and OpenSearch as a bare MapperParsingException("failed to parse").
 */
export function percolatorQueryRefused(profile: Profile, where: string, cause: EsCause): EsError {
  if (profile.docParseError === 'document-parsing-exception') return esError(400, 'document_parsing_exception', `${where}failed to parse: ${cause.reason}`, undefined, cause);
  return esError(400, 'mapper_parsing_exception', 'failed to parse', undefined, cause);
}

/** A stored query naming a field the mapping lacks (SearchExecutionContext.failIfFieldMappingNotFound, allowUnmappedFields false). */
export function percolatorUnmappedField(profile: Profile, where: string, field: string, index: IndexRef): EsError {
  return percolatorQueryRefused(profile, where, { type: 'query_shard_exception', reason: `No field mapping can be found for the field with name [${field}]`, meta: indexMeta(index.name, index.uuid) });
}

/** has_child, has_parent and knn are refused inside a stored query (PercolatorFieldMapper.parseQueryBuilder). */
export function percolatorQueryUnsupported(profile: Profile, where: string, name: string): EsError {
  return percolatorQueryRefused(profile, where, { type: 'illegal_argument_exception', reason: `the [${name}] query is unsupported inside a percolator query` });
}
